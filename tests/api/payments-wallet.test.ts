// Issue 9: cards, top-ups with coupons, tips, limits, idempotency and the 20-tip race. Money is exact: every
// test ends with the ledger check.
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { CARDS, money, newFan } from './helpers/money';
import { storedTextFound } from './helpers/stored-text';

jest.setTimeout(60_000);

describe('wallet: cards, top-ups, tips', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let creatorId: string;
  let creatorToken: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 1000 } });
    m = money(t.app);
    creatorId = await userId(t.app, 'demo-creator');
    creatorToken = await login(t.app, 'demo-creator');
  });
  afterAll(() => t.close());
  afterEach(async () =>
    expect(await m.ledgerOk()).toMatchObject({ ok: true, mismatches: [], negative: [], unbalanced: [] }),
  );

  test('the public settings name the sandbox gateway', async () => {
    const res = await m.get('/settings/public', null);
    expect(res.json().data.paymentGateway).toBe('sandbox');
  });

  test('a saved card keeps brand, last four and expiry only: the number and CVC reach neither the database nor a log', async () => {
    const fan = await newFan(t.app, 'cardfan');
    const res = await m.post('/sandbox/cards', fan.token, {
      number: CARDS.ok,
      holderName: 'Card Fan',
      month: 4,
      year: 2031,
      cvc: '987',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      brand: 'Visa',
      last4Digits: '4242',
      month: 4,
      year: 2031,
      holderName: 'Card Fan',
      paymentGateway: 'sandbox',
    });
    expect(res.body).not.toContain('4242424242424242');
    // the CVC is neither a field nor a value of the answer (random hex ids may contain the digits "987")
    expect(Object.keys(res.json().data)).not.toContain('cvc');
    expect(Object.values(res.json().data)).not.toContain('987');
    expect(await storedTextFound(t, ['4242424242424242', '4242 4242 4242 4242'])).toEqual([]);
    const list = await m.get('/payment-cards?paymentGateway=sandbox&limit=10', fan.token);
    expect(list.json().data).toMatchObject({ total: 1, data: [{ last4Digits: '4242' }] });
  });

  test('only test cards are accepted in sandbox mode; the card routes are for fans, and a card is removed by its owner only', async () => {
    const fan = await newFan(t.app, 'cardfan');
    const other = await newFan(t.app, 'otherfan');
    const bad = await m.post('/sandbox/cards', fan.token, {
      number: '4111 1111 1111 1111',
      holderName: 'X',
      month: 1,
      year: 2030,
      cvc: '123',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Only test cards are accepted in sandbox mode');
    expect(
      (
        await m.post('/sandbox/cards', null, {
          number: CARDS.ok,
          holderName: 'X',
          month: 1,
          year: 2030,
          cvc: '123',
        })
      ).statusCode,
    ).toBe(401);
    const creatorTry = await m.post('/sandbox/cards', creatorToken, {
      number: CARDS.ok,
      holderName: 'X',
      month: 1,
      year: 2030,
      cvc: '123',
    });
    expect(creatorTry.statusCode).toBe(403);
    const cardId = await m.addCard(fan.token);
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/payment-cards/${cardId}`,
      headers: { authorization: other.token },
    });
    expect(steal.statusCode).toBe(404);
    expect((await m.get('/payment-cards', other.token)).json().data.total).toBe(0);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/payment-cards/${cardId}`,
      headers: { authorization: fan.token },
    });
    expect(mine.statusCode).toBe(200);
    expect((await m.get('/payment-cards', fan.token)).json().data.total).toBe(0);
  });

  test('a top-up with WELCOME10 charges the discounted amount and credits the full amount', async () => {
    const fan = await newFan(t.app, 'topfan');
    const cardId = await m.addCard(fan.token);
    const coupon = await m.post('/coupons/welcome10/apply-coupon', fan.token);
    expect(coupon.statusCode).toBe(200);
    expect(coupon.json().data).toMatchObject({ code: 'WELCOME10', value: 0.1 });
    const res = await m.topUp(fan.token, cardId, 50, 'WELCOME10');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'success',
      originalPrice: 50,
      totalPrice: 45,
      creditAmount: 50,
      type: 'token_package',
    });
    expect(await m.balance(fan.id)).toBe(5000);
    const me = await m.get('/users/me', fan.token);
    expect(me.json().data.balance).toBe(50);
    const history = await m.get('/payment/transactions/user/search', fan.token);
    expect(history.json().data).toMatchObject({
      total: 1,
      data: [{ totalPrice: 45, couponInfo: { code: 'WELCOME10', value: 0.1 } }],
    });
    expect((await m.post('/coupons/NOPE/apply-coupon', fan.token)).json().message).toBe(
      'This coupon code is not valid',
    );
  });

  test('the declined card shows its message and charges nothing; the confirmation card waits for the payer', async () => {
    const fan = await newFan(t.app, 'declfan');
    const declined = await m.addCard(fan.token, CARDS.declined);
    const res = await m.topUp(fan.token, declined, 20);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Your card was declined.');
    expect(await m.balance(fan.id)).toBe(0);
    const failed = (await m.get('/payment/transactions/user/search?status=fail', fan.token)).json().data;
    expect(failed.total).toBe(1);

    const confirmCard = await m.addCard(fan.token, CARDS.confirm);
    const pending = await m.topUp(fan.token, confirmCard, 20);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.status).toBe('require_authentication');
    expect(await m.balance(fan.id)).toBe(0);
    const id = pending.json().data._id as string;
    const other = await newFan(t.app, 'nosy');
    expect(
      (await m.post(`/payment/transactions/${id}/confirm`, other.token, { approve: true })).statusCode,
    ).toBe(404);
    const confirmed = await m.post(`/payment/transactions/${id}/confirm`, fan.token, { approve: true });
    expect(confirmed.json().data.status).toBe('success');
    expect(await m.balance(fan.id)).toBe(2000);
    // confirming twice moves nothing more
    expect(
      (await m.post(`/payment/transactions/${id}/confirm`, fan.token, { approve: true })).statusCode,
    ).toBe(422);
    expect(await m.balance(fan.id)).toBe(2000);

    const cancelled = await m.topUp(fan.token, confirmCard, 10);
    const cancel = await m.post(`/payment/transactions/${cancelled.json().data._id}/confirm`, fan.token, {
      approve: false,
    });
    expect(cancel.json().data.status).toBe('canceled');
    expect(await m.balance(fan.id)).toBe(2000);
  });

  test.each([
    [0, 'Amount must be greater than zero'],
    [-5, 'Amount must be greater than zero'],
    [10.001, 'Amount can have at most two decimals'],
    ['10', 'Amount must be a number'],
    [2.94, 'Minimum top-up amount is $2.95'],
    [300.01, 'Maximum top-up amount is $300.00'],
    [1e308, 'Amount is too large'],
  ])('a top-up of %p is refused with 422 (%s) and moves nothing', async (amount, message) => {
    const fan = await newFan(t.app, 'amountfan');
    const cardId = await m.addCard(fan.token);
    const res = await m.post('/payment/wallet/top-up', fan.token, {
      amount,
      paymentGateway: 'sandbox',
      cardId,
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().message)).toContain(typeof amount === 'string' ? 'number' : message);
    expect(await m.balance(fan.id)).toBe(0);
  });

  test('non-finite amounts in raw JSON (1e309, NaN) answer 422, never 5xx', async () => {
    const fan = await newFan(t.app, 'rawfan');
    const cardId = await m.addCard(fan.token);
    for (const raw of ['1e309', '-1e309', 'NaN', 'Infinity', 'null', '"1e3"', '{}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/payment/wallet/top-up',
        headers: { authorization: fan.token, 'content-type': 'application/json' },
        payload: `{"amount": ${raw}, "cardId": "${cardId}"}`,
      });
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
    }
    expect(await m.balance(fan.id)).toBe(0);
  });

  test('tips: limits, short balance, the creator earns the net and hears update_balance', async () => {
    const fan = await newFan(t.app, 'tipfan');
    const cardId = await m.addCard(fan.token);
    await m.topUp(fan.token, cardId, 100);
    const emitted: unknown[] = [];
    const emit = jest.spyOn(t.app, 'emitToUser').mockImplementation((id, event, data) => {
      emitted.push({ id, event, data });
    });
    const before = await m.balance(creatorId);
    expect(
      (await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 9.99 })).json().message,
    ).toBe('Minimum tip amount is $10.00');
    expect(
      (await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 10001 })).json().message,
    ).toBe('Maximum tip amount is $10000.00');
    const short = await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 500 });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('You have an insufficient wallet balance. Please top up.');
    const tip = await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 25 });
    expect(tip.statusCode).toBe(200);
    expect(tip.json().data).toMatchObject({ type: 'tip', totalPrice: 25, status: 'success' });
    expect(await m.balance(fan.id)).toBe(7500);
    // commission 0.2: the creator gets $20, the platform $5
    expect((await m.balance(creatorId)) - before).toBe(2000);
    expect(emitted).toContainEqual({ id: creatorId, event: 'update_balance', data: { token: 20 } });
    expect(emitted).toContainEqual({ id: fan.id, event: 'update_balance', data: { token: -25 } });
    emit.mockRestore();
    const spent = await m.get('/wallet/charges/search?type=tip', fan.token);
    expect(spent.json().data).toMatchObject({
      total: 1,
      data: [{ type: 'tip', totalPrice: 25, performerId: creatorId }],
    });
    // creators cannot tip; visitors must log in
    expect((await m.post(`/wallet/charges/tip/${creatorId}`, creatorToken, { price: 10 })).statusCode).toBe(
      403,
    );
    expect((await m.post(`/wallet/charges/tip/${creatorId}`, null, { price: 10 })).statusCode).toBe(401);
  });

  test('20 parallel $10 tips on a $100 balance: exactly 10 succeed and the balance ends at $0', async () => {
    const fan = await newFan(t.app, 'racefan');
    const cardId = await m.addCard(fan.token);
    await m.topUp(fan.token, cardId, 100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 10 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(10);
    expect(await m.balance(fan.id)).toBe(0);
  });

  test('Idempotency-Key on a money POST: same key and body replays, another body is refused, nothing is charged twice', async () => {
    const fan = await newFan(t.app, 'idemfan');
    const cardId = await m.addCard(fan.token);
    await m.topUp(fan.token, cardId, 100);
    const first = await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 10 }, 'tip-intent-1');
    const again = await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 10 }, 'tip-intent-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await m.balance(fan.id)).toBe(9000);
    const other = await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 20 }, 'tip-intent-1');
    expect(other.statusCode).toBe(422);
    expect(await m.balance(fan.id)).toBe(9000);
    // parallel retries of one top-up intent: one charge
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        m.post(
          '/payment/wallet/top-up',
          fan.token,
          { amount: 10, paymentGateway: 'sandbox', cardId },
          'topup-intent-1',
        ),
      ),
    );
    for (const r of tries) expect([200, 409]).toContain(r.statusCode);
    expect(await m.balance(fan.id)).toBe(10000);
  });
});
