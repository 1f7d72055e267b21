// What the operator console reads across accounts: people search, the verification queue, an account's recent
// ledger lines and reports. Writes go through the services every other caller uses.
import type { SqlDb } from '../db/sql-db';
import type { LedgerEntryRow } from './ledger';
import type { ReportRow } from './reports';
import { escapeLike, type Page } from './sql';
import type { UserRow } from './users';

export interface PeopleFilters {
  q?: string;
  role?: string;
  status?: string;
}

export class AdminPeopleRepository {
  constructor(private readonly db: SqlDb) {}

  /** Accounts by name, username or email (a literal match), newest first. */
  async search(f: PeopleFilters, offset: number, limit: number): Promise<Page<UserRow>> {
    const d = this.db.text;
    const where = `(@q = '' OR ${['name', 'username', 'email'].map((col) => d.like(col, '@like')).join(' OR ')})
      AND (@role = '' OR role = @role) AND (@status = '' OR status = @status)`;
    const q = (f.q ?? '').trim();
    const params = { q, like: `%${escapeLike(q)}%`, role: f.role ?? '', status: f.status ?? '' };
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM users WHERE ${where}`).get(params)) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(`SELECT * FROM users WHERE ${where} ORDER BY createdAt DESC, id LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit, offset })) as UserRow[];
    return { rows, total };
  }

  /** Creators whose two ID documents wait for a decision, the longest waiting first. */
  async pendingVerifications(offset: number, limit: number): Promise<Page<string>> {
    const where = `u.role = 'performer' AND p.verifiedDocument = 0 AND p.documentRejectedAt IS NULL
      AND p.idVerificationId IS NOT NULL AND p.documentVerificationId IS NOT NULL`;
    const from = 'FROM performers p JOIN users u ON u.id = p.userId';
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get()) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(`SELECT u.id ${from} WHERE ${where} ORDER BY u.createdAt, u.id LIMIT ? OFFSET ?`)
      .all(limit, offset)) as { id: string }[];
    return { rows: rows.map((r) => r.id), total };
  }

  async recentLedger(accountId: string, limit: number): Promise<LedgerEntryRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM ledger_entries WHERE accountId = ? ORDER BY createdAt DESC, ${this.db.text.insertionOrder()} DESC LIMIT ?`,
      )
      .all(accountId, limit)) as LedgerEntryRow[];
  }

  /** Reports filed by the account and reports about its content. */
  async reportsAbout(userId: string, limit: number): Promise<ReportRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM reports WHERE sourceId = @id OR performerId = @id OR (target = 'performer' AND targetId = @id)
         ORDER BY createdAt DESC LIMIT @limit`,
      )
      .all({ id: userId, limit })) as ReportRow[];
  }

  /** Every report, newest first, optionally of one target kind. */
  async reports(
    target: string | undefined,
    offset: number,
    limit: number,
    status?: string,
  ): Promise<Page<ReportRow>> {
    const where = "(@target = '' OR target = @target) AND (@status = '' OR status = @status)";
    const params = { target: target ?? '', status: status ?? '' };
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM reports WHERE ${where}`).get(params)) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(`SELECT * FROM reports WHERE ${where} ORDER BY createdAt DESC, id LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit, offset })) as ReportRow[];
    return { rows, total };
  }
}
