// Likes, bookmarks and favourites of any object (reference §4.3 Reaction). Unique per
// (action, objectType, objectId, createdBy), so adding twice is a no-op.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import { pageOf, type Page } from './sql';

export type ReactionAction = 'like' | 'bookmark' | 'favourite';
export type ReactionObjectType = 'performer' | 'feed' | 'video' | 'gallery' | 'product' | 'comment';

export interface ReactionRow {
  id: string;
  action: ReactionAction;
  objectType: ReactionObjectType;
  objectId: string;
  createdBy: string;
  createdAt: string;
}

export interface ReactionKey {
  action: ReactionAction;
  objectType: ReactionObjectType;
  objectId: string;
  createdBy: string;
}

export class ReactionsRepository {
  constructor(private readonly db: SqlDb) {}

  /** The stored reaction and whether this call created it. */
  async add(key: ReactionKey, now: string): Promise<{ row: ReactionRow; created: boolean }> {
    const res = await this.db
      .prepare(
        `INSERT INTO reactions (id, action, objectType, objectId, createdBy, createdAt)
         VALUES (@id, @action, @objectType, @objectId, @createdBy, @now) ON CONFLICT DO NOTHING`,
      )
      .run({ ...key, id: newId(), now });
    return { row: (await this.find(key)) as ReactionRow, created: res.changes > 0 };
  }

  /** true when a row was removed. */
  async remove(key: ReactionKey): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            'DELETE FROM reactions WHERE action = @action AND objectType = @objectType AND objectId = @objectId AND createdBy = @createdBy',
          )
          .run(key)
      ).changes > 0
    );
  }

  async find(key: ReactionKey): Promise<ReactionRow | undefined> {
    return (await this.db
      .prepare(
        'SELECT * FROM reactions WHERE action = @action AND objectType = @objectType AND objectId = @objectId AND createdBy = @createdBy',
      )
      .get(key)) as ReactionRow | undefined;
  }

  async exists(key: ReactionKey): Promise<boolean> {
    return (await this.find(key)) !== undefined;
  }

  /** A user's reactions of one action and object type, newest first. */
  async listByUser(
    createdBy: string,
    action: ReactionAction,
    objectType: ReactionObjectType,
    offset: number,
    limit: number,
  ): Promise<Page<ReactionRow>> {
    const c = {
      where: ['createdBy = @createdBy', 'action = @action', 'objectType = @objectType'],
      params: { createdBy, action, objectType },
    };
    return await pageOf(
      this.db,
      'reactions',
      c,
      { column: 'createdAt', direction: 'DESC', tie: 'id' },
      offset,
      limit,
    );
  }

  /** Which of `objectIds` the user reacted to with `action` (per-viewer isLiked / isBookMarked of lists). */
  async reactedAmong(
    createdBy: string,
    action: ReactionAction,
    objectType: ReactionObjectType,
    objectIds: string[],
  ): Promise<Set<string>> {
    if (!createdBy || !objectIds.length) return new Set();
    const rows = (await this.db
      .prepare(
        `SELECT objectId FROM reactions WHERE createdBy = ? AND action = ? AND objectType = ?
         AND objectId IN ${this.db.text.inJson('?')}`,
      )
      .all(createdBy, action, objectType, JSON.stringify(objectIds))) as { objectId: string }[];
    return new Set(rows.map((r) => r.objectId));
  }

  /** Drops every reaction to an object (when it is deleted). */
  async removeForObject(objectType: ReactionObjectType, objectId: string): Promise<void> {
    await this.db
      .prepare('DELETE FROM reactions WHERE objectType = ? AND objectId = ?')
      .run(objectType, objectId);
  }
}
