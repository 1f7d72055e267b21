// The console's dashboard figures (issue 23): open work counts, sales totals and sign-ups by day.
import type { SqlDb } from '../db/sql-db';

export interface SalesTotals {
  grossCents: number;
  commissionCents: number;
  netCents: number;
}

export interface SignupDay {
  day: string;
  fans: number;
  creators: number;
}

const count = async (db: SqlDb, sql: string, ...args: unknown[]) =>
  ((await db.prepare(sql).get(...args)) as { n: number }).n;

export class AdminDashboardRepository {
  constructor(private readonly db: SqlDb) {}

  async payoutsPending(): Promise<number> {
    return await count(this.db, "SELECT COUNT(*) AS n FROM payout_requests WHERE status = 'pending'");
  }

  /** Subscription charges that failed between `from` and `to` (ISO): the renewals that ended a subscription. */
  async failedRenewals(from: string, to: string): Promise<number> {
    return await count(
      this.db,
      `SELECT COUNT(*) AS n FROM payment_transactions
       WHERE type IN ('monthly_subscription', 'yearly_subscription') AND status = 'fail' AND updatedAt BETWEEN ? AND ?`,
      from,
      to,
    );
  }

  /**
   * Sales between `from` and `to` (ISO): each sale's earning row, written in the transaction of its ledger
   * movement; refunded sales count for nothing.
   */
  async sales(from: string, to: string): Promise<SalesTotals> {
    return (await this.db
      .prepare(
        `SELECT COALESCE(SUM(grossCents), 0) AS grossCents, COALESCE(SUM(commissionCents), 0) AS commissionCents,
           COALESCE(SUM(netCents), 0) AS netCents
         FROM earnings WHERE refundedAt IS NULL AND createdAt BETWEEN ? AND ?`,
      )
      .get(from, to)) as SalesTotals;
  }

  /** New fans and creators per UTC day between `from` and `to` (ISO); days without any are absent. */
  async signupsByDay(from: string, to: string): Promise<SignupDay[]> {
    return (await this.db
      .prepare(
        `SELECT substr(createdAt, 1, 10) AS day, COUNT(CASE WHEN role = 'user' THEN 1 END) AS fans,
           COUNT(CASE WHEN role = 'performer' THEN 1 END) AS creators
         FROM users WHERE createdAt BETWEEN ? AND ? GROUP BY day ORDER BY day`,
      )
      .all(from, to)) as SignupDay[];
  }
}
