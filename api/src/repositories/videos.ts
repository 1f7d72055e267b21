// A creator's videos (reference §4.3 Video). Published = active and, when scheduled, past its time.
import type { Database } from 'better-sqlite3';
import { AssetRepository, type AssetRowBase, type NewAsset } from './asset-sql';

export interface VideoRow extends AssetRowBase {
  title: string;
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
}

export type VideoInput = Pick<
  VideoRow,
  | 'title'
  | 'description'
  | 'status'
  | 'isSale'
  | 'priceCents'
  | 'isSchedule'
  | 'scheduledAt'
  | 'fileId'
  | 'teaserId'
  | 'thumbnailId'
> & { tags: string[]; participantIds: string[] };

export type VideoFileSlot = 'fileId' | 'teaserId' | 'thumbnailId';

/** SQL condition: not waiting for a future schedule (uses @now). */
export const VIDEO_PUBLISHED = '(a.isSchedule = 0 OR a.scheduledAt IS NULL OR a.scheduledAt <= @now)';

const EDITABLE = [
  'title',
  'description',
  'status',
  'isSale',
  'priceCents',
  'isSchedule',
  'scheduledAt',
  'fileId',
  'teaserId',
  'thumbnailId',
  'tags',
  'participantIds',
] as const;

export class VideosRepository extends AssetRepository<VideoRow> {
  constructor(db: Database) {
    super(db, {
      table: 'videos',
      keywordColumns: ['title', 'description', 'tags'],
      published: VIDEO_PUBLISHED,
    });
  }

  create(input: VideoInput & NewAsset, now: string): VideoRow {
    const values = {
      ...input,
      tags: JSON.stringify(input.tags),
      participantIds: JSON.stringify(input.participantIds),
    };
    return this.insertRow(values, EDITABLE, now);
  }

  update(id: string, patch: Partial<VideoInput>, now: string): void {
    const json = (list: string[] | undefined) => (list ? JSON.stringify(list) : undefined);
    const values = { ...patch, tags: json(patch.tags), participantIds: json(patch.participantIds) };
    this.updateColumns(id, values, EDITABLE, now);
  }

  clearFile(id: string, slot: VideoFileSlot, now: string): void {
    this.db.prepare(`UPDATE videos SET ${slot} = NULL, updatedAt = ? WHERE id = ?`).run(now, id);
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM videos').get() as { n: number }).n;
  }

  /** The video that uses this file as its main video or teaser. */
  findByFile(fileId: string): VideoRow | undefined {
    return this.db
      .prepare('SELECT * FROM videos WHERE fileId = @f OR teaserId = @f OR thumbnailId = @f LIMIT 1')
      .get({ f: fileId }) as VideoRow | undefined;
  }
}
