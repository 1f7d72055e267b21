// The Stripe adapter (issue 9) against recorded Stripe responses (no network reaches Stripe here): cards saved
// from Elements, PaymentIntents that succeed, need 3-D Secure or are declined, and a webhook whose signature is
// made with the SDK's own test-header helper. A forged or replayed event moves nothing.
import Stripe from 'stripe';
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';
import { StripeGateway } from '@api/payments/stripe';

jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'whsec_test_secret';
const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_3ds: { brand: 'visa', last4: '3184' },
  pm_card_declined: { brand: 'visa', last4: '0002' },
};

/** Recorded answers of the Stripe API, by method and path; every request is kept for assertions. */
function recordedStripe() {
  const requests: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | null }[] =
    [];
  const intents = new Map<string, Record<string, unknown>>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${requests.length}` },
    });
  const fetchFn = (async (url: string, init: RequestInit) => {
    const { pathname } = new URL(url);
    const body = new URLSearchParams(String(init.body ?? ''));
    const headers = new Headers(init.headers as HeadersInit);
    requests.push({
      method: init.method ?? 'GET',
      path: pathname,
      body,
      idempotencyKey: headers.get('idempotency-key'),
    });
    if (pathname === '/v1/customers') return json(200, { id: 'cus_test_1', object: 'customer' });
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(pathname);
    if (attach) {
      const card = CARDS[attach[1]];
      if (!card)
        return json(400, { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } });
      return json(200, {
        id: attach[1],
        object: 'payment_method',
        customer: body.get('customer'),
        billing_details: { name: 'Test Fan' },
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 },
      });
    }
    if (pathname === '/v1/payment_intents' && init.method === 'POST') {
      const pm = body.get('payment_method');
      const id = `pi_${requests.length}`;
      if (pm === 'pm_card_declined') {
        return json(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: { id, status: 'requires_payment_method' },
          },
        });
      }
      const offSession = body.get('off_session') === 'true';
      const status =
        pm === 'pm_card_3ds' ? (offSession ? 'requires_action' : 'requires_action') : 'succeeded';
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        status,
        client_secret: `${id}_secret_x`,
      };
      intents.set(id, intent);
      return json(200, intent);
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(pathname);
    if (one) {
      const intent = intents.get(one[1]);
      if (!intent)
        return json(404, { error: { type: 'invalid_request_error', message: 'No such PaymentIntent' } });
      if (one[2]) intent.status = 'canceled';
      return json(200, intent);
    }
    if (pathname === '/v1/accounts' && init.method === 'POST') {
      return json(200, {
        id: 'acct_test_1',
        object: 'account',
        type: body.get('type'),
        email: body.get('email'),
        details_submitted: false,
        payouts_enabled: false,
      });
    }
    if (pathname === '/v1/accounts/acct_test_1') {
      const onboarded = requests.some((r) => r.path === '/v1/account_links');
      return json(200, {
        id: 'acct_test_1',
        object: 'account',
        details_submitted: onboarded,
        payouts_enabled: onboarded,
      });
    }
    if (pathname === '/v1/account_links') {
      return json(200, {
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/${body.get('account')}/onboard`,
        expires_at: 1,
      });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `unrecorded ${pathname}` } });
  }) as unknown as typeof fetch;
  return { fetchFn, requests, intents };
}

describe('Stripe gateway', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let stripe: ReturnType<typeof recordedStripe>;
  const signer = new Stripe('sk_test_signer');
  beforeAll(async () => {
    stripe = recordedStripe();
    t = await makeApp({
      config: {
        stripeSecretKey: 'sk_test_123',
        stripePublishableKey: 'pk_test_123',
        stripeWebhookSecret: WEBHOOK_SECRET,
        authRateLimitMax: 1000,
      },
      stripeFetch: stripe.fetchFn,
    });
    m = money(t.app);
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await m.ledgerOk()).toMatchObject({ ok: true }));

  const webhook = (event: Record<string, unknown>, signature?: string) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/payment/stripe/callhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature':
          signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };
  const saveCard = async (token: string, paymentMethodId: string) => {
    const res = await m.post('/stripe/cards', token, { paymentMethodId });
    expect(res.statusCode).toBe(200);
    return res.json().data._id as string;
  };

  test('the public settings name Stripe and its publishable key; sandbox cards are refused', async () => {
    const settings = (await m.get('/settings/public', null)).json().data;
    expect(settings).toMatchObject({ paymentGateway: 'stripe', stripePublishableKey: 'pk_test_123' });
    const fan = await newFan(t.app, 'stripefan');
    const sandbox = await m.post('/sandbox/cards', fan.token, {
      number: '4242 4242 4242 4242',
      holderName: 'X',
      month: 1,
      year: 2030,
      cvc: '123',
    });
    expect(sandbox.statusCode).toBe(422);
  });

  test('a card saved from Elements is attached to the fan’s customer; only brand, last four and expiry come back', async () => {
    const fan = await newFan(t.app, 'stripecard');
    const res = await m.post('/stripe/cards', fan.token, { paymentMethodId: 'pm_card_visa' });
    expect(res.json().data).toMatchObject({
      brand: 'Visa',
      last4Digits: '4242',
      month: 12,
      year: 2030,
      paymentGateway: 'stripe',
    });
    expect(stripe.requests.some((r) => r.path === '/v1/customers')).toBe(true);
    expect((await m.post('/stripe/cards', fan.token, { paymentMethodId: 'not-a-pm' })).statusCode).toBe(422);
  });

  test('a top-up charges a PaymentIntent with our payment id as idempotency key and credits the wallet', async () => {
    const fan = await newFan(t.app, 'stripetop');
    const cardId = await saveCard(fan.token, 'pm_card_visa');
    const res = await m.post('/payment/wallet/top-up', fan.token, {
      amount: 25,
      paymentGateway: 'stripe',
      cardId,
    });
    expect(res.json().data).toMatchObject({ status: 'success', totalPrice: 25 });
    expect(await m.balance(fan.id)).toBe(2500);
    const create = stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(create.body.get('amount')).toBe('2500');
    expect(create.body.get('currency')).toBe('usd');
    expect(create.idempotencyKey).toBe(`charge-${res.json().data._id}`);
  });

  test('a declined card answers its message and moves nothing', async () => {
    const fan = await newFan(t.app, 'stripedecl');
    const cardId = await saveCard(fan.token, 'pm_card_declined');
    const res = await m.post('/payment/wallet/top-up', fan.token, {
      amount: 25,
      paymentGateway: 'stripe',
      cardId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Your card was declined.');
    expect(await m.balance(fan.id)).toBe(0);
  });

  test('3-D Secure: stripe_confirm_payment reaches the payer; the signed webhook completes the payment once', async () => {
    const fan = await newFan(t.app, 'stripe3ds');
    const cardId = await saveCard(fan.token, 'pm_card_3ds');
    const emitted: { id: string; event: string; data: Record<string, unknown> }[] = [];
    const spy = jest
      .spyOn(t.app, 'emitToUser')
      .mockImplementation((id, event, data) => void emitted.push({ id, event, data: data as never }));
    const res = await m.post('/payment/subscribe/performers', fan.token, {
      type: 'monthly',
      performerId: await userId(t.app, 'demo-creator'),
      paymentGateway: 'stripe',
      cardId,
    });
    expect(res.json().data.status).toBe('require_authentication');
    const confirm = emitted.find((e) => e.event === 'stripe_confirm_payment');
    expect(confirm?.id).toBe(fan.id);
    expect(String(confirm?.data.stripeClientSecret)).toMatch(/^pi_\d+_secret_x$/);
    const intentId = String(confirm?.data.stripeClientSecret).replace(/_secret_x$/, '');

    // a forged signature is refused and moves nothing
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    };
    expect((await webhook(event, 't=1,v1=forged')).statusCode).toBe(400);
    expect((await m.get('/performers/demo-creator', fan.token)).json().data.isSubscribed).toBe(false);

    const before = await m.balance(await userId(t.app, 'demo-creator'));
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await m.get('/performers/demo-creator', fan.token)).json().data.isSubscribed).toBe(true);
    expect((await m.balance(await userId(t.app, 'demo-creator'))) - before).toBe(799);
    // Stripe retries webhooks: the same event again pays nothing twice
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await m.balance(await userId(t.app, 'demo-creator'))) - before).toBe(799);
    expect(emitted.some((e) => e.event === 'payment_status_callback' && e.id === fan.id)).toBe(true);
    spy.mockRestore();
  });

  test('the payer’s own confirmation after 3-D Secure completes it too', async () => {
    const fan = await newFan(t.app, 'stripeconf');
    const cardId = await saveCard(fan.token, 'pm_card_3ds');
    const res = await m.post('/payment/wallet/top-up', fan.token, {
      amount: 10,
      paymentGateway: 'stripe',
      cardId,
    });
    const payment = res.json().data;
    expect(payment.status).toBe('require_authentication');
    // the browser's confirmCardPayment succeeded: Stripe now reports the intent as succeeded
    const intentId = String(payment.stripeClientSecret).replace(/_secret_x$/, '');
    stripe.intents.get(intentId)!.status = 'succeeded';
    const confirmed = await m.post(`/payment/transactions/${payment._id}/confirm`, fan.token, {
      approve: true,
    });
    expect(confirmed.json().data.status).toBe('success');
    expect(await m.balance(fan.id)).toBe(1000);
  });

  test('renewals charge off-session: a card that asks for 3-D Secure then fails instead of waiting', async () => {
    const gateway = new StripeGateway({
      secretKey: 'sk_test_123',
      webhookSecret: WEBHOOK_SECRET,
      fetch: stripe.fetchFn,
    });
    const ok = await gateway.charge({
      amountCents: 999,
      card: { token: 'pm_card_visa', customerId: 'cus_test_1' },
      description: 'Renewal',
      paymentId: 'p1',
      offSession: true,
    });
    expect(ok.status).toBe('succeeded');
    expect(stripe.requests.at(-1)!.body.get('off_session')).toBe('true');
    const asks = await gateway.charge({
      amountCents: 999,
      card: { token: 'pm_card_3ds', customerId: 'cus_test_1' },
      description: 'Renewal',
      paymentId: 'p2',
      offSession: true,
    });
    expect(asks).toMatchObject({ status: 'declined', message: expect.stringContaining('confirmation') });
  });

  test('a creator connects a Stripe account: one account, an onboarding link back to the banking page', async () => {
    const creator = await login(t.app, 'demo-creator');
    expect((await m.get('/stripe/accounts/me', creator)).json().data).toBeNull();
    const first = await m.post('/stripe/accounts', creator, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      accountId: 'acct_test_1',
      url: 'https://connect.stripe.com/setup/e/acct_test_1/onboard',
      detailsSubmitted: false,
    });
    const created = stripe.requests.filter((r) => r.path === '/v1/accounts' && r.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0].body.get('type')).toBe('express');
    const link = stripe.requests.find((r) => r.path === '/v1/account_links')!;
    expect(link.body.get('return_url')).toMatch(/\/creator\/banking\?stripe=return$/);
    // again: the same account, a fresh link; the status follows Stripe
    const again = await m.post('/stripe/accounts', creator, {});
    expect(again.json().data.accountId).toBe('acct_test_1');
    expect(stripe.requests.filter((r) => r.path === '/v1/accounts' && r.method === 'POST')).toHaveLength(1);
    expect((await m.get('/stripe/accounts/me', creator)).json().data).toMatchObject({
      accountId: 'acct_test_1',
      payoutsEnabled: true,
    });
    // fans cannot
    const fan = await newFan(t.app, 'noconnect');
    expect((await m.post('/stripe/accounts', fan.token, {})).statusCode).toBe(403);
  });
});
