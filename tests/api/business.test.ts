// Issue 10 (API): earnings with totals and a by-day series, payout requests with their rules and messages,
// banking and PayPal settings, the operator command, and the permission matrix. The ledger holds throughout.
import { runPayoutsCli } from '@api/cli/payouts';
import { login, makeApp, outboxFor, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';

jest.setTimeout(60_000);

describe('creator business', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let creator: string;
  let creatorId: string;
  let other: string;
  beforeAll(async () => {
    // the test reads the socket relay itself: the app's relay job is off (0), so it cannot drain it first
    t = await makeApp({ config: { authRateLimitMax: 1000, socketRelayMs: 0 } });
    m = money(t.app);
    creator = await login(t.app, 'demo-creator');
    other = await login(t.app, 'creator-01');
    creatorId = await userId(t.app, 'demo-creator');
    // a fan tips $100 and $25: the creator nets $80 + $20
    const fan = await newFan(t.app, 'bizfan');
    const card = await m.addCard(fan.token);
    await m.topUp(fan.token, card, 200);
    await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 100 });
    await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 25 });
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await m.ledgerOk()).toMatchObject({ ok: true }));

  const put = (url: string, token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url, payload, headers: token ? { authorization: token } : {} });

  test('earnings: rows with the fan, totals and a by-day series by type', async () => {
    const rows = (await m.get('/performer/earning/search?type=tip&sortBy=netPrice&sort=desc', creator)).json()
      .data;
    expect(rows.total).toBe(2);
    expect(rows.data[0]).toMatchObject({
      type: 'tip',
      grossPrice: 100,
      siteCommission: 20,
      netPrice: 80,
      userInfo: { username: expect.stringMatching(/^bizfan/) },
    });
    const stats = (await m.get('/performer/earning/stats?type=tip', creator)).json().data;
    expect(stats).toEqual({ totalGrossPrice: 125, totalSiteCommission: 25, totalNetPrice: 100 });
    const today = new Date().toISOString().slice(0, 10);
    const daily = (await m.get(`/performer/earning/daily?fromDate=${today}&toDate=${today}`, creator)).json()
      .data;
    expect(daily).toContainEqual({ date: today, type: 'tip', netPrice: 100 });
    // another creator sees none of it; fans and visitors are refused
    expect((await m.get('/performer/earning/stats?type=tip', other)).json().data.totalGrossPrice).toBe(0);
    const fan = await login(t.app, 'demo-fan');
    expect((await m.get('/performer/earning/search', fan)).statusCode).toBe(403);
    expect((await m.get('/performer/earning/search', null)).statusCode).toBe(401);
    expect((await m.get('/performer/earning/search?fromDate=yesterday', creator)).statusCode).toBe(400);
  });

  test('payout rules: minimum, balance, banking information, PayPal email, one pending at a time', async () => {
    const balance = (await m.balance(creatorId)) / 100;
    const ask = (requestTokens: unknown, paymentAccountType = 'banking') =>
      m.post('/payout-requests', creator, { requestTokens, paymentAccountType, requestNote: 'Monthly' });
    expect((await ask(49.99)).json().message).toBe('Minimum payout amount is $50.00');
    expect((await ask(balance + 0.01)).json().message).toBe(
      'Requested tokens is greater than your balance, please check again',
    );
    expect((await ask('60')).statusCode).toBe(422);
    const noBank = await ask(60);
    expect(noBank.statusCode).toBe(404);
    expect(noBank.json().message).toBe('Missing banking information');
    expect((await ask(60, 'paypal')).json().message).toBe(
      'You have not provided your Paypal account yet, please try again later',
    );
    // banking settings are the creator's own
    expect(
      (
        await put(`/performers/${await userId(t.app, 'creator-01')}/banking-settings`, creator, {
          firstName: 'A',
          lastName: 'B',
          bankAccount: '1',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await put('/performers/banking-settings', creator, {
          firstName: 'Demo',
          lastName: 'Creator',
          bankAccount: 'DE0012345678',
          bankName: 'Demo Bank',
        })
      ).statusCode,
    ).toBe(200);
    expect((await m.get('/performers/banking-settings', creator)).json().data).toMatchObject({
      bankAccount: 'DE0012345678',
    });
    expect((await m.get('/performers/banking-settings', other)).json().data).toBeNull();
    expect((await m.get('/payout-requests/check/pending-review', creator)).json().data).toBe(true);
    const created = await ask(60);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      requestTokens: 60,
      status: 'pending',
      paymentAccountType: 'banking',
    });
    expect((await m.get('/payout-requests/check/pending-review', creator)).json().data).toBe(false);
    expect((await ask(50)).json().message).toBe('Please wait for the current request get paid first!');
    // nothing leaves the balance before the operator marks it done
    expect((await m.balance(creatorId)) / 100).toBe(balance);
    // the creator edits it while pending; another creator cannot see it
    const id = created.json().data._id as string;
    expect(
      (
        await put(`/payout-requests/${id}`, creator, {
          requestTokens: 70,
          paymentAccountType: 'banking',
          requestNote: 'Updated',
        })
      ).json().data,
    ).toMatchObject({ requestTokens: 70 });
    expect((await m.get(`/payout-requests/${id}/view`, other)).statusCode).toBe(403);
    expect(
      (
        await put(`/payout-requests/${id}`, other, {
          requestTokens: 60,
          paymentAccountType: 'banking',
        })
      ).statusCode,
    ).toBe(403);
    expect((await m.get('/payout-requests/aaaaaaaaaaaaaaaaaaaaaaaa/view', creator)).statusCode).toBe(404);
    expect((await m.get('/payout-requests/search', creator)).json().data.total).toBe(1);
    expect(
      (await outboxFor(t.app, t.app.config.adminEmail)).some((mail: { subject: string }) =>
        /New payout request/.test(mail.subject),
      ),
    ).toBe(true);
  });

  test('the operator marks it done: the balance follows through the ledger, the creator is mailed with the note', async () => {
    const [pending] = (await m.get('/payout-requests/search?status=pending', creator)).json().data.data;
    const before = await m.balance(creatorId);
    const lines: string[] = [];
    expect(await runPayoutsCli(['list', '--status', 'pending'], t, (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toContain(pending._id);
    expect(
      await runPayoutsCli(['done', pending._id, '--note', 'Paid by transfer'], t, (l) => lines.push(l)),
    ).toBe(0);
    expect(await m.balance(creatorId)).toBe(before - 7000);
    // the command runs outside the API: its socket events wait in the relay for the API to deliver them
    expect(await t.app.repos.socketRelay.take()).toEqual([
      { userId: creatorId, event: 'update_balance', data: { token: -70 } },
      {
        userId: creatorId,
        event: 'payout_request_updated',
        data: { _id: pending._id, status: 'done', adminNote: 'Paid by transfer' },
      },
    ]);
    const view = (await m.get(`/payout-requests/${pending._id}/view`, creator)).json().data;
    expect(view).toMatchObject({ status: 'done', adminNote: 'Paid by transfer' });
    const email = (await t.app.repos.users.findById(creatorId))!.email!;
    expect(
      (await outboxFor(t.app, email)).some(
        (mail: { subject: string; body: string }) =>
          /is done/.test(mail.subject) && mail.body.includes('Paid by transfer'),
      ),
    ).toBe(true);
    // a done request cannot change again, nor be edited
    expect(await runPayoutsCli(['reject', pending._id], t, () => undefined)).toBe(1);
    expect(
      (
        await put(`/payout-requests/${pending._id}`, creator, {
          requestTokens: 60,
          paymentAccountType: 'banking',
        })
      ).json().message,
    ).toBe('Only a pending request can be changed');
    const calc = (await m.post('/payout-requests/calculate', creator)).json().data;
    expect(calc).toMatchObject({
      previousPaidOutTokens: 70,
      remainingUnpaidTokens: (await m.balance(creatorId)) / 100,
    });
  });

  test('done is refused when the balance no longer covers the request', async () => {
    await put('/performers/payment-gateway-settings', creator, {
      key: 'paypal',
      value: { email: 'pay@example.com', phoneNumber: '555' },
    });
    expect((await m.get('/performers/payment-gateway-settings', creator)).json().data).toMatchObject({
      key: 'paypal',
      value: { email: 'pay@example.com' },
    });
    // more earnings, so the whole balance is above the minimum
    const fan = await newFan(t.app, 'refundbiz');
    await m.topUp(fan.token, await m.addCard(fan.token), 100);
    await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 100 });
    const balance = await m.balance(creatorId);
    const created = await m.post('/payout-requests', creator, {
      requestTokens: balance / 100,
      paymentAccountType: 'paypal',
    });
    expect(created.statusCode).toBe(200);
    // the creator's balance drops behind the request (as a refund would)
    await t.app.db.transaction(async () => {
      await t.app.db
        .prepare('UPDATE users SET balanceCents = balanceCents - 100 WHERE id = ?')
        .run(creatorId);
      await t.app.db
        .prepare(
          "INSERT INTO ledger_entries (id, transactionId, accountId, amountCents, kind, createdAt) VALUES ('x1', 'tx-test', ?, -100, 'refund', ?), ('x2', 'tx-test', 'platform', 100, 'refund', ?)",
        )
        .run(creatorId, new Date().toISOString(), new Date().toISOString());
    })();
    const out: string[] = [];
    expect(await runPayoutsCli(['done', created.json().data._id], t, (l) => out.push(l))).toBe(1);
    expect(out.join('\n')).toMatch(/no longer covers this payout/);
    expect(await m.balance(creatorId)).toBe(balance - 100);
    expect(
      (await m.get(`/payout-requests/${created.json().data._id}/view`, creator)).json().data.status,
    ).toBe('pending');
  });

  test('without Stripe, nothing about Stripe Connect answers', async () => {
    const res = await m.post('/stripe/accounts', creator, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Stripe is not configured on this site');
    expect((await m.get('/stripe/accounts/me', creator)).statusCode).toBe(404);
  });
});
