// Issue 24, jobs: a renewal is a job, and a job may run on several processes at once or again after its worker
// died. Three apps on one database (three API processes' view) sweep the same due subscription at the same
// moment: the card is charged once, the creator paid once, the period moves on once.
import { buildApp } from '@api/app';
import type { FastifyInstance } from 'fastify';
import { renewDueSubscriptions } from '@api/services/renewals';
import { makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';

jest.setTimeout(60_000);
const DAY = 24 * 60 * 60 * 1000;

describe('a renewal due once is charged once by three processes sweeping at once', () => {
  let t: TestApp;
  let others: FastifyInstance[] = [];
  let clock = Date.now();
  const now = () => new Date(clock);
  beforeAll(async () => {
    t = await makeApp({ now, config: { authRateLimitMax: 1000 } });
    others = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          dataDir: t.dataDir,
          seed: false,
          now,
          env: {},
          config: { databaseUrl: t.databaseUrl },
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(others.map((app) => app.close()));
    await t.close();
  });

  test('one payment, one charge, one period', async () => {
    const m = money(t.app);
    const creatorId = await userId(t.app, 'demo-creator');
    const fan = await newFan(t.app, 'oncefan');
    const cardId = await m.addCard(fan.token);
    const first = await m.post(
      '/payment/subscribe/performers',
      fan.token,
      { type: 'monthly', performerId: creatorId, paymentGateway: 'sandbox', cardId },
      'once-1',
    );
    expect(first.json().data.status).toBe('success');
    const before = await m.balance(creatorId);
    const charge = jest.spyOn(t.app.paymentGateway, 'charge');
    const charges = [charge, ...others.map((app) => jest.spyOn(app.paymentGateway, 'charge'))];
    const token = (await t.app.repos.paymentCards.find(cardId))!.token;
    // the seeded fans' subscriptions fall due too: count the charges of this fan's card
    const fanCharges = () =>
      charges.flatMap((spy) => spy.mock.calls).filter(([request]) => request.card.token === token).length;
    const sub = async () => (await t.app.repos.subscriptions.find(fan.id, creatorId))!;
    const expiry = Date.parse((await sub()).expiredAt);

    clock += 31 * DAY;
    try {
      await Promise.all([t.app, ...others].map((app) => renewDueSubscriptions(app)));
      expect(fanCharges()).toBe(1);
      expect((await m.balance(creatorId)) - before).toBeGreaterThanOrEqual(799);
      expect(Date.parse((await sub()).expiredAt) - expiry).toBe(30 * DAY);
      const payments = (await m.get('/payment/transactions/user/search', fan.token)).json().data;
      expect(payments.total).toBe(2);
      // the job run again (a retry after its worker died) finds nothing due
      await renewDueSubscriptions(others[0]);
      expect(fanCharges()).toBe(1);
      expect(await m.ledgerOk()).toMatchObject({ ok: true });
    } finally {
      clock -= 31 * DAY;
      charges.forEach((spy) => spy.mockRestore());
    }
  });

  // The lease has its own column (renewalClaimedAt): a subscription changed just before it fell due (a new card)
  // renews at the first sweep; only an earlier claim holds it back, until the lease has passed.
  test('a recent change does not hold a renewal back; a recent claim does, for the lease', async () => {
    const m = money(t.app);
    const creatorId = await userId(t.app, 'demo-creator');
    const fan = await newFan(t.app, 'leasefan');
    const cardId = await m.addCard(fan.token);
    const first = await m.post(
      '/payment/subscribe/performers',
      fan.token,
      { type: 'monthly', performerId: creatorId, paymentGateway: 'sandbox', cardId },
      'lease-1',
    );
    expect(first.json().data.status).toBe('success');
    const sub = async () => (await t.app.repos.subscriptions.find(fan.id, creatorId))!;
    const stamp = async (column: 'updatedAt' | 'renewalClaimedAt', at: number) =>
      t.app.db
        .prepare(`UPDATE subscriptions SET ${column} = ? WHERE id = ?`)
        .run(new Date(at).toISOString(), (await sub()).id);
    const expiry = Date.parse((await sub()).expiredAt);
    const start = clock;
    try {
      clock = expiry + 60_000;
      await stamp('updatedAt', clock - 30_000);
      await renewDueSubscriptions(t.app);
      expect(Date.parse((await sub()).expiredAt) - expiry).toBe(30 * DAY);

      // the next period: due, and claimed a minute ago by a run that has not finished
      const second = Date.parse((await sub()).expiredAt);
      clock = second + 60_000;
      await stamp('renewalClaimedAt', clock - 60_000);
      await renewDueSubscriptions(others[1]);
      expect(Date.parse((await sub()).expiredAt)).toBe(second);
      clock += 10 * 60_000;
      await renewDueSubscriptions(others[1]);
      expect(Date.parse((await sub()).expiredAt) - second).toBe(30 * DAY);
      expect(await m.ledgerOk()).toMatchObject({ ok: true });
    } finally {
      clock = start;
    }
  });
});
