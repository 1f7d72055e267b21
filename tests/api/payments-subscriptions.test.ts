// Issue 9: subscriptions charged to a saved card, free trials, the confirmation step, renewals by the
// scheduler (and their decline), cancel keeping access until expiry, and the lists with their permissions.
import { login, makeApp, outboxFor, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { CARDS, money, newFan } from './helpers/money';
import { renewDueSubscriptions } from '@api/services/renewals';

jest.setTimeout(60_000);
const DAY = 24 * 60 * 60 * 1000;

describe('subscriptions', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let clock = Date.now();
  let creatorId: string;
  beforeAll(async () => {
    t = await makeApp({ now: () => new Date(clock), config: { authRateLimitMax: 1000 } });
    m = money(t.app);
    creatorId = await userId(t.app, 'demo-creator');
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await m.ledgerOk()).toMatchObject({ ok: true }));

  const subscribe = (token: string, type: string, cardId?: string, key?: string) =>
    m.post(
      '/payment/subscribe/performers',
      token,
      { type, performerId: creatorId, paymentGateway: 'sandbox', ...(cardId ? { cardId } : {}) },
      key,
    );
  const profile = async (token: string) => (await m.get('/performers/demo-creator', token)).json().data;

  test('a monthly subscription charges the card, pays the creator the net and opens the profile', async () => {
    const fan = await newFan(t.app, 'subfan');
    expect((await subscribe(fan.token, 'monthly')).json().message).toBe('Please add a payment card');
    const cardId = await m.addCard(fan.token);
    const before = await m.balance(creatorId);
    const emitted: { event: string; data: unknown }[] = [];
    const spy = jest
      .spyOn(t.app, 'emitToUser')
      .mockImplementation((_id, event, data) => void emitted.push({ event, data }));
    const res = await subscribe(fan.token, 'monthly', cardId);
    spy.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'success',
      type: 'monthly_subscription',
      totalPrice: 9.99,
    });
    // $9.99 - 20 % ($2.00 rounded) = $7.99
    expect((await m.balance(creatorId)) - before).toBe(799);
    expect(await m.balance(fan.id)).toBe(0);
    expect(emitted.map((e) => e.event)).toEqual(
      expect.arrayContaining(['update_balance', 'payment_status_callback']),
    );
    const data = await profile(fan.token);
    expect(data.isSubscribed).toBe(true);
    const again = await subscribe(fan.token, 'monthly', cardId);
    expect(again.json().message).toBe('You are already subscribed to this creator');
    const mine = (await m.get('/subscriptions/user/search', fan.token)).json().data;
    expect(mine).toMatchObject({
      total: 1,
      data: [{ subscriptionType: 'monthly', status: 'active', autoRenew: true, paymentGateway: 'sandbox' }],
    });
    const expiry = Date.parse(mine.data[0].expiredAt);
    expect(Math.round((expiry - clock) / DAY)).toBe(30);
  });

  test('the declined card subscribes nothing; the confirmation card subscribes after the payer confirms', async () => {
    const fan = await newFan(t.app, 'declsub');
    const declined = await m.addCard(fan.token, CARDS.declined);
    const res = await subscribe(fan.token, 'yearly', declined);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Your card was declined.');
    expect((await profile(fan.token)).isSubscribed).toBe(false);
    const confirmCard = await m.addCard(fan.token, CARDS.confirm);
    const pending = await subscribe(fan.token, 'yearly', confirmCard);
    expect(pending.json().data.status).toBe('require_authentication');
    expect((await profile(fan.token)).isSubscribed).toBe(false);
    await m.post(`/payment/transactions/${pending.json().data._id}/confirm`, fan.token, { approve: true });
    expect((await profile(fan.token)).isSubscribed).toBe(true);
  });

  test('a free trial is once per fan and creator', async () => {
    const fan = await newFan(t.app, 'freefan');
    const res = await subscribe(fan.token, 'free');
    expect(res.json().data).toMatchObject({ status: 'success', type: 'free_subscription', totalPrice: 0 });
    expect((await profile(fan.token)).isSubscribed).toBe(true);
    clock += 40 * DAY;
    try {
      expect((await profile(fan.token)).isSubscribed).toBe(false);
      expect((await subscribe(fan.token, 'free')).json().message).toBe("You've subscribed for free already!");
    } finally {
      clock -= 40 * DAY;
    }
  });

  test('the scheduler renews a due subscription; a card that cannot be charged ends it and mails the fan', async () => {
    const renewing = await newFan(t.app, 'renewfan');
    await subscribe(renewing.token, 'monthly', await m.addCard(renewing.token));
    const ending = await newFan(t.app, 'endfan');
    const confirmCard = await m.addCard(ending.token, CARDS.confirm);
    const pending = await subscribe(ending.token, 'monthly', confirmCard);
    await m.post(`/payment/transactions/${pending.json().data._id}/confirm`, ending.token, { approve: true });
    const before = await m.balance(creatorId);
    const firstExpiry = Date.parse(
      (await m.get('/subscriptions/user/search', renewing.token)).json().data.data[0].expiredAt,
    );

    clock += 31 * DAY;
    try {
      const report = await renewDueSubscriptions(t.app);
      expect(report.renewed).toBeGreaterThanOrEqual(1);
      expect(report.ended).toBeGreaterThanOrEqual(1);
      const renewed = (await m.get('/subscriptions/user/search', renewing.token)).json().data.data[0];
      expect(Date.parse(renewed.expiredAt) - firstExpiry).toBe(30 * DAY);
      expect((await profile(renewing.token)).isSubscribed).toBe(true);
      expect((await m.balance(creatorId)) - before).toBeGreaterThanOrEqual(799);
      const payments = (await m.get('/payment/transactions/user/search', renewing.token)).json().data;
      expect(payments.total).toBe(2);

      expect((await profile(ending.token)).isSubscribed).toBe(false);
      const ended = (await m.get('/subscriptions/user/search', ending.token)).json().data.data[0];
      expect(ended).toMatchObject({ status: 'deactivated', autoRenew: false });
      const email = (await t.app.repos.users.findById(ending.id))!.email!;
      expect(
        (await outboxFor(t.app, email)).some((mail: { subject: string }) => /has ended/.test(mail.subject)),
      ).toBe(true);
      // a second sweep charges nobody again
      const balance = await m.balance(creatorId);
      await renewDueSubscriptions(t.app);
      expect(await m.balance(creatorId)).toBe(balance);
    } finally {
      clock -= 31 * DAY;
    }
  });

  test('cancel stops renewal and keeps access until the expiry date; only the subscriber can cancel', async () => {
    const fan = await newFan(t.app, 'cancelfan');
    await subscribe(fan.token, 'monthly', await m.addCard(fan.token));
    const sub = (await m.get('/subscriptions/user/search', fan.token)).json().data.data[0];
    const other = await newFan(t.app, 'othercancel');
    expect((await m.post(`/payment/sandbox/cancel-subscription/${sub._id}`, other.token)).statusCode).toBe(
      404,
    );
    const res = await m.post(`/payment/sandbox/cancel-subscription/${sub._id}`, fan.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      autoRenew: false,
      expiredAt: sub.expiredAt,
      nextRecurringDate: null,
    });
    expect((await profile(fan.token)).isSubscribed).toBe(true);
    clock += 31 * DAY;
    try {
      const before = await m.balance(creatorId);
      await renewDueSubscriptions(t.app);
      expect(await m.balance(creatorId)).toBe(before);
      expect((await profile(fan.token)).isSubscribed).toBe(false);
    } finally {
      clock -= 31 * DAY;
    }
  });

  test('lists: a creator sees their subscribers, a fan cannot use the creator list, visitors nothing', async () => {
    const creator = await login(t.app, 'demo-creator');
    const fans = (await m.get('/subscriptions/performer/search?status=active', creator)).json().data;
    expect(fans.total).toBeGreaterThan(0);
    expect(fans.data[0]).toHaveProperty('userInfo.username');
    const fan = await newFan(t.app, 'listfan');
    expect((await m.get('/subscriptions/performer/search', fan.token)).statusCode).toBe(403);
    expect((await m.get('/subscriptions/user/search', creator)).statusCode).toBe(403);
    expect((await m.get('/subscriptions/user/search', null)).statusCode).toBe(401);
    // creators cannot subscribe
    expect(
      (await m.post('/payment/subscribe/performers', creator, { type: 'free', performerId: creatorId }))
        .statusCode,
    ).toBe(403);
  });
});
