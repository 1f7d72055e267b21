// Creators' Stripe Connect accounts: Stripe's id and the onboarding state it last reported.
import type { SqlDb } from '../db/sql-db';

export interface StripeAccountRow {
  performerId: string;
  accountId: string;
  detailsSubmitted: number;
  payoutsEnabled: number;
  createdAt: string;
  updatedAt: string;
}

export class StripeAccountsRepository {
  constructor(private readonly db: SqlDb) {}

  async of(performerId: string): Promise<StripeAccountRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM stripe_connect_accounts WHERE performerId = ?')
      .get(performerId)) as StripeAccountRow | undefined;
  }

  async save(
    performerId: string,
    account: { accountId: string; detailsSubmitted: boolean; payoutsEnabled: boolean },
    now: string,
  ): Promise<StripeAccountRow> {
    await this.db
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
    return (await this.of(performerId)) as StripeAccountRow;
  }
}
