// Creator -> user blocks (reference §4.3 Block). One row per pair; blocking again updates the reason.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import type { Page } from './sql';

export interface BlockRow {
  id: string;
  sourceId: string;
  target: 'user';
  targetId: string;
  reason: string;
  createdAt: string;
  updatedAt: string;
}

export type BlockWithTargetRow = BlockRow & {
  targetName: string;
  targetUsername: string | null;
  targetAvatarPath: string;
  targetRole: string;
};

export class BlocksRepository {
  constructor(private readonly db: SqlDb) {}

  async upsert(sourceId: string, targetId: string, reason: string, now: string): Promise<BlockRow> {
    await this.db
      .prepare(
        `INSERT INTO blocks (id, sourceId, target, targetId, reason, createdAt, updatedAt)
         VALUES (@id, @sourceId, 'user', @targetId, @reason, @now, @now)
         ON CONFLICT (sourceId, targetId) DO UPDATE SET reason = excluded.reason, updatedAt = excluded.updatedAt`,
      )
      .run({ id: newId(), sourceId, targetId, reason, now });
    return (await this.find(sourceId, targetId)) as BlockRow;
  }

  async remove(sourceId: string, targetId: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare('DELETE FROM blocks WHERE sourceId = ? AND targetId = ?')
          .run(sourceId, targetId)
      ).changes > 0
    );
  }

  async find(sourceId: string, targetId: string): Promise<BlockRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM blocks WHERE sourceId = ? AND targetId = ?')
      .get(sourceId, targetId)) as BlockRow | undefined;
  }

  async isBlocked(sourceId: string, targetId: string): Promise<boolean> {
    return (await this.find(sourceId, targetId)) !== undefined;
  }

  async listBySource(sourceId: string, offset: number, limit: number): Promise<Page<BlockWithTargetRow>> {
    const total = (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM blocks WHERE sourceId = ?').get(sourceId)) as {
        n: number;
      }
    ).n;
    const rows = (await this.db
      .prepare(
        `SELECT b.*, u.name AS targetName, u.username AS targetUsername, u.avatarPath AS targetAvatarPath, u.role AS targetRole
         FROM blocks b JOIN users u ON u.id = b.targetId WHERE b.sourceId = @sourceId
         ORDER BY b.createdAt DESC, b.id LIMIT @limit OFFSET @offset`,
      )
      .all({ sourceId, offset, limit })) as BlockWithTargetRow[];
    return { rows, total };
  }
}
