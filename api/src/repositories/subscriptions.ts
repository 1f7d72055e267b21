// Fan -> creator subscriptions. isSubscribed is derived: expiredAt in the future and past the `created`
// (payment pending) state; a cancelled (deactivated) one still runs until it expires. Payments (a later
// issue) create and renew rows through upsert.
import { equalsConditions, pageOf, type Page } from './sql';
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export type SubscriptionType = 'monthly' | 'yearly' | 'free' | 'system';

export interface SubscriptionRow {
  id: string;
  userId: string;
  performerId: string;
  subscriptionType: SubscriptionType;
  status: 'created' | 'active' | 'deactivated';
  paymentGateway: string;
  startRecurringDate: string | null;
  nextRecurringDate: string | null;
  expiredAt: string;
  usedFreeSubscription: number;
  /** the saved card that renews it (paid plans) */
  cardId: string | null;
  /** 1 while the plan renews itself; 0 after a cancel (access runs until expiredAt) */
  autoRenew: number;
  cancelledAt: string | null;
  lastTransactionId: string | null;
  /** when a renewal attempt last took it (services/renewals.ts RENEWAL_LEASE_MS); null = never */
  renewalClaimedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionSearch {
  userId?: string;
  performerId?: string;
  /** active = running and renewing or cancelled-but-running; inactive = expired; suspended = renewal failed */
  status?: 'active' | 'inactive' | 'suspended';
  subscriptionType?: SubscriptionType;
  now: string;
  sortBy: 'createdAt' | 'updatedAt' | 'expiredAt';
  sort: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export interface SubscriptionInput {
  userId: string;
  performerId: string;
  subscriptionType: SubscriptionType;
  status?: SubscriptionRow['status'];
  paymentGateway?: string;
  startRecurringDate?: string | null;
  nextRecurringDate?: string | null;
  expiredAt: string;
  usedFreeSubscription?: boolean;
}

export class SubscriptionsRepository {
  constructor(private readonly db: SqlDb) {}

  async find(userId: string, performerId: string): Promise<SubscriptionRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM subscriptions WHERE userId = ? AND performerId = ?')
      .get(userId, performerId)) as SubscriptionRow | undefined;
  }

  /** Creates or renews the pair's row; usedFreeSubscription is sticky once set. */
  async upsert(input: SubscriptionInput, now: string): Promise<SubscriptionRow> {
    await this.db
      .prepare(
        `INSERT INTO subscriptions (id, userId, performerId, subscriptionType, status, paymentGateway, startRecurringDate,
           nextRecurringDate, expiredAt, usedFreeSubscription, createdAt, updatedAt)
         VALUES (@id, @userId, @performerId, @subscriptionType, @status, @paymentGateway, @start, @next, @expiredAt, @usedFree, @now, @now)
         ON CONFLICT (userId, performerId) DO UPDATE SET subscriptionType = excluded.subscriptionType, status = excluded.status,
           paymentGateway = excluded.paymentGateway, startRecurringDate = excluded.startRecurringDate,
           nextRecurringDate = excluded.nextRecurringDate, expiredAt = excluded.expiredAt,
           usedFreeSubscription = ${this.db.text.greatest('subscriptions.usedFreeSubscription', 'excluded.usedFreeSubscription')}, updatedAt = excluded.updatedAt`,
      )
      .run({
        id: newId(),
        userId: input.userId,
        performerId: input.performerId,
        subscriptionType: input.subscriptionType,
        status: input.status ?? 'active',
        paymentGateway: input.paymentGateway ?? 'system',
        start: input.startRecurringDate ?? null,
        next: input.nextRecurringDate ?? null,
        expiredAt: input.expiredAt,
        usedFree: input.usedFreeSubscription ? 1 : 0,
        now,
      });
    return (await this.find(input.userId, input.performerId)) as SubscriptionRow;
  }

  async findById(id: string): Promise<SubscriptionRow | undefined> {
    return (await this.db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id)) as
      SubscriptionRow | undefined;
  }

  /** Billing fields a payment sets after upsert. */
  async setBilling(
    id: string,
    fields: { cardId: string | null; autoRenew: boolean; lastTransactionId: string | null },
    now: string,
  ): Promise<void> {
    await this.db
      .prepare(
        'UPDATE subscriptions SET cardId = ?, autoRenew = ?, lastTransactionId = ?, cancelledAt = NULL, updatedAt = ? WHERE id = ?',
      )
      .run(fields.cardId, fields.autoRenew ? 1 : 0, fields.lastTransactionId, now, id);
  }

  /** Stops renewal; access runs until expiredAt. */
  async cancel(id: string, now: string): Promise<void> {
    await this.db
      .prepare(
        "UPDATE subscriptions SET autoRenew = 0, status = 'deactivated', nextRecurringDate = NULL, cancelledAt = ?, updatedAt = ? WHERE id = ?",
      )
      .run(now, now, id);
  }

  /**
   * Takes a due subscription for one renewal attempt, before anything is charged: one conditional write that
   * stamps renewalClaimedAt, allowed only while the row is still due for the period the sweep read and was not
   * claimed since `staleBefore`. Of several runs at once (API processes, a retried job) one gets it and
   * charges; the others, and any run until the lease has passed, change nothing. Its own column: an ordinary
   * change to the subscription (updatedAt) does not hold a renewal back.
   */
  async claimRenewal(seen: SubscriptionRow, stamp: string, staleBefore: string): Promise<boolean> {
    const res = await this.db
      .prepare(
        `UPDATE subscriptions SET renewalClaimedAt = ?
         WHERE id = ? AND autoRenew = 1 AND status = 'active' AND expiredAt = ?
           AND (renewalClaimedAt IS NULL OR renewalClaimedAt <= ?)`,
      )
      .run(stamp, seen.id, seen.expiredAt, staleBefore);
    return res.changes === 1;
  }

  /** A renewal went through: the period moves on (only if the row is still the one that was due). */
  async extend(
    id: string,
    dueAt: string,
    expiredAt: string,
    transactionId: string,
    now: string,
  ): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            `UPDATE subscriptions SET expiredAt = @expiredAt, nextRecurringDate = @expiredAt, lastTransactionId = @transactionId, updatedAt = @now
           WHERE id = @id AND autoRenew = 1 AND expiredAt = @dueAt`,
          )
          .run({ id, dueAt, expiredAt, transactionId, now })
      ).changes === 1
    );
  }

  /** Its paid period was refunded (issue 23): access ends now and it does not renew. */
  async endNow(id: string, now: string): Promise<void> {
    await this.db
      .prepare(
        "UPDATE subscriptions SET autoRenew = 0, status = 'deactivated', nextRecurringDate = NULL, expiredAt = ?, updatedAt = ? WHERE id = ?",
      )
      .run(now, now, id);
  }

  /** The card was declined at renewal: renewal stops and the subscription ends with its period. */
  async suspend(id: string, now: string): Promise<void> {
    await this.db
      .prepare(
        "UPDATE subscriptions SET autoRenew = 0, status = 'deactivated', nextRecurringDate = NULL, updatedAt = ? WHERE id = ?",
      )
      .run(now, id);
  }

  /** Paid subscriptions whose period has ended and that renew themselves. */
  async dueForRenewal(now: string, limit = 100): Promise<SubscriptionRow[]> {
    return (await this.db
      .prepare(
        "SELECT * FROM subscriptions WHERE autoRenew = 1 AND status = 'active' AND expiredAt <= ? ORDER BY expiredAt LIMIT ?",
      )
      .all(now, limit)) as SubscriptionRow[];
  }

  async search(q: SubscriptionSearch): Promise<Page<SubscriptionRow>> {
    const c = equalsConditions({
      userId: q.userId,
      performerId: q.performerId,
      subscriptionType: q.subscriptionType,
    });
    c.params.now = q.now;
    if (q.status === 'active') c.where.push("status != 'created' AND expiredAt > @now");
    if (q.status === 'inactive') c.where.push('expiredAt <= @now');
    if (q.status === 'suspended')
      c.where.push("status = 'deactivated' AND cancelledAt IS NULL AND expiredAt <= @now");
    return await pageOf(
      this.db,
      'subscriptions',
      c,
      { column: q.sortBy, direction: q.sort },
      q.offset,
      q.limit,
    );
  }

  /** Subscriptions of a fan that are still running at `now`. */
  async countActiveForUser(userId: string, now: string): Promise<number> {
    return (
      (await this.db
        .prepare(
          "SELECT COUNT(*) AS n FROM subscriptions WHERE userId = ? AND status != 'created' AND expiredAt > ?",
        )
        .get(userId, now)) as {
        n: number;
      }
    ).n;
  }

  async count(): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get()) as { n: number }).n;
  }
}

/** The derived flag every view uses. */
export function isRunning(sub: SubscriptionRow | undefined, now: string): boolean {
  return Boolean(sub && sub.status !== 'created' && sub.expiredAt > now);
}
