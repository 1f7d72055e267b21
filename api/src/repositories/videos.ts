// A creator's videos (reference §4.3 Video). Published = active and, when scheduled, past its time.
import type { Database } from 'better-sqlite3';
import {
  adjustAssetStat,
  findByIds,
  orderClause,
  ownListWhere,
  pageOf,
  publicListWhere,
  slugTaken,
  type AssetStat,
  type ListQuery,
  type PublicListQuery,
} from './asset-sql';
import type { Page } from './sql';

export interface VideoRow {
  id: string;
  performerId: string;
  title: string;
  slug: string;
  description: string;
  /** JSON array of strings */
  tags: string;
  /** JSON array of creator ids */
  participantIds: string;
  status: 'draft' | 'active' | 'inactive' | 'file-error';
  isSale: number;
  priceCents: number;
  isSchedule: number;
  scheduledAt: string | null;
  fileId: string | null;
  teaserId: string | null;
  thumbnailId: string | null;
  statViews: number;
  statLikes: number;
  statComments: number;
  statBookmarks: number;
  createdAt: string;
  updatedAt: string;
}

export type VideoInput = Pick<
  VideoRow,
  'title' | 'description' | 'status' | 'isSale' | 'priceCents' | 'isSchedule' | 'scheduledAt' | 'fileId' | 'teaserId' | 'thumbnailId'
> & { tags: string[]; participantIds: string[] };

export type VideoFileSlot = 'fileId' | 'teaserId' | 'thumbnailId';

/** SQL condition: not waiting for a future schedule (uses @now). */
export const VIDEO_PUBLISHED = '(a.isSchedule = 0 OR a.scheduledAt IS NULL OR a.scheduledAt <= @now)';

const EDITABLE = ['title', 'description', 'status', 'isSale', 'priceCents', 'isSchedule', 'scheduledAt', 'fileId', 'teaserId', 'thumbnailId'] as const;

export class VideosRepository {
  constructor(private readonly db: Database) {}

  create(input: VideoInput & { id: string; performerId: string; slug: string }, now: string): VideoRow {
    this.db
      .prepare(
        `INSERT INTO videos (id, performerId, title, slug, description, tags, participantIds, status, isSale, priceCents,
           isSchedule, scheduledAt, fileId, teaserId, thumbnailId, createdAt, updatedAt)
         VALUES (@id, @performerId, @title, @slug, @description, @tags, @participantIds, @status, @isSale, @priceCents,
           @isSchedule, @scheduledAt, @fileId, @teaserId, @thumbnailId, @now, @now)`,
      )
      .run({ ...input, tags: JSON.stringify(input.tags), participantIds: JSON.stringify(input.participantIds), now });
    return this.findById(input.id) as VideoRow;
  }

  update(id: string, patch: Partial<VideoInput>, now: string): void {
    const values: Record<string, unknown> = {};
    for (const key of EDITABLE) if (patch[key] !== undefined) values[key] = patch[key];
    if (patch.tags) values.tags = JSON.stringify(patch.tags);
    if (patch.participantIds) values.participantIds = JSON.stringify(patch.participantIds);
    const keys = Object.keys(values);
    this.db
      .prepare(`UPDATE videos SET ${[...keys.map((k) => `${k} = @${k}`), 'updatedAt = @now'].join(', ')} WHERE id = @id`)
      .run({ ...values, id, now });
  }

  clearFile(id: string, slot: VideoFileSlot, now: string): void {
    this.db.prepare(`UPDATE videos SET ${slot} = NULL, updatedAt = ? WHERE id = ?`).run(now, id);
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM videos').get() as { n: number }).n;
  }

  findById(id: string): VideoRow | undefined {
    return this.db.prepare('SELECT * FROM videos WHERE id = ?').get(id) as VideoRow | undefined;
  }

  findByIdOrSlug(idOrSlug: string): VideoRow | undefined {
    return this.db.prepare('SELECT * FROM videos WHERE id = @v OR slug = @v ORDER BY id = @v DESC LIMIT 1').get({ v: idOrSlug }) as
      | VideoRow
      | undefined;
  }

  /** A video of this creator (another creator's id reads as missing). */
  findOwned(id: string, performerId: string): VideoRow | undefined {
    return this.db.prepare('SELECT * FROM videos WHERE id = ? AND performerId = ?').get(id, performerId) as VideoRow | undefined;
  }

  /** The video that uses this file as its main video or teaser. */
  findByFile(fileId: string): VideoRow | undefined {
    return this.db.prepare('SELECT * FROM videos WHERE fileId = @f OR teaserId = @f OR thumbnailId = @f LIMIT 1').get({ f: fileId }) as
      | VideoRow
      | undefined;
  }

  searchOwn(performerId: string, q: ListQuery): Page<VideoRow> {
    const { where, params } = ownListWhere(performerId, q, ['title', 'description', 'tags']);
    return pageOf<VideoRow>(this.db, 'videos', where, params, orderClause('videos', 'a', q.sortBy, q.sort, 'updatedAt'), q.offset, q.limit);
  }

  searchPublic(q: PublicListQuery): Page<VideoRow> {
    const { where, params } = publicListWhere(q, ['title', 'description', 'tags']);
    where.push(VIDEO_PUBLISHED);
    return pageOf<VideoRow>(this.db, 'videos', where, params, 'a.createdAt DESC, a.id DESC', q.offset, q.limit);
  }

  findByIds(ids: string[]): VideoRow[] {
    return findByIds<VideoRow>(this.db, 'videos', ids);
  }

  adjustStat(id: string, stat: AssetStat, delta: number): void {
    adjustAssetStat(this.db, 'videos', id, stat, delta);
  }

  slugTaken(slug: string): boolean {
    return slugTaken(this.db, 'videos', slug);
  }

  /** Removes the row; the caller removes files, reactions and comments. */
  delete(id: string): void {
    this.db.prepare('DELETE FROM videos WHERE id = ?').run(id);
  }
}
