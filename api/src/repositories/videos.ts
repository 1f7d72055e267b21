// A creator's videos (reference §4.3 Video). Published = active and, when scheduled, past its time.
import type { SqlDb } from '../db/sql-db';
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
  constructor(db: SqlDb) {
    super(db, {
      table: 'videos',
      keywordColumns: ['title', 'description', 'tags'],
      published: VIDEO_PUBLISHED,
    });
  }

  async create(input: VideoInput & NewAsset, now: string): Promise<VideoRow> {
    const values = {
      ...input,
      tags: JSON.stringify(input.tags),
      participantIds: JSON.stringify(input.participantIds),
    };
    return await this.insertRow(values, EDITABLE, now);
  }

  async update(id: string, patch: Partial<VideoInput>, now: string): Promise<void> {
    const json = (list: string[] | undefined) => (list ? JSON.stringify(list) : undefined);
    const values = { ...patch, tags: json(patch.tags), participantIds: json(patch.participantIds) };
    await this.updateColumns(id, values, EDITABLE, now);
  }

  async clearFile(id: string, slot: VideoFileSlot, now: string): Promise<void> {
    await this.db.prepare(`UPDATE videos SET ${slot} = NULL, updatedAt = ? WHERE id = ?`).run(now, id);
  }

  async count(): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM videos').get()) as { n: number }).n;
  }

  /** The video that uses this file as its main video or teaser. */
  async findByFile(fileId: string): Promise<VideoRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM videos WHERE fileId = @f OR teaserId = @f OR thumbnailId = @f LIMIT 1')
      .get({ f: fileId })) as VideoRow | undefined;
  }
}
