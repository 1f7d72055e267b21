// Creator lookups for visitors: the directory, random/top picks, a profile by username or id, and the
// creator lists of follows and bookmarks. Every list applies the same visibility rule: active creators
// that neither blocked the viewer nor the viewer's country.
import type { DialectText } from '../db/dialect';
import type { SqlDb } from '../db/sql-db';
import type { PerformerRow } from './performers';
import {
  addCondition,
  creatorLiveColumns,
  creatorLiveSql,
  creatorStatsColumn,
  escapeLike,
  type Conditions,
  type Page,
} from './sql';
import type { UserRow } from './users';

/** users + performers columns of one creator, plus per-viewer flags computed in SQL. */
export type CreatorRow = UserRow & PerformerRow & { isFollowed: number };
/** A creator reached through a follow or a bookmark, with when that happened. */
export type LinkedCreatorRow = CreatorRow & { linkId: string; linkedAt: string };

export type DirectorySort = 'live' | 'popular' | 'latest' | 'oldest' | 'online' | 'updatedAt' | 'createdAt';

export interface Viewer {
  /** '' for anonymous visitors */
  id: string;
  /** ISO country of the request, '' when unknown */
  country: string;
}

export interface DirectoryFilters {
  q: string;
  gender?: string;
  country?: string;
  ethnicity?: string;
  /** dateOfBirth strictly after this day (YYYY-MM-DD) */
  dobAfter?: string;
  /** dateOfBirth on or before this day (YYYY-MM-DD) */
  dobUntil?: string;
  isFreeSubscription?: boolean;
  /** creators in any of these categories */
  categoryIds?: string[];
  sortBy: DirectorySort;
  sort: 'asc' | 'desc';
  offset: number;
  limit: number;
}

// The later `stats`, `live` and `streamingStatus` columns (derived) win over p's stored ones in the row object.
const select = (
  d: DialectText,
) => `SELECT u.*, p.*, ${creatorStatsColumn(d, 'p')}, ${creatorLiveColumns('p')},
  EXISTS (SELECT 1 FROM follows f WHERE f.followerId = @viewerId AND f.followingId = u.id) AS isFollowed`;
const FROM = 'FROM users u JOIN performers p ON p.userId = u.id';
/**
 * Promoted in discovery (directory, suggestions, top): verified ID documents, and something to show (a post or
 * an item) or a profile picture. Unlisted creators keep their profile link; the viewer's own card is left out.
 */
const LISTED = `p.verifiedDocument = 1 AND u.id != @viewerId
  AND (u.avatarPath != '' OR EXISTS (SELECT 1 FROM feeds lf WHERE lf.performerId = u.id AND lf.status = 'active')
       OR EXISTS (SELECT 1 FROM videos lv WHERE lv.performerId = u.id AND lv.status = 'active'))`;
const visible = (d: DialectText) => `u.role = 'performer' AND u.status = 'active'
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.sourceId = u.id AND b.targetId = @viewerId)
  AND (@viewerCountry = '' OR NOT ${d.jsonHas('p.blockCountries', '@viewerCountry')})`;

function orderBy(sortBy: DirectorySort, sort: 'asc' | 'desc'): string {
  switch (sortBy) {
    case 'live':
      return `${creatorLiveSql('p')} DESC, u.isOnline DESC, p.score DESC, u.createdAt DESC, u.id`;
    case 'popular':
      return 'p.score DESC, u.createdAt DESC, u.id';
    case 'latest':
      return 'u.createdAt DESC, u.id DESC';
    case 'oldest':
      return 'u.createdAt ASC, u.id ASC';
    case 'online':
      return 'u.isOnline DESC, u.onlineAt DESC, p.score DESC, u.id';
    default: {
      const dir = sort === 'asc' ? 'ASC' : 'DESC';
      return `u.${sortBy === 'createdAt' ? 'createdAt' : 'updatedAt'} ${dir}, u.id ${dir}`;
    }
  }
}

export class DirectoryRepository {
  constructor(private readonly db: SqlDb) {}

  private async page<T>(
    q: { from: string; where: string; order: string; extraSelect?: string },
    params: Record<string, unknown>,
    offset: number,
    limit: number,
  ): Promise<Page<T>> {
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n ${q.from} WHERE ${q.where}`).get(params)) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(
        `${select(this.db.text)}${q.extraSelect ?? ''} ${q.from} WHERE ${q.where} ORDER BY ${q.order} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset })) as T[];
    return { rows, total };
  }

  private async linked(
    from: string,
    viewer: Viewer,
    offset: number,
    limit: number,
  ): Promise<Page<LinkedCreatorRow>> {
    return await this.page<LinkedCreatorRow>(
      {
        from,
        where: visible(this.db.text),
        order: 'link.createdAt DESC, link.id',
        extraSelect: ', link.id AS linkId, link.createdAt AS linkedAt',
      },
      { viewerId: viewer.id, viewerCountry: viewer.country },
      offset,
      limit,
    );
  }

  async search(viewer: Viewer, f: DirectoryFilters): Promise<Page<CreatorRow>> {
    const c: Conditions = {
      where: [visible(this.db.text), LISTED],
      params: { viewerId: viewer.id, viewerCountry: viewer.country },
    };
    // an empty filter ('' from a form) is no filter
    addCondition(
      c,
      `(${['u.name', 'u.username', 'p.bio'].map((col) => this.db.text.like(col, '@like')).join(' OR ')})`,
      'like',
      f.q ? `%${escapeLike(f.q)}%` : undefined,
    );
    addCondition(c, 'u.gender = @gender', 'gender', f.gender || undefined);
    addCondition(c, 'u.country = @country', 'country', f.country || undefined);
    addCondition(c, 'p.ethnicity = @ethnicity', 'ethnicity', f.ethnicity || undefined);
    addCondition(
      c,
      "p.dateOfBirth != '' AND substr(p.dateOfBirth, 1, 10) > @dobAfter",
      'dobAfter',
      f.dobAfter || undefined,
    );
    addCondition(
      c,
      "p.dateOfBirth != '' AND substr(p.dateOfBirth, 1, 10) <= @dobUntil",
      'dobUntil',
      f.dobUntil || undefined,
    );
    addCondition(
      c,
      'p.isFreeSubscription = @free',
      'free',
      f.isFreeSubscription === undefined ? undefined : f.isFreeSubscription ? 1 : 0,
    );
    addCondition(
      c,
      `EXISTS (SELECT 1 FROM ${this.db.text.jsonEach('p.categoryIds', 'c')} WHERE c.value IN ${this.db.text.inJson('@categoryIds')})`,
      'categoryIds',
      f.categoryIds?.length ? JSON.stringify(f.categoryIds) : undefined,
    );
    return await this.page<CreatorRow>(
      { from: FROM, where: c.where.join(' AND '), order: orderBy(f.sortBy, f.sort) },
      c.params,
      f.offset,
      f.limit,
    );
  }

  /** Suggestions: somebody new, so never a creator the viewer has a running subscription to. */
  async random(viewer: Viewer, limit: number, now: string): Promise<CreatorRow[]> {
    return (await this.db
      .prepare(
        `${select(this.db.text)} ${FROM} WHERE ${visible(this.db.text)} AND ${LISTED} AND NOT EXISTS (SELECT 1 FROM subscriptions rs
           WHERE rs.userId = @viewerId AND rs.performerId = u.id AND rs.status != 'created' AND rs.expiredAt > @now)
         ORDER BY random() LIMIT @limit`,
      )
      .all({ viewerId: viewer.id, viewerCountry: viewer.country, limit, now })) as CreatorRow[];
  }

  async top(viewer: Viewer, offset: number, limit: number): Promise<Page<CreatorRow>> {
    return await this.page<CreatorRow>(
      { from: FROM, where: `${visible(this.db.text)} AND ${LISTED}`, order: orderBy('popular', 'desc') },
      { viewerId: viewer.id, viewerCountry: viewer.country },
      offset,
      limit,
    );
  }

  /** A creator by id, else by username, whatever its status (the profile route explains refusals). */
  async findCreator(idOrUsername: string, viewerId: string): Promise<CreatorRow | undefined> {
    return (await this.db
      .prepare(
        `${select(this.db.text)} ${FROM} WHERE u.role = 'performer' AND (u.id = @v OR u.username = lower(@v)) ORDER BY u.id = @v DESC LIMIT 1`,
      )
      .get({ v: idOrUsername, viewerId })) as CreatorRow | undefined;
  }

  /** Creators the viewer follows, newest follow first. */
  async following(viewer: Viewer, offset: number, limit: number): Promise<Page<LinkedCreatorRow>> {
    return await this.linked(
      `${FROM} JOIN follows AS link ON link.followingId = u.id AND link.followerId = @viewerId`,
      viewer,
      offset,
      limit,
    );
  }

  /** Creators the viewer bookmarked, newest bookmark first. */
  async bookmarked(viewer: Viewer, offset: number, limit: number): Promise<Page<LinkedCreatorRow>> {
    const from = `${FROM} JOIN reactions AS link ON link.objectId = u.id AND link.objectType = 'performer'
      AND link.action = 'bookmark' AND link.createdBy = @viewerId`;
    return await this.linked(from, viewer, offset, limit);
  }
}
