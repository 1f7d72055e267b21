// Creators' Stripe Connect accounts: Stripe's id and the onboarding state it last reported.
import type { Database } from 'better-sqlite3';

export interface StripeAccountRow {
  performerId: string;
  accountId: string;
  detailsSubmitted: number;
  payoutsEnabled: number;
  createdAt: string;
  updatedAt: string;
}

export class StripeAccountsRepository {
  constructor(private readonly db: Database) {}

  of(performerId: string): StripeAccountRow | undefined {
    return this.db.prepare('SELECT * FROM stripe_connect_accounts WHERE performerId = ?').get(performerId) as
      StripeAccountRow | undefined;
  }

  save(
    performerId: string,
    account: { accountId: string; detailsSubmitted: boolean; payoutsEnabled: boolean },
    now: string,
  ): StripeAccountRow {
    this.db
      .prepare(
        `INSERT INTO stripe_connect_accounts (performerId, accountId, detailsSubmitted, payoutsEnabled, createdAt, updatedAt)
         VALUES (@performerId, @accountId, @detailsSubmitted, @payoutsEnabled, @now, @now)
         ON CONFLICT (performerId) DO UPDATE SET detailsSubmitted = excluded.detailsSubmitted,
           payoutsEnabled = excluded.payoutsEnabled, updatedAt = excluded.updatedAt`,
      )
      .run({
        performerId,
        accountId: account.accountId,
        detailsSubmitted: account.detailsSubmitted ? 1 : 0,
        payoutsEnabled: account.payoutsEnabled ? 1 : 0,
        now,
      });
    return this.of(performerId) as StripeAccountRow;
  }
}
