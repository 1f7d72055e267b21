// The ledger's SQL: entries, and the balance updates they go with. Only services/ledger.ts calls the
// balance methods, always inside one transaction with the entries (README "Money").
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export interface LedgerEntryRow {
  id: string;
  transactionId: string;
  accountId: string;
  amountCents: number;
  kind: string;
  counterpartyId: string;
  targetType: string;
  targetId: string;
  createdAt: string;
}

export interface LedgerEntryInput {
  transactionId: string;
  accountId: string;
  amountCents: number;
  kind: string;
  counterpartyId?: string;
  targetType?: string;
  targetId?: string;
}

export interface BalanceMismatch {
  accountId: string;
  balanceCents: number;
  ledgerCents: number;
}

export class LedgerRepository {
  constructor(private readonly db: SqlDb) {}

  async insert(entry: LedgerEntryInput, now: string): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO ledger_entries (id, transactionId, accountId, amountCents, kind, counterpartyId, targetType, targetId, createdAt)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        newId(),
        entry.transactionId,
        entry.accountId,
        entry.amountCents,
        entry.kind,
        entry.counterpartyId ?? '',
        entry.targetType ?? '',
        entry.targetId ?? '',
        now,
      );
  }

  /** Adds to a user's balance; false when there is no such user. */
  async credit(userId: string, cents: number, now: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare('UPDATE users SET balanceCents = balanceCents + ?, updatedAt = ? WHERE id = ?')
          .run(cents, now, userId)
      ).changes === 1
    );
  }

  /** Conditional debit: changes nothing (and answers false) unless the balance covers the amount. */
  async debit(userId: string, cents: number, now: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            'UPDATE users SET balanceCents = balanceCents - ?, updatedAt = ? WHERE id = ? AND balanceCents >= ?',
          )
          .run(cents, now, userId, cents)
      ).changes === 1
    );
  }

  async balanceOf(userId: string): Promise<number | undefined> {
    const row = (await this.db.prepare('SELECT balanceCents FROM users WHERE id = ?').get(userId)) as
      { balanceCents: number } | undefined;
    return row?.balanceCents;
  }

  async entriesOf(transactionId: string): Promise<LedgerEntryRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM ledger_entries WHERE transactionId = ? ORDER BY ${this.db.text.insertionOrder()}`,
      )
      .all(transactionId)) as LedgerEntryRow[];
  }
}
