// The renewal claim on both engines (issue 24): one conditional write on its own column (renewalClaimedAt,
// migration 025). Of several claims at once — on PostgreSQL from separate pools, as separate API processes —
// one wins; the lease holds later claims off until it has passed; a change to the subscription (updatedAt)
// does not; a period already moved on is not claimed.
import { sql } from 'kysely';
import { postgresQueryDb, type QueryDb } from '@api/db/connect';
import { SqlDb } from '@api/db/sql-db';
import { SubscriptionsRepository, type SubscriptionRow } from '@api/repositories/subscriptions';
import { describeOnEngines } from './helpers/engines';

const DUE = '2026-02-01T00:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(DUE) + minutes * 60_000).toISOString();

async function seed(db: QueryDb): Promise<SubscriptionRow> {
  for (const [id, role] of [
    ['fan', 'user'],
    ['creator', 'performer'],
  ])
    await sql`INSERT INTO users (id, role, username, createdAt, updatedAt)
      VALUES (${id}, ${role}, ${id}, ${DUE}, ${DUE})`.execute(db.kysely);
  // changed a minute before it fell due (a new card, say)
  await sql`INSERT INTO subscriptions
      (id, userId, performerId, subscriptionType, status, expiredAt, autoRenew, createdAt, updatedAt)
      VALUES ('sub', 'fan', 'creator', 'monthly', 'active', ${DUE}, 1, ${at(-60 * 24 * 30)}, ${at(-1)})`.execute(
    db.kysely,
  );
  const { rows } = await sql<SubscriptionRow>`SELECT * FROM subscriptions WHERE id = 'sub'`.execute(
    db.kysely,
  );
  return rows[0];
}

describeOnEngines('the renewal claim', (open) => {
  let db: QueryDb & { url?: string };
  let others: QueryDb[] = [];
  afterEach(async () => {
    await Promise.all(others.map((o) => o.close()));
    others = [];
    await db.close();
  });

  test('one claim of many wins, a recent change does not hold it, the lease does until it passes', async () => {
    db = await open();
    // PostgreSQL: two more pools, three processes' view; SQLite: the one file
    others = db.url ? [postgresQueryDb(db.url), postgresQueryDb(db.url)] : [];
    const repos = [db, ...others].map((q) => new SubscriptionsRepository(new SqlDb(q)));
    const seen = await seed(db);
    expect(seen.renewalClaimedAt).toBeNull();

    // a minute after it fell due, the lease 10 minutes: claims stamped before at(-9) have lapsed
    const claims = await Promise.all(
      Array.from({ length: 9 }, (_, i) => repos[i % repos.length].claimRenewal(seen, at(1), at(-9))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);

    // a retry within the lease takes nothing; after it, the same period is claimed again (a lost attempt)
    expect(await repos[0].claimRenewal(seen, at(5), at(-5))).toBe(false);
    expect(await repos[repos.length - 1].claimRenewal(seen, at(12), at(2))).toBe(true);

    // the period moved on: the old read claims nothing, whatever the lease
    await sql`UPDATE subscriptions SET expiredAt = ${at(60 * 24 * 30)} WHERE id = 'sub'`.execute(db.kysely);
    expect(await repos[0].claimRenewal(seen, at(60), at(59))).toBe(false);
    const { rows } = await sql<SubscriptionRow>`SELECT * FROM subscriptions WHERE id = 'sub'`.execute(
      db.kysely,
    );
    expect(rows[0].renewalClaimedAt).toBe(at(12));
    // the claim leaves updatedAt (an ordinary change's stamp) alone
    expect(rows[0].updatedAt).toBe(at(-1));
  });
});
