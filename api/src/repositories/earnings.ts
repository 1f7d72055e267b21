// What creators earned (rows written by the wallet charges and card payments; refunded ones are kept, marked).
import type { Database } from 'better-sqlite3';

export interface EarningRow {
  id: string;
  transactionId: string;
  sourceType: 'wallet' | 'payment';
  userId: string;
  performerId: string;
  type: string;
  grossCents: number;
  commissionCents: number;
  netCents: number;
  paymentGateway: string;
  isToken: number;
  isPaid: number;
  paidAt: string | null;
  refundedAt: string | null;
  createdAt: string;
}

export interface EarningFilters {
  performerId: string;
  type?: string;
  fromDate?: string;
  toDate?: string;
}

function where(f: EarningFilters): { sql: string; params: Record<string, unknown> } {
  const parts = ['performerId = @performerId'];
  if (f.type) parts.push('type = @type');
  if (f.fromDate) parts.push('createdAt >= @fromDate');
  if (f.toDate) parts.push('createdAt <= @toDate');
  return {
    sql: parts.join(' AND '),
    params: {
      performerId: f.performerId,
      type: f.type ?? null,
      fromDate: f.fromDate ?? null,
      toDate: f.toDate ?? null,
    },
  };
}

export class EarningsRepository {
  constructor(private readonly db: Database) {}

  search(
    f: EarningFilters & {
      sortBy: 'createdAt' | 'grossCents' | 'netCents';
      sort: 'ASC' | 'DESC';
      offset: number;
      limit: number;
    },
  ): { rows: EarningRow[]; total: number } {
    const w = where(f);
    const rows = this.db
      .prepare(
        `SELECT * FROM earnings WHERE ${w.sql} ORDER BY ${f.sortBy} ${f.sort}, rowid ${f.sort} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...w.params, limit: f.limit, offset: f.offset }) as EarningRow[];
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM earnings WHERE ${w.sql}`)
      .get(w.params) as { total: number };
    return { rows, total };
  }

  /** Totals of what is still earned (refunded rows count for nothing). */
  stats(f: EarningFilters): { grossCents: number; commissionCents: number; netCents: number } {
    const w = where(f);
    return this.db
      .prepare(
        `SELECT COALESCE(SUM(grossCents), 0) AS grossCents, COALESCE(SUM(commissionCents), 0) AS commissionCents, COALESCE(SUM(netCents), 0) AS netCents
         FROM earnings WHERE ${w.sql} AND refundedAt IS NULL`,
      )
      .get(w.params) as { grossCents: number; commissionCents: number; netCents: number };
  }

  /** Net earned per day and type, for the chart. */
  daily(f: EarningFilters): { date: string; type: string; netCents: number }[] {
    const w = where(f);
    return this.db
      .prepare(
        `SELECT substr(createdAt, 1, 10) AS date, type, SUM(netCents) AS netCents FROM earnings
         WHERE ${w.sql} AND refundedAt IS NULL GROUP BY date, type ORDER BY date, type`,
      )
      .all(w.params) as { date: string; type: string; netCents: number }[];
  }
}
