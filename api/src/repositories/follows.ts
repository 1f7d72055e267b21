// Fan (or creator) -> creator follows. Unique per pair; inserts and deletes report whether they changed
// anything so the counters in performers.stats move exactly once.
import type { Database } from 'better-sqlite3';
import { newId } from '../lib/ids';
import type { Page } from './sql';
import type { UserCardRow } from './users';

export type FollowerRow = UserCardRow & { followId: string; followedAt: string };

export class FollowsRepository {
  constructor(private readonly db: Database) {}

  /** true when a new row was written (false: already following). */
  add(followerId: string, followingId: string, now: string): boolean {
    const res = this.db
      .prepare('INSERT OR IGNORE INTO follows (id, followerId, followingId, createdAt) VALUES (?, ?, ?, ?)')
      .run(newId(), followerId, followingId, now);
    return res.changes > 0;
  }

  /** true when a row was removed. */
  remove(followerId: string, followingId: string): boolean {
    return (
      this.db
        .prepare('DELETE FROM follows WHERE followerId = ? AND followingId = ?')
        .run(followerId, followingId).changes > 0
    );
  }

  isFollowing(followerId: string, followingId: string): boolean {
    return Boolean(
      this.db
        .prepare('SELECT 1 FROM follows WHERE followerId = ? AND followingId = ?')
        .get(followerId, followingId),
    );
  }

  countFollowing(followerId: string): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM follows WHERE followerId = ?').get(followerId) as {
        n: number;
      }
    ).n;
  }

  /** Active accounts following this creator, newest first. */
  followers(followingId: string, offset: number, limit: number): Page<FollowerRow> {
    const where = "f.followingId = @id AND u.status = 'active'";
    const from = 'FROM follows f JOIN users u ON u.id = f.followerId';
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get({ id: followingId }) as { n: number }
    ).n;
    const rows = this.db
      .prepare(
        `SELECT u.id, u.role, u.name, u.username, u.avatarPath, u.isOnline, u.createdAt, f.id AS followId, f.createdAt AS followedAt
         ${from} WHERE ${where} ORDER BY f.createdAt DESC, f.id LIMIT @limit OFFSET @offset`,
      )
      .all({ id: followingId, offset, limit }) as FollowerRow[];
    return { rows, total };
  }
}
