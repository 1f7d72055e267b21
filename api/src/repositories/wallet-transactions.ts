// Wallet spending (reference "Token (wallet) transaction") and the creator's earning rows it produces.
import type { Database } from 'better-sqlite3';
import { newId } from '../lib/ids';

export type WalletTarget = 'performer' | 'feed' | 'video' | 'gallery' | 'product' | 'message' | 'stream';
export type WalletType =
  'tip' | 'stream_tip' | 'feed' | 'video' | 'gallery' | 'product' | 'message' | 'public_chat';

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

export interface EarningInput {
  transactionId: string;
  sourceType: 'wallet' | 'payment';
  userId: string;
  performerId: string;
  type: string;
  grossCents: number;
  commissionCents: number;
  netCents: number;
  paymentGateway: string;
}

export interface WalletSearch {
  userId: string;
  type?: string;
  sortBy: 'createdAt' | 'updatedAt' | 'totalPriceCents';
  sort: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export class WalletTransactionsRepository {
  constructor(private readonly db: Database) {}

  create(input: WalletTransactionInput, now: string, id = newId()): WalletTransactionRow {
    const row: WalletTransactionRow = { id, status: 'success', createdAt: now, updatedAt: now, ...input };
    this.db
      .prepare(
        `INSERT INTO wallet_transactions (id, userId, performerId, target, targetId, type, description, totalPriceCents,
           quantity, sessionId, status, createdAt, updatedAt)
         VALUES (@id, @userId, @performerId, @target, @targetId, @type, @description, @totalPriceCents,
           @quantity, @sessionId, @status, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  find(id: string): WalletTransactionRow | undefined {
    return this.db.prepare('SELECT * FROM wallet_transactions WHERE id = ?').get(id) as
      WalletTransactionRow | undefined;
  }

  /** Successful purchases of an item, for refunds when it is deleted. */
  successfulFor(target: WalletTarget, targetId: string): WalletTransactionRow[] {
    return this.db
      .prepare(
        "SELECT * FROM wallet_transactions WHERE target = ? AND targetId = ? AND status = 'success' ORDER BY rowid",
      )
      .all(target, targetId) as WalletTransactionRow[];
  }

  /** success -> refunded, once. */
  markRefunded(id: string, now: string): boolean {
    return (
      this.db
        .prepare(
          "UPDATE wallet_transactions SET status = 'refunded', updatedAt = ? WHERE id = ? AND status = 'success'",
        )
        .run(now, id).changes === 1
    );
  }

  search(q: WalletSearch): { rows: WalletTransactionRow[]; total: number } {
    const where = ['userId = @userId'];
    if (q.type) where.push('type = @type');
    const params = { userId: q.userId, type: q.type ?? null };
    const sql = `FROM wallet_transactions WHERE ${where.join(' AND ')}`;
    const rows = this.db
      .prepare(`SELECT * ${sql} ORDER BY ${q.sortBy} ${q.sort}, rowid ${q.sort} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: q.limit, offset: q.offset }) as WalletTransactionRow[];
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total ${sql}`).get(params) as { total: number };
    return { rows, total };
  }

  addEarning(input: EarningInput, now: string): void {
    this.db
      .prepare(
        `INSERT INTO earnings (id, transactionId, sourceType, userId, performerId, type, grossCents, commissionCents, netCents,
           paymentGateway, isToken, createdAt)
         VALUES (@id, @transactionId, @sourceType, @userId, @performerId, @type, @grossCents, @commissionCents, @netCents,
           @paymentGateway, @isToken, @now)`,
      )
      .run({ id: newId(), ...input, isToken: input.sourceType === 'wallet' ? 1 : 0, now });
  }

  earningOf(transactionId: string): (EarningInput & { id: string; refundedAt: string | null }) | undefined {
    return this.db.prepare('SELECT * FROM earnings WHERE transactionId = ?').get(transactionId) as
      (EarningInput & { id: string; refundedAt: string | null }) | undefined;
  }

  markEarningRefunded(transactionId: string, now: string): void {
    this.db.prepare('UPDATE earnings SET refundedAt = ? WHERE transactionId = ?').run(now, transactionId);
  }
}
