// Creator posts (reference §4.3 Feed): rows (their files: feed-files.ts, polls: polls.ts). Visitor lists
// apply the visibility rule in SQL: active creator who blocked neither the viewer nor the viewer's
// country; inactive or future-scheduled posts only for their owner. Sort: pinned first, then newest.
import type { DialectText } from '../db/dialect';
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import { addCondition, creatorLiveSql, escapeLike, type Conditions, type Page } from './sql';

export type FeedType = 'text' | 'photo' | 'video' | 'audio' | 'scheduled-streaming';

export interface FeedRow {
  id: string;
  /** set while an operator has it hidden (issue 23 moderation) */
  hiddenAt?: string | null;
  performerId: string;
  type: FeedType;
  slug: string;
  title: string;
  text: string;
  isSale: number;
  priceCents: number;
  teaserId: string | null;
  thumbnailId: string | null;
  pollDescription: string;
  pollExpiredAt: string | null;
  streamingScheduled: string | null;
  isSchedule: number;
  scheduleAt: string | null;
  status: 'active' | 'inactive';
  isPinned: number;
  pinnedAt: string | null;
  totalLike: number;
  totalComment: number;
  totalBookmark: number;
  createdAt: string;
  updatedAt: string;
}

/** A post with its creator's public card columns (lists join them in). */
export type FeedWithCreatorRow = FeedRow & {
  creatorName: string;
  creatorUsername: string | null;
  creatorAvatarPath: string;
  creatorIsOnline: number;
  creatorVerifiedAccount: number;
  creatorIsFeatured: number;
  creatorLive: number;
};

/** What a creator sets on a post (the rest is owner, slug, counters and dates). */
export type FeedInput = Pick<
  FeedRow,
  | 'type'
  | 'title'
  | 'text'
  | 'isSale'
  | 'priceCents'
  | 'teaserId'
  | 'thumbnailId'
  | 'pollDescription'
  | 'pollExpiredAt'
  | 'streamingScheduled'
  | 'isSchedule'
  | 'scheduleAt'
  | 'status'
  | 'isPinned'
>;

export interface FeedFilters {
  q?: string;
  type?: string;
  fromDate?: string;
  toDate?: string;
  offset: number;
  limit: number;
}

export interface VisitorFeedQuery extends FeedFilters {
  viewerId: string;
  viewerCountry: string;
  now: string;
  /** only this creator's posts */
  performerId?: string;
  /** home rule: creators the viewer subscribes to (running) or follows, plus the viewer's own */
  home?: boolean;
}

export interface OwnFeedQuery extends FeedFilters {
  performerId: string;
  sortBy?: string;
  sort?: string;
}

const SELECT_WITH_CREATOR = `SELECT f.*, u.name AS creatorName, u.username AS creatorUsername, u.avatarPath AS creatorAvatarPath,
  u.isOnline AS creatorIsOnline, p.verifiedAccount AS creatorVerifiedAccount, p.isFeatured AS creatorIsFeatured, ${creatorLiveSql('p')} AS creatorLive`;
const FROM =
  'FROM feeds f JOIN users u ON u.id = f.performerId JOIN performers p ON p.userId = f.performerId';
const ORDER = 'f.isPinned DESC, f.createdAt DESC, f.id DESC';

/** Visible to the viewer: see the header. Parameters @viewerId, @viewerCountry, @now. */
const visible = (d: DialectText) => `(f.performerId = @viewerId OR (
    f.status = 'active' AND f.hiddenAt IS NULL AND NOT (f.isSchedule = 1 AND f.scheduleAt > @now)
    AND u.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.sourceId = f.performerId AND b.targetId = @viewerId)
    AND (@viewerCountry = '' OR NOT ${d.jsonHas('p.blockCountries', '@viewerCountry')})))`;

const HOME = `(f.performerId = @viewerId
  OR EXISTS (SELECT 1 FROM follows fo WHERE fo.followerId = @viewerId AND fo.followingId = f.performerId)
  OR EXISTS (SELECT 1 FROM subscriptions s WHERE s.userId = @viewerId AND s.performerId = f.performerId
    AND s.status != 'created' AND s.expiredAt > @now))`;

/** `sortBy` of the creator's own list; a Map so `constructor` & co. never reach SQL. */
const OWN_SORT = new Map<string, string>([
  ['createdAt', 'f.createdAt'],
  ['updatedAt', 'f.updatedAt'],
  ['scheduleAt', 'f.scheduleAt'],
  ['type', 'f.type'],
  ['status', 'f.status'],
  ['totalLike', 'f.totalLike'],
  ['totalComment', 'f.totalComment'],
  ['price', 'f.priceCents'],
]);

function filterClauses(d: DialectText, f: FeedFilters, c: Conditions): void {
  addCondition(c, 'f.type = @type', 'type', f.type || undefined);
  addCondition(c, d.like('f.text', '@like'), 'like', f.q ? `%${escapeLike(f.q)}%` : undefined);
  addCondition(c, 'f.createdAt >= @fromDate', 'fromDate', f.fromDate || undefined);
  addCondition(c, 'f.createdAt <= @toDate', 'toDate', f.toDate || undefined);
}

export class FeedsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: FeedInput & { performerId: string; slug: string }, now: string): Promise<FeedRow> {
    const id = newId();
    await this.db
      .prepare(
        `INSERT INTO feeds (id, performerId, type, slug, title, text, isSale, priceCents, teaserId, thumbnailId, pollDescription,
           pollExpiredAt, streamingScheduled, isSchedule, scheduleAt, status, isPinned, pinnedAt, createdAt, updatedAt)
         VALUES (@id, @performerId, @type, @slug, @title, @text, @isSale, @priceCents, @teaserId, @thumbnailId, @pollDescription,
           @pollExpiredAt, @streamingScheduled, @isSchedule, @scheduleAt, @status, @isPinned, @pinnedAt, @now, @now)`,
      )
      .run({ ...input, id, pinnedAt: input.isPinned ? now : null, now });
    return (await this.findById(id)) as FeedRow;
  }

  async update(id: string, input: FeedInput, now: string): Promise<void> {
    await this.db
      .prepare(
        `UPDATE feeds SET type = @type, title = @title, text = @text, isSale = @isSale, priceCents = @priceCents, teaserId = @teaserId,
           thumbnailId = @thumbnailId, pollDescription = @pollDescription, pollExpiredAt = @pollExpiredAt,
           streamingScheduled = @streamingScheduled, isSchedule = @isSchedule, scheduleAt = @scheduleAt, status = @status,
           pinnedAt = CASE WHEN @isPinned = 1 AND isPinned = 0 THEN @now WHEN @isPinned = 0 THEN NULL ELSE pinnedAt END,
           isPinned = @isPinned, updatedAt = @now
         WHERE id = @id`,
      )
      .run({ ...input, id, now });
  }

  async delete(id: string): Promise<void> {
    await this.db.prepare('DELETE FROM feeds WHERE id = ?').run(id);
  }

  async findById(id: string): Promise<FeedRow | undefined> {
    return (await this.db.prepare('SELECT * FROM feeds WHERE id = ?').get(id)) as FeedRow | undefined;
  }

  /** The creator of a post by id or slug, whatever its visibility (to name a creator-level refusal). */
  async creatorOf(idOrSlug: string): Promise<string | undefined> {
    const row = (await this.db
      .prepare('SELECT performerId FROM feeds WHERE id = @v OR slug = @v LIMIT 1')
      .get({ v: idOrSlug })) as { performerId: string } | undefined;
    return row?.performerId;
  }

  /** A post by id or slug with its creator card, when the viewer may see it. */
  async findVisible(
    idOrSlug: string,
    q: { viewerId: string; viewerCountry: string; now: string },
  ): Promise<FeedWithCreatorRow | undefined> {
    return (await this.db
      .prepare(
        `${SELECT_WITH_CREATOR} ${FROM} WHERE (f.id = @v OR f.slug = @v) AND ${visible(this.db.text)} LIMIT 1`,
      )
      .get({ ...q, v: idOrSlug })) as FeedWithCreatorRow | undefined;
  }

  /** Posts by id with their creator card (bookmark lists), whatever their visibility. */
  async findManyWithCreator(ids: string[]): Promise<FeedWithCreatorRow[]> {
    if (!ids.length) return [];
    return (await this.db
      .prepare(`${SELECT_WITH_CREATOR} ${FROM} WHERE f.id IN ${this.db.text.inJson('@ids')}`)
      .all({ ids: JSON.stringify(ids) })) as FeedWithCreatorRow[];
  }

  /** Of these posts, the ones the viewer may see (same rule as the lists). */
  async visibleAmong(
    ids: string[],
    q: { viewerId: string; viewerCountry: string; now: string },
  ): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = (await this.db
      .prepare(
        `SELECT f.id ${FROM} WHERE f.id IN ${this.db.text.inJson('@ids')} AND ${visible(this.db.text)}`,
      )
      .all({ ...q, ids: JSON.stringify(ids) })) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }

  async slugTaken(slug: string): Promise<boolean> {
    return Boolean(await this.db.prepare('SELECT 1 FROM feeds WHERE slug = ?').get(slug));
  }

  async searchVisible(qy: VisitorFeedQuery): Promise<Page<FeedWithCreatorRow>> {
    const c: Conditions = {
      where: [visible(this.db.text)],
      params: { viewerId: qy.viewerId, viewerCountry: qy.viewerCountry, now: qy.now },
    };
    if (qy.home) c.where.push(HOME);
    addCondition(c, 'f.performerId = @performerId', 'performerId', qy.performerId || undefined);
    filterClauses(this.db.text, qy, c);
    return await this.page(c, ORDER, qy);
  }

  /** The creator's own posts, whatever their status or schedule. */
  async searchOwn(qy: OwnFeedQuery): Promise<Page<FeedWithCreatorRow>> {
    const c: Conditions = {
      where: ['f.performerId = @performerId'],
      params: { performerId: qy.performerId },
    };
    filterClauses(this.db.text, qy, c);
    const column = OWN_SORT.get(qy.sortBy ?? '');
    const dir = qy.sort === 'asc' || qy.sort === 'ascend' ? 'ASC' : 'DESC';
    return await this.page(c, column ? `${column} ${dir}, f.id ${dir}` : ORDER, qy);
  }

  /** One page of posts with their creator card, and the total matching `c`. */
  private async page(
    c: Conditions,
    order: string,
    p: { offset: number; limit: number },
  ): Promise<Page<FeedWithCreatorRow>> {
    const w = c.where.join(' AND ');
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n ${FROM} WHERE ${w}`).get(c.params)) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(`${SELECT_WITH_CREATOR} ${FROM} WHERE ${w} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all({ ...c.params, limit: p.limit, offset: p.offset })) as FeedWithCreatorRow[];
    return { rows, total };
  }

  /** Backdates a post (seed data only). */
  async setCreatedAt(id: string, createdAt: string): Promise<void> {
    await this.db
      .prepare(
        'UPDATE feeds SET createdAt = @createdAt, updatedAt = @createdAt, pinnedAt = CASE WHEN isPinned = 1 THEN @createdAt ELSE NULL END WHERE id = @id',
      )
      .run({ id, createdAt });
  }

  async countByPerformer(performerId: string): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM feeds WHERE performerId = ?').get(performerId)) as {
        n: number;
      }
    ).n;
  }

  async count(): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM feeds').get()) as { n: number }).n;
  }

  /** like / comment / bookmark counters, never below zero. */
  async adjustCounter(
    id: string,
    counter: 'totalLike' | 'totalComment' | 'totalBookmark',
    delta: number,
  ): Promise<void> {
    await this.db
      .prepare(`UPDATE feeds SET ${counter} = ${this.db.text.greatest('0', `${counter} + ?`)} WHERE id = ?`)
      .run(delta, id);
  }
}
