// What creators earned: one row per fan payment (wallet charges and card payments), written in the payment's
// own transaction; refunded rows are kept, marked, and count for nothing in totals.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import { addCondition, pageOf, type Conditions, type Page } from './sql';

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
  /** what the fan wrote with the payment (a tip's message) */
  note: string;
  createdAt: string;
}

export type EarningInput = Partial<Pick<EarningRow, 'note'>> &
  Pick<
    EarningRow,
    | 'transactionId'
    | 'sourceType'
    | 'userId'
    | 'performerId'
    | 'type'
    | 'grossCents'
    | 'commissionCents'
    | 'netCents'
    | 'paymentGateway'
  >;

export interface EarningFilters {
  performerId: string;
  type?: string;
  fromDate?: string;
  toDate?: string;
}

function conditions(f: EarningFilters): Conditions {
  const c: Conditions = { where: ['performerId = @performerId'], params: { performerId: f.performerId } };
  addCondition(c, 'type = @type', 'type', f.type);
  addCondition(c, 'createdAt >= @fromDate', 'fromDate', f.fromDate);
  addCondition(c, 'createdAt <= @toDate', 'toDate', f.toDate);
  return c;
}

/** The same filter over what is still earned. */
function earned(f: EarningFilters): { sql: string; params: Record<string, unknown> } {
  const c = conditions(f);
  return { sql: [...c.where, 'refundedAt IS NULL'].join(' AND '), params: c.params };
}

export class EarningsRepository {
  constructor(private readonly db: SqlDb) {}

  async add(input: EarningInput, now: string): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO earnings (id, transactionId, sourceType, userId, performerId, type, grossCents, commissionCents, netCents,
           paymentGateway, isToken, note, createdAt)
         VALUES (@id, @transactionId, @sourceType, @userId, @performerId, @type, @grossCents, @commissionCents, @netCents,
           @paymentGateway, @isToken, @note, @now)`,
      )
      .run({
        id: newId(),
        ...input,
        note: input.note ?? '',
        isToken: input.sourceType === 'wallet' ? 1 : 0,
        now,
      });
  }

  async ofTransaction(transactionId: string): Promise<EarningRow | undefined> {
    return (await this.db.prepare('SELECT * FROM earnings WHERE transactionId = ?').get(transactionId)) as
      EarningRow | undefined;
  }

  async markRefunded(transactionId: string, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE earnings SET refundedAt = ? WHERE transactionId = ?')
      .run(now, transactionId);
  }

  async search(
    f: EarningFilters & {
      sortBy: 'createdAt' | 'grossCents' | 'netCents';
      sort: 'ASC' | 'DESC';
      offset: number;
      limit: number;
    },
  ): Promise<Page<EarningRow>> {
    return await pageOf(
      this.db,
      'earnings',
      conditions(f),
      { column: f.sortBy, direction: f.sort },
      f.offset,
      f.limit,
    );
  }

  async stats(f: EarningFilters): Promise<{ grossCents: number; commissionCents: number; netCents: number }> {
    const w = earned(f);
    return (await this.db
      .prepare(
        `SELECT COALESCE(SUM(grossCents), 0) AS grossCents, COALESCE(SUM(commissionCents), 0) AS commissionCents,
           COALESCE(SUM(netCents), 0) AS netCents
         FROM earnings WHERE ${w.sql}`,
      )
      .get(w.params)) as { grossCents: number; commissionCents: number; netCents: number };
  }

  /** Net earned per day and type, for the chart. */
  async daily(f: EarningFilters): Promise<{ date: string; type: string; netCents: number }[]> {
    const w = earned(f);
    return (await this.db
      .prepare(
        `SELECT substr(createdAt, 1, 10) AS date, type, SUM(netCents) AS netCents FROM earnings
         WHERE ${w.sql} GROUP BY date, type ORDER BY date, type`,
      )
      .all(w.params)) as { date: string; type: string; netCents: number }[];
  }
}
