// The ledger's SQL on the query layer (issue 24): the same statements as ledger.ts, on SQLite or PostgreSQL.
// services/ledger.ts moveIn is its only writer, always inside one inTransaction with the entries. ledger.ts
// stays for the synchronous callers of `move` until they are converted (README "PostgreSQL" checklist).
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import { newId } from '../lib/ids';
import type { BalanceMismatch, LedgerEntryInput } from './ledger';

export class LedgerQueries {
  /** `db` is the query layer or one of its transactions. */
  constructor(private readonly db: Kysely<Tables>) {}

  in(trx: Kysely<Tables>): LedgerQueries {
    return new LedgerQueries(trx);
  }

  async insert(entry: LedgerEntryInput, now: string): Promise<void> {
    await this.db
      .insertInto('ledger_entries')
      .values({
        id: newId(),
        transactionId: entry.transactionId,
        accountId: entry.accountId,
        amountCents: entry.amountCents,
        kind: entry.kind,
        counterpartyId: entry.counterpartyId ?? '',
        targetType: entry.targetType ?? '',
        targetId: entry.targetId ?? '',
        createdAt: now,
      })
      .execute();
  }

  /** Adds to a user's balance; false when there is no such user. */
  async credit(userId: string, cents: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('users')
      .set((eb) => ({ balanceCents: eb('balanceCents', '+', cents), updatedAt: now }))
      .where('id', '=', userId)
      .executeTakeFirst();
    return res.numUpdatedRows === 1n;
  }

  /**
   * Conditional debit in one statement: changes nothing (and answers false) unless the balance covers the amount.
   * On PostgreSQL a competing debit waits for this row's lock and then re-reads the committed balance before
   * its own condition, so two processes can never both spend the same cents (README "PostgreSQL").
   */
  async debit(userId: string, cents: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('users')
      .set((eb) => ({ balanceCents: eb('balanceCents', '-', cents), updatedAt: now }))
      .where('id', '=', userId)
      .where('balanceCents', '>=', cents)
      .executeTakeFirst();
    return res.numUpdatedRows === 1n;
  }

  async balanceOf(userId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('balanceCents')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.balanceCents;
  }

  /** Users whose balance differs from the sum of their ledger entries. */
  async mismatches(): Promise<BalanceMismatch[]> {
    const { rows } = await sql<BalanceMismatch>`
      SELECT u.id AS accountId, u.balanceCents, COALESCE(l.total, 0) AS ledgerCents
      FROM users u LEFT JOIN (SELECT accountId, SUM(amountCents) AS total FROM ledger_entries GROUP BY accountId) l
        ON l.accountId = u.id
      WHERE u.balanceCents != COALESCE(l.total, 0)`.execute(this.db);
    return rows;
  }

  async negativeBalances(): Promise<{ accountId: string; balanceCents: number }[]> {
    const { rows } = await sql<{ accountId: string; balanceCents: number }>`
      SELECT id AS accountId, balanceCents FROM users WHERE balanceCents < 0`.execute(this.db);
    return rows;
  }

  /** Transactions whose entries do not sum to zero (money created or lost). */
  async unbalancedTransactions(): Promise<{ transactionId: string; total: number }[]> {
    const { rows } = await sql<{ transactionId: string; total: number }>`
      SELECT transactionId, SUM(amountCents) AS total FROM ledger_entries GROUP BY transactionId
      HAVING SUM(amountCents) != 0`.execute(this.db);
    return rows;
  }

  async counts(): Promise<{ entries: number; accounts: number }> {
    const { rows } = await sql<{ entries: number; accounts: number }>`
      SELECT COUNT(*) AS entries, COUNT(DISTINCT accountId) AS accounts FROM ledger_entries`.execute(this.db);
    return rows[0];
  }
}
