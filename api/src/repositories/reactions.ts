// Likes, bookmarks and favourites of any object (reference §4.3 Reaction). Unique per
// (action, objectType, objectId, createdBy), so adding twice is a no-op.
import type { Database } from 'better-sqlite3';
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
  constructor(private readonly db: Database) {}

  /** The stored reaction and whether this call created it. */
  add(key: ReactionKey, now: string): { row: ReactionRow; created: boolean } {
    const res = this.db
      .prepare(
        `INSERT OR IGNORE INTO reactions (id, action, objectType, objectId, createdBy, createdAt)
         VALUES (@id, @action, @objectType, @objectId, @createdBy, @now)`,
      )
      .run({ ...key, id: newId(), now });
    return { row: this.find(key) as ReactionRow, created: res.changes > 0 };
  }

  /** true when a row was removed. */
  remove(key: ReactionKey): boolean {
    return (
      this.db
        .prepare(
          'DELETE FROM reactions WHERE action = @action AND objectType = @objectType AND objectId = @objectId AND createdBy = @createdBy',
        )
        .run(key).changes > 0
    );
  }

  find(key: ReactionKey): ReactionRow | undefined {
    return this.db
      .prepare(
        'SELECT * FROM reactions WHERE action = @action AND objectType = @objectType AND objectId = @objectId AND createdBy = @createdBy',
      )
      .get(key) as ReactionRow | undefined;
  }

  exists(key: ReactionKey): boolean {
    return this.find(key) !== undefined;
  }

  /** A user's reactions of one action and object type, newest first. */
  listByUser(
    createdBy: string,
    action: ReactionAction,
    objectType: ReactionObjectType,
    offset: number,
    limit: number,
  ): Page<ReactionRow> {
    const c = {
      where: ['createdBy = @createdBy', 'action = @action', 'objectType = @objectType'],
      params: { createdBy, action, objectType },
    };
    return pageOf(
      this.db,
      'reactions',
      c,
      { column: 'createdAt', direction: 'DESC', tie: 'id' },
      offset,
      limit,
    );
  }

  /** Which of `objectIds` the user reacted to with `action` (per-viewer isLiked / isBookMarked of lists). */
  reactedAmong(
    createdBy: string,
    action: ReactionAction,
    objectType: ReactionObjectType,
    objectIds: string[],
  ): Set<string> {
    if (!createdBy || !objectIds.length) return new Set();
    const rows = this.db
      .prepare(
        `SELECT objectId FROM reactions WHERE createdBy = ? AND action = ? AND objectType = ?
         AND objectId IN (SELECT value FROM json_each(?))`,
      )
      .all(createdBy, action, objectType, JSON.stringify(objectIds)) as { objectId: string }[];
    return new Set(rows.map((r) => r.objectId));
  }

  /** Drops every reaction to an object (when it is deleted). */
  removeForObject(objectType: ReactionObjectType, objectId: string): void {
    this.db.prepare('DELETE FROM reactions WHERE objectType = ? AND objectId = ?').run(objectType, objectId);
  }
}
