// What a fan bought (feed, video, gallery, product; messages and streams later). Written by the wallet
// charges; read by the access rule.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export type PurchaseTargetType = 'feed' | 'video' | 'gallery' | 'product' | 'message' | 'stream';

export interface PurchaseRow {
  id: string;
  userId: string;
  targetType: PurchaseTargetType;
  targetId: string;
  createdAt: string;
}

export class PurchasesRepository {
  constructor(private readonly db: SqlDb) {}

  /** Idempotent: a second purchase of the same item keeps the first row. */
  async add(
    userId: string,
    targetType: PurchaseTargetType,
    targetId: string,
    now: string,
  ): Promise<PurchaseRow> {
    await this.db
      .prepare(
        'INSERT INTO purchases (id, userId, targetType, targetId, createdAt) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(newId(), userId, targetType, targetId, now);
    return (await this.db
      .prepare('SELECT * FROM purchases WHERE userId = ? AND targetType = ? AND targetId = ?')
      .get(userId, targetType, targetId)) as PurchaseRow;
  }

  async exists(userId: string, targetType: PurchaseTargetType, targetId: string): Promise<boolean> {
    return Boolean(
      await this.db
        .prepare('SELECT 1 FROM purchases WHERE userId = ? AND targetType = ? AND targetId = ?')
        .get(userId, targetType, targetId),
    );
  }

  /** Ids (of `ids`) the user bought, for lists. */
  async boughtAmong(userId: string, targetType: PurchaseTargetType, ids: string[]): Promise<Set<string>> {
    if (!userId || !ids.length) return new Set();
    const rows = (await this.db
      .prepare(
        `SELECT targetId FROM purchases WHERE userId = ? AND targetType = ? AND targetId IN ${this.db.text.inJson('?')}`,
      )
      .all(userId, targetType, JSON.stringify(ids))) as { targetId: string }[];
    return new Set(rows.map((r) => r.targetId));
  }

  async remove(userId: string, targetType: PurchaseTargetType, targetId: string): Promise<void> {
    await this.db
      .prepare('DELETE FROM purchases WHERE userId = ? AND targetType = ? AND targetId = ?')
      .run(userId, targetType, targetId);
  }

  async removeForTarget(targetType: PurchaseTargetType, targetId: string): Promise<void> {
    await this.db
      .prepare('DELETE FROM purchases WHERE targetType = ? AND targetId = ?')
      .run(targetType, targetId);
  }
}
