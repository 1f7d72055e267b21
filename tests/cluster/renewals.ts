// "A renewal due once is charged once" across the cluster's three processes, each sweeping renewals on its own
// timer (RENEWAL_SWEEP_MS=100) as the API runs today; the job engine (issue 24, jobs) is meant to make it one
// run per tick. The subscription is made due by moving its end into the past in the database itself, the
// only way to age it without waiting a month.
import { sql } from 'kysely';
import { openQueryDb } from '@api/db/connect';
import { call, fanWithBalance, subscribe, type ClusterInfo } from './helpers';

interface Context {
  cluster: ClusterInfo;
  nginx: string;
  creatorId: string;
  ledgerIsClean: () => Promise<void>;
}

const DAY = 24 * 3600 * 1000;

async function ageSubscriptions(info: ClusterInfo, ids: string[], expiredAt: string): Promise<void> {
  const db = openQueryDb({ dataDir: info.dataDir, databaseUrl: info.databaseUrl });
  try {
    // due now, and changed just now: only a renewal claim (its own column, renewalClaimedAt) holds a renewal
    // back, not an ordinary change (updatedAt) — this update is one
    const changed = new Date().toISOString();
    await sql`UPDATE subscriptions SET expiredAt = ${expiredAt}, updatedAt = ${changed} WHERE id IN (${sql.join(ids)})`.execute(
      db.kysely,
    );
  } finally {
    await db.close();
  }
}

const FANS = 30;

export function renewalCases(context: () => Context) {
  // Before the jobs, each process swept on its own timer and charged the same due rows (28 of 30 twice); a
  // renewal now claims its subscription with one conditional write before it charges (services/renewals.ts).
  test('a renewal due once is charged once, with three processes sweeping', async () => {
    const { cluster, nginx, creatorId, ledgerIsClean } = context();
    const fans = await Promise.all(Array.from({ length: FANS }, () => fanWithBalance(nginx, 0)));
    await Promise.all(fans.map((fan) => subscribe(nginx, fan, creatorId)));
    const mine = async (token: string) =>
      (
        (await call(nginx, 'GET', '/subscriptions/user/search', { token })).body.data as {
          data: { _id: string; expiredAt: string }[];
        }
      ).data[0];
    const subs = await Promise.all(fans.map((f) => mine(f.token)));
    // all due at once: each sweep has thirty to charge, so the three processes' sweeps overlap
    const due = new Date(Date.now() - 60_000).toISOString();
    await ageSubscriptions(
      cluster,
      subs.map((s) => s._id),
      due,
    );

    const renewedAll = async () =>
      (await Promise.all(fans.map((f) => mine(f.token)))).every((s) => s.expiredAt > due);
    for (let i = 0; i < 100 && !(await renewedAll()); i += 1) await new Promise((r) => setTimeout(r, 100));
    // several more sweeps of every process: a second charge would show now
    await new Promise((r) => setTimeout(r, 2500));
    const months: number[] = [];
    const charges: number[] = [];
    for (const fan of fans) {
      months.push((Date.parse((await mine(fan.token)).expiredAt) - Date.parse(due)) / (30 * DAY));
      const payments = (await call(nginx, 'GET', '/payment/transactions/user/search', { token: fan.token }))
        .body.data as { total: number };
      charges.push(payments.total);
    }
    // each: one month further, from two payments (the first month and one renewal)
    expect(months).toEqual(Array(FANS).fill(1));
    expect(charges).toEqual(Array(FANS).fill(2));
    await ledgerIsClean();
  });
}
