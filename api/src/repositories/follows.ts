// Fan (or creator) -> creator follows. Unique per pair; inserts and deletes report whether they changed
// anything so the counters in performers.stats move exactly once.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import type { Page } from './sql';
import type { UserCardRow } from './users';

export type FollowerRow = UserCardRow & { followId: string; followedAt: string };

export class FollowsRepository {
  constructor(private readonly db: SqlDb) {}

  /** true when a new row was written (false: already following). */
  async add(followerId: string, followingId: string, now: string): Promise<boolean> {
    const res = await this.db
      .prepare(
        'INSERT INTO follows (id, followerId, followingId, createdAt) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(newId(), followerId, followingId, now);
    return res.changes > 0;
  }

  /** true when a row was removed. */
  async remove(followerId: string, followingId: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare('DELETE FROM follows WHERE followerId = ? AND followingId = ?')
          .run(followerId, followingId)
      ).changes > 0
    );
  }

  async isFollowing(followerId: string, followingId: string): Promise<boolean> {
    return Boolean(
      await this.db
        .prepare('SELECT 1 FROM follows WHERE followerId = ? AND followingId = ?')
        .get(followerId, followingId),
    );
  }

  async countFollowing(followerId: string): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM follows WHERE followerId = ?').get(followerId)) as {
        n: number;
      }
    ).n;
  }

  /** Active accounts following this creator, newest first. */
  async followers(followingId: string, offset: number, limit: number): Promise<Page<FollowerRow>> {
    const where = "f.followingId = @id AND u.status = 'active'";
    const from = 'FROM follows f JOIN users u ON u.id = f.followerId';
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get({ id: followingId })) as {
        n: number;
      }
    ).n;
    const rows = (await this.db
      .prepare(
        `SELECT u.id, u.role, u.name, u.username, u.avatarPath, u.isOnline, u.createdAt, f.id AS followId, f.createdAt AS followedAt
         ${from} WHERE ${where} ORDER BY f.createdAt DESC, f.id LIMIT @limit OFFSET @offset`,
      )
      .all({ id: followingId, offset, limit })) as FollowerRow[];
    return { rows, total };
  }
}
