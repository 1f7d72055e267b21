// Fan -> creator subscriptions. isSubscribed is derived: expiredAt in the future and past the `created`
// (payment pending) state; a cancelled (deactivated) one still runs until it expires. Payments (a later
// issue) create and renew rows through upsert.
import type { Database } from 'better-sqlite3';
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
  createdAt: string;
  updatedAt: string;
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
  constructor(private readonly db: Database) {}

  find(userId: string, performerId: string): SubscriptionRow | undefined {
    return this.db.prepare('SELECT * FROM subscriptions WHERE userId = ? AND performerId = ?').get(userId, performerId) as
      | SubscriptionRow
      | undefined;
  }

  /** Creates or renews the pair's row; usedFreeSubscription is sticky once set. */
  upsert(input: SubscriptionInput, now: string): SubscriptionRow {
    this.db
      .prepare(
        `INSERT INTO subscriptions (id, userId, performerId, subscriptionType, status, paymentGateway, startRecurringDate,
           nextRecurringDate, expiredAt, usedFreeSubscription, createdAt, updatedAt)
         VALUES (@id, @userId, @performerId, @subscriptionType, @status, @paymentGateway, @start, @next, @expiredAt, @usedFree, @now, @now)
         ON CONFLICT (userId, performerId) DO UPDATE SET subscriptionType = excluded.subscriptionType, status = excluded.status,
           paymentGateway = excluded.paymentGateway, startRecurringDate = excluded.startRecurringDate,
           nextRecurringDate = excluded.nextRecurringDate, expiredAt = excluded.expiredAt,
           usedFreeSubscription = max(usedFreeSubscription, excluded.usedFreeSubscription), updatedAt = excluded.updatedAt`,
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
    return this.find(input.userId, input.performerId) as SubscriptionRow;
  }

  /** Subscriptions of a fan that are still running at `now`. */
  countActiveForUser(userId: string, now: string): number {
    return (
      this.db.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE userId = ? AND status != 'created' AND expiredAt > ?").get(userId, now) as {
        n: number;
      }
    ).n;
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get() as { n: number }).n;
  }
}

/** The derived flag every view uses. */
export function isRunning(sub: SubscriptionRow | undefined, now: string): boolean {
  return Boolean(sub && sub.status !== 'created' && sub.expiredAt > now);
}
