// Issue 23 refunds: an operator refunds a wallet purchase or a subscription period through the ledger (the
// ledger stays balanced), once (a retry with the same Idempotency-Key replays, another refund is 409), the fan
// is mailed, and a creator who already withdrew never goes negative: the platform covers the rest.
import { move, gatewayAccount } from '@api/services/ledger';
import { makeApp, outboxFor, type TestApp } from './helpers/app';
import { enrolAdmin, get } from './helpers/admin';
import { userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';

jest.setTimeout(120_000);

describe('operator refunds', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let admin: string;
  let creatorId: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    m = money(t.app);
    admin = (await enrolAdmin(t.app)).token;
    creatorId = await userId(t.app, 'demo-creator');
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await m.ledgerOk()).toMatchObject({ ok: true }));

  const one = async <T>(sql: string, ...args: unknown[]) => (await t.app.db.prepare(sql).get(...args)) as T;
  const refund = (kind: string, id: string, key: string, note = 'Goodwill') =>
    m.post(`/admin/refunds/${kind}/${id}`, admin, { note }, key);
  const fanWithPurchase = async (name: string) => {
    const fan = await newFan(t.app, name);
    const card = await m.addCard(fan.token);
    await m.topUp(fan.token, card, 100);
    const post = await one<{ id: string; priceCents: number }>(
      "SELECT id, priceCents FROM feeds WHERE performerId = ? AND isSale = 1 AND priceCents > 0 AND type IN ('photo','video') LIMIT 1",
      creatorId,
    );
    expect((await m.post(`/wallet/charges/feed/${post.id}`, fan.token)).statusCode).toBe(200);
    const tx = await one<{ id: string }>(
      "SELECT id FROM wallet_transactions WHERE userId = ? AND targetId = ? AND status = 'success'",
      fan.id,
      post.id,
    );
    return { fan, post, txId: tx.id };
  };

  test('a purchase is refunded to the wallet once: the post locks again, the fan is mailed, audited', async () => {
    const { fan, post, txId } = await fanWithPurchase('refundfan');
    const fanBefore = await m.balance(fan.id);
    const creatorBefore = await m.balance(creatorId);
    const res = await refund('purchase', txId, 'refund-1');
    expect(res.statusCode).toBe(200);
    const net = creatorBefore - (await m.balance(creatorId));
    expect(res.json().data).toMatchObject({
      kind: 'purchase',
      id: txId,
      status: 'refunded',
      fanId: fan.id,
      performerId: creatorId,
      amount: post.priceCents / 100,
      fromPerformer: net / 100,
      subscriptionEnded: false,
    });
    expect(net).toBeGreaterThan(0);
    expect((await m.balance(fan.id)) - fanBefore).toBe(post.priceCents);
    expect((await m.get(`/user/feeds/${post.id}`, fan.token)).json().data.isBought).toBe(false);
    const fanEmail = (await t.app.repos.users.findById(fan.id))!.email as string;
    expect((await outboxFor(t.app, fanEmail)).map((mail: { subject: string }) => mail.subject)).toContain(
      `You have been refunded $${(post.priceCents / 100).toFixed(2)}`,
    );

    // the same key replays the answer and moves nothing; another refund is refused
    const replay = await refund('purchase', txId, 'refund-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());
    const twice = await refund('purchase', txId, 'refund-2');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This payment is already refunded');
    expect((await m.balance(fan.id)) - fanBefore).toBe(post.priceCents);

    const audit = (
      await get(t.app, `/admin/audit?targetKind=wallet_transaction&targetId=${txId}`, admin)
    ).json().data;
    expect(audit.data).toMatchObject([
      {
        action: 'refund.purchase',
        before: { status: 'success' },
        after: { status: 'refunded' },
        note: 'Goodwill',
      },
    ]);
  });

  test('a creator who already withdrew is not taken below zero: the platform covers the refund', async () => {
    const { fan, post, txId } = await fanWithPurchase('withdrawnfan');
    // the creator's whole balance leaves (as a payout done would)
    const all = await m.balance(creatorId);
    await move(t.app, {
      kind: 'payout',
      legs: [
        { accountId: creatorId, amountCents: -all },
        { accountId: gatewayAccount('bank'), amountCents: all },
      ],
    });
    const fanBefore = await m.balance(fan.id);
    const res = await refund('purchase', txId, 'refund-3');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fromPerformer: 0, fromPlatform: post.priceCents / 100 });
    expect(await m.balance(creatorId)).toBe(0);
    expect((await m.balance(fan.id)) - fanBefore).toBe(post.priceCents);
  });

  test('a subscription period is refunded to the wallet and its access ends; other payments are refused', async () => {
    const fan = await newFan(t.app, 'subrefund');
    const card = await m.addCard(fan.token);
    const sub = await m.post('/payment/subscribe/performers', fan.token, {
      type: 'monthly',
      performerId: creatorId,
      paymentGateway: 'sandbox',
      cardId: card,
    });
    expect(sub.statusCode).toBe(200);
    const payment = await one<{ id: string; totalPriceCents: number }>(
      "SELECT id, totalPriceCents FROM payment_transactions WHERE userId = ? AND type = 'monthly_subscription'",
      fan.id,
    );
    expect((await m.get('/performers/demo-creator', fan.token)).json().data.isSubscribed).toBe(true);
    const creatorBefore = await m.balance(creatorId);
    const res = await refund('subscription', payment.id, 'refund-4');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ amount: payment.totalPriceCents / 100, subscriptionEnded: true });
    expect(await m.balance(fan.id)).toBe(payment.totalPriceCents);
    expect(creatorBefore - (await m.balance(creatorId))).toBe(
      Math.round(res.json().data.fromPerformer * 100),
    );
    expect((await m.get('/performers/demo-creator', fan.token)).json().data.isSubscribed).toBe(false);
    expect((await refund('subscription', payment.id, 'refund-5')).statusCode).toBe(409);

    const topUp = await one<{ id: string }>(
      "SELECT id FROM payment_transactions WHERE type = 'token_package' AND status = 'success' LIMIT 1",
    );
    expect((await refund('subscription', topUp.id, 'refund-6')).statusCode).toBe(422);
    expect((await refund('purchase', '0123456789abcdef01234567', 'refund-7')).statusCode).toBe(404);
    expect((await refund('order', payment.id, 'refund-8')).statusCode).toBe(422);
  });
});
