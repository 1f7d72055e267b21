// Issue 20 items 2-3: a top-up waiting for the payer's confirmation holds its coupon use only until it completes,
// fails or expires (30 minutes, by the payment sweep, safely from two processes on one database); a use counts
// when the payment completes; a coupon is once per fan unless `npm run coupons -- create … --per-fan N` says
// otherwise, and the refusal says why (apply and top-up alike).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@api/app';
import { runCouponsCli } from '@api/cli/coupons';
import { CONFIRMATION_TTL_MS, expireUnconfirmedPayments } from '@api/services/payment-expiry';
import { makeApp, type TestApp } from './helpers/app';
import { CARDS, money, newFan } from './helpers/money';

jest.setTimeout(60_000);

const EXPIRED = 'The payment was not confirmed within 30 minutes. Nothing was charged.';

describe('coupon uses', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let clock = new Date();

  beforeAll(async () => {
    t = await makeApp({ now: () => clock, config: { authRateLimitMax: 1000, renewalSweepMs: 0 } });
    m = money(t.app);
  });
  afterEach(async () => expect(await m.ledgerOk()).toMatchObject({ ok: true }));
  afterAll(() => t.close());

  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runCouponsCli(args, t, (line) => lines.push(line), clock);
    return { code, lines };
  };
  async function fanWithCards() {
    const fan = await newFan(t.app, 'couponuser');
    return { ...fan, ok: await m.addCard(fan.token), confirm: await m.addCard(fan.token, CARDS.confirm) };
  }
  const apply = (token: string, code: string) => m.post(`/coupons/${code}/apply-coupon`, token);
  const status = async (id: string) => (await t.app.repos.paymentTransactions.find(id))!.status;

  test('unconfirmed top-ups hold uses only until they expire, then give them back', async () => {
    expect((await cli('create', 'TWOUSES', '0.2', '--uses', '2')).code).toBe(0);
    const [a, b, c] = [await fanWithCards(), await fanWithCards(), await fanWithCards()];
    const waitingA = (await m.topUp(a.token, a.confirm, 20, 'TWOUSES')).json().data;
    const waitingB = (await m.topUp(b.token, b.confirm, 20, 'TWOUSES')).json().data;
    expect([waitingA.status, waitingB.status]).toEqual(['require_authentication', 'require_authentication']);
    // both uses are held while the payers may still confirm
    expect((await apply(c.token, 'TWOUSES')).json()).toMatchObject({
      statusCode: 422,
      message: 'This coupon has been used up',
    });
    expect((await cli('list')).lines.find((l) => l.startsWith('TWOUSES'))).toMatch(/0\/2 used, 2 waiting/);

    clock = new Date(clock.getTime() + CONFIRMATION_TTL_MS + 1000);
    // past their time they hold nothing, even before the sweep has run
    expect((await apply(c.token, 'TWOUSES')).statusCode).toBe(200);
    expect(await expireUnconfirmedPayments(t.app)).toBe(2);
    expect(await expireUnconfirmedPayments(t.app)).toBe(0);
    for (const p of [waitingA, waitingB]) {
      expect(await t.app.repos.paymentTransactions.find(p._id)).toMatchObject({
        status: 'canceled',
        failureMessage: EXPIRED,
      });
    }
    // confirming late charges nothing and says why
    expect(
      (await m.post(`/payment/transactions/${waitingA._id}/confirm`, a.token, { approve: true })).json(),
    ).toMatchObject({
      statusCode: 422,
      message: EXPIRED,
    });
    expect(await m.balance(a.id)).toBe(0);

    // a use counts when its payment completes
    const paid = await m.topUp(c.token, c.ok, 20, 'TWOUSES');
    expect(paid.json().data).toMatchObject({ status: 'success', totalPrice: 16 });
    expect((await cli('list')).lines.find((l) => l.startsWith('TWOUSES'))).toMatch(/1\/2 used, 0 waiting/);
  });

  test('a payment past its time is expired when the payer confirms, before any sweep', async () => {
    const fan = await fanWithCards();
    const waiting = (await m.topUp(fan.token, fan.confirm, 20)).json().data;
    clock = new Date(clock.getTime() + CONFIRMATION_TTL_MS + 1000);
    const late = await m.post(`/payment/transactions/${waiting._id}/confirm`, fan.token, { approve: true });
    expect(late.json()).toMatchObject({ statusCode: 422, message: EXPIRED });
    expect(await status(waiting._id)).toBe('canceled');
    expect(await m.balance(fan.id)).toBe(0);
  });

  test('a payment the gateway says was confirmed at the last moment completes instead of expiring', async () => {
    const fan = await fanWithCards();
    const waiting = (await m.topUp(fan.token, fan.confirm, 20)).json().data;
    clock = new Date(clock.getTime() + CONFIRMATION_TTL_MS + 1000);
    const confirm = jest
      .spyOn(t.app.paymentGateway, 'confirm')
      .mockResolvedValue({ status: 'succeeded', reference: 'sbx_late' });
    try {
      expect(await expireUnconfirmedPayments(t.app)).toBe(1);
    } finally {
      confirm.mockRestore();
    }
    expect(await status(waiting._id)).toBe('success');
    expect(await m.balance(fan.id)).toBe(2000);
  });

  test('two API processes on one database expire each payment once', async () => {
    const fan = await fanWithCards();
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await m.topUp(fan.token, fan.confirm, 10)).json().data._id);
    clock = new Date(clock.getTime() + CONFIRMATION_TTL_MS + 1000);
    const other: FastifyInstance = await buildApp({
      dataDir: t.dataDir,
      now: () => clock,
      config: {
        apiPublicUrl: 'http://api.test',
        appPublicUrl: 'http://app.test',
        renewalSweepMs: 0,
        databaseUrl: t.databaseUrl,
      },
      env: {},
    });
    await other.ready();
    try {
      const [here, there] = await Promise.all([
        expireUnconfirmedPayments(t.app),
        expireUnconfirmedPayments(other),
      ]);
      expect(here + there).toBe(3);
    } finally {
      await other.close();
    }
    expect(await Promise.all(ids.map(status))).toEqual(['canceled', 'canceled', 'canceled']);
  });

  test('a coupon is once per fan: a second use is refused with why, at apply and at top-up', async () => {
    const fan = await fanWithCards();
    expect((await m.topUp(fan.token, fan.ok, 20, 'WELCOME10')).json().data).toMatchObject({
      status: 'success',
      totalPrice: 18,
    });
    const again = { statusCode: 422, message: 'You have already used this coupon' };
    expect((await apply(fan.token, 'welcome10')).json()).toMatchObject(again);
    const before = await m.balance(fan.id);
    expect((await m.topUp(fan.token, fan.ok, 20, 'WELCOME10')).json()).toMatchObject(again);
    expect(await m.balance(fan.id)).toBe(before);
    // another fan still may
    const other = await fanWithCards();
    expect((await apply(other.token, 'WELCOME10')).statusCode).toBe(200);
  });

  test('parallel top-ups of one fan with the coupon: one use only', async () => {
    const fan = await fanWithCards();
    const all = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        m.post(
          '/payment/wallet/top-up',
          fan.token,
          { amount: 20, paymentGateway: 'sandbox', cardId: fan.ok, couponCode: 'WELCOME10' },
          `parallel-${i}`,
        ),
      ),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await m.balance(fan.id)).toBe(2000);
  });

  test('a use still waiting counts for its fan until it expires', async () => {
    const fan = await fanWithCards();
    await m.topUp(fan.token, fan.confirm, 20, 'WELCOME10');
    expect((await apply(fan.token, 'WELCOME10')).json().message).toBe('You have already used this coupon');
    clock = new Date(clock.getTime() + CONFIRMATION_TTL_MS + 1000);
    await expireUnconfirmedPayments(t.app);
    expect((await apply(fan.token, 'WELCOME10')).statusCode).toBe(200);
  });

  test('--per-fan N lets a fan use a coupon N times; 0 means no limit per fan', async () => {
    expect((await cli('create', 'TWICE', '0.1', '--per-fan', '2')).lines[0]).toMatch(/2 per fan/);
    expect((await cli('create', 'ANYTIME', '0.1', '--per-fan', '0', '--uses', '50')).lines[0]).toMatch(
      /no limit per fan/,
    );
    expect((await cli('create', 'BADPERFAN', '0.1', '--per-fan', 'x')).code).toBe(1);
    expect((await cli('create', 'NEGPERFAN', '0.1', '--per-fan', '-1')).code).toBe(1);
    const fan = await fanWithCards();
    for (let i = 0; i < 2; i += 1)
      expect((await m.topUp(fan.token, fan.ok, 10, 'TWICE')).json().data.status).toBe('success');
    expect((await m.topUp(fan.token, fan.ok, 10, 'TWICE')).json()).toMatchObject({
      statusCode: 422,
      message: 'You have already used this coupon 2 times',
    });
    for (let i = 0; i < 3; i += 1)
      expect((await m.topUp(fan.token, fan.ok, 10, 'ANYTIME')).json().data.status).toBe('success');
    expect((await cli('list')).lines.find((l) => l.startsWith('ANYTIME'))).toMatch(
      /3\/50 used.*no limit per fan/,
    );
  });
});
