// Wallet spending (reference "Token (wallet) transaction"); the earning row it produces is repositories/earnings.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import { equalsConditions, pageOf, type Page } from './sql';

export type WalletTarget = 'performer' | 'feed' | 'video' | 'gallery' | 'product' | 'message' | 'stream';
export type WalletType =
  | 'tip'
  | 'stream_tip'
  | 'feed'
  | 'video'
  | 'gallery'
  | 'product'
  | 'message'
  | 'public_chat'
  | 'private_chat';

export interface WalletTransactionRow {
  id: string;
  userId: string;
  performerId: string;
  target: WalletTarget;
  targetId: string;
  type: WalletType;
  description: string;
  totalPriceCents: number;
  quantity: number;
  sessionId: string;
  status: 'pending' | 'success' | 'refunded';
  createdAt: string;
  updatedAt: string;
}

export type WalletTransactionInput = Omit<WalletTransactionRow, 'id' | 'createdAt' | 'updatedAt' | 'status'>;

export interface WalletSearch {
  userId: string;
  type?: string;
  sortBy: 'createdAt' | 'updatedAt' | 'totalPriceCents';
  sort: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export class WalletTransactionsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: WalletTransactionInput, now: string, id = newId()): Promise<WalletTransactionRow> {
    const row: WalletTransactionRow = { id, status: 'success', createdAt: now, updatedAt: now, ...input };
    await this.db
      .prepare(
        `INSERT INTO wallet_transactions (id, userId, performerId, target, targetId, type, description, totalPriceCents,
           quantity, sessionId, status, createdAt, updatedAt)
         VALUES (@id, @userId, @performerId, @target, @targetId, @type, @description, @totalPriceCents,
           @quantity, @sessionId, @status, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  async find(id: string): Promise<WalletTransactionRow | undefined> {
    return (await this.db.prepare('SELECT * FROM wallet_transactions WHERE id = ?').get(id)) as
      WalletTransactionRow | undefined;
  }

  /** Successful purchases of an item, for refunds when it is deleted. */
  async successfulFor(target: WalletTarget, targetId: string): Promise<WalletTransactionRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM wallet_transactions WHERE target = ? AND targetId = ? AND status = 'success'
         ORDER BY createdAt, ${this.db.text.insertionOrder()}`,
      )
      .all(target, targetId)) as WalletTransactionRow[];
  }

  /** success -> refunded, once. */
  async markRefunded(id: string, now: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            "UPDATE wallet_transactions SET status = 'refunded', updatedAt = ? WHERE id = ? AND status = 'success'",
          )
          .run(now, id)
      ).changes === 1
    );
  }

  async search(q: WalletSearch): Promise<Page<WalletTransactionRow>> {
    const c = equalsConditions({ userId: q.userId, type: q.type });
    return await pageOf(
      this.db,
      'wallet_transactions',
      c,
      { column: q.sortBy, direction: q.sort },
      q.offset,
      q.limit,
    );
  }
}
