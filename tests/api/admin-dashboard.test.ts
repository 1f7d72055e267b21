// Issue 23 dashboard: open work counts, today's and the period's sales (refunded sales left out) and sign-ups
// for every day of the period.
import { makeApp, type TestApp } from './helpers/app';
import { enrolAdmin, get, post } from './helpers/admin';
import { userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';

jest.setTimeout(120_000);

describe('operator dashboard', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    m = money(t.app);
    admin = (await enrolAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  const today = () => new Date().toISOString().slice(0, 10);
  const board = async (query = '') => {
    const res = await get(t.app, `/admin/dashboard${query}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  test('a sale, a sign-up and a report move the figures; a refunded sale counts for nothing', async () => {
    const before = await board();
    expect(before.signups).toHaveLength(30);
    expect(before.period.to).toBe(today());
    const fan = await newFan(t.app, 'dashfan');
    const card = await m.addCard(fan.token);
    await m.topUp(fan.token, card, 50);
    const creatorId = await userId(t.app, 'demo-creator');
    const tip = await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 10 });
    expect(tip.statusCode).toBe(200);
    const feedId = (
      (await t.app.db.prepare('SELECT id FROM feeds WHERE performerId = ? LIMIT 1').get(creatorId)) as {
        id: string;
      }
    ).id;
    await post(t.app, '/reports', fan.token, {
      title: 'harassment or bullying',
      target: 'feed',
      targetId: feedId,
    });

    const after = await board();
    expect(after.today.gross - before.today.gross).toBeCloseTo(10);
    expect(after.period.sales.gross - before.period.sales.gross).toBeCloseTo(10);
    expect(after.today.commission + after.today.net).toBeCloseTo(after.today.gross);
    expect(after.openWork.reportsOpen - before.openWork.reportsOpen).toBe(1);
    const day = (d: { signups: { date: string; fans: number }[] }) =>
      d.signups.find((s) => s.date === today())!.fans;
    expect(day(after) - day(before)).toBe(1);

    const txId = (
      (await t.app.db
        .prepare("SELECT id FROM wallet_transactions WHERE userId = ? AND type = 'tip'")
        .get(fan.id)) as { id: string }
    ).id;
    expect((await m.post(`/admin/refunds/purchase/${txId}`, admin, {}, 'dash-refund')).statusCode).toBe(200);
    expect((await board()).today.gross).toBeCloseTo(before.today.gross);
    expect(await m.ledgerOk()).toMatchObject({ ok: true });
  });

  test('a chosen period has one entry per day; a reversed or too long period is 400', async () => {
    const d = await board('?from=2026-01-01&to=2026-01-07');
    expect(d.period).toMatchObject({ from: '2026-01-01', to: '2026-01-07' });
    expect(d.signups.map((s: { date: string }) => s.date)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
    expect((await get(t.app, '/admin/dashboard?from=2026-02-01&to=2026-01-01', admin)).statusCode).toBe(400);
    expect((await get(t.app, '/admin/dashboard?from=2020-01-01&to=2026-01-01', admin)).statusCode).toBe(400);
    expect((await get(t.app, '/admin/dashboard?from=yesterday', admin)).statusCode).toBe(400);
  });
});
