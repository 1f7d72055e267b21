// Issue 20 item 21 (API): each side reads money in its own words. The fan's history names the creator of a
// private show's minutes (the stored text named the fan), a tip's message reaches the creator's earning row,
// and a subscribed fan's profile carries the subscription's state (renews on / cancelled, access until).
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money, newFan, subscribeFan } from './helpers/money';

jest.setTimeout(60_000);

describe('money in each side’s words', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let creator: string;
  let creatorId: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 1000, liveSweepMs: 0 } });
    m = money(t.app);
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
  });
  afterEach(async () => expect(await m.ledgerOk()).toMatchObject({ ok: true }));
  afterAll(() => t.close());

  async function fanWith(dollars: number) {
    const fan = await newFan(t.app, 'views');
    await subscribeFan(t.app, fan.id, creatorId);
    await m.topUp(fan.token, await m.addCard(fan.token), dollars);
    return fan;
  }

  test('a private show’s minute in the fan’s history names the creator, not the fan', async () => {
    const fan = await fanWith(20);
    await t.app.repos.users.setOnline(creatorId, true, new Date().toISOString());
    const asked = (await m.post(`/streaming/private-chat/${creatorId}`, fan.token)).json().data;
    const conversationId = asked.conversation?._id ?? asked.conversationId ?? asked._id;
    expect((await m.get(`/streaming/private-chat/${conversationId}`, creator)).statusCode).toBe(200);
    const rows = (await m.get('/wallet/charges/search?type=private_chat', fan.token)).json().data.data as {
      description: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].description).toBe('Private show with Demo Creator, minute 1 ($2.99)');
    expect(rows[0].description).not.toContain('views');
  });

  test('a tip’s message is on the creator’s earning row', async () => {
    const fan = await fanWith(20);
    const tip = await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, {
      price: 10,
      message: '  Loved the show!  ',
    });
    expect(tip.statusCode).toBe(200);
    const fanRow = (await m.get('/wallet/charges/search?type=tip', fan.token)).json().data.data[0];
    expect(fanRow.description).toBe('Tip to Demo Creator: Loved the show!');
    const rows = (
      await m.get('/performer/earning/search?type=tip&sortBy=createdAt&sort=desc', creator)
    ).json().data.data as { userId: string; note: string }[];
    expect(rows.find((r) => r.userId === fan.id)).toMatchObject({ note: 'Loved the show!' });
  });

  test('a subscribed fan’s profile says how the subscription runs; others get no such field', async () => {
    const fan = await newFan(t.app, 'profilesub');
    const profile = async (token: string | null) =>
      (await m.get('/performers/demo-creator', token)).json().data as Record<string, unknown>;
    expect((await profile(fan.token)).subscription).toBeNull();

    const now = Date.now();
    const expiredAt = new Date(now + 30 * 86_400_000).toISOString();
    const row = await t.app.repos.subscriptions.upsert(
      {
        userId: fan.id,
        performerId: creatorId,
        subscriptionType: 'monthly',
        nextRecurringDate: expiredAt,
        expiredAt,
      },
      new Date(now).toISOString(),
    );
    await t.app.repos.subscriptions.setBilling(
      row.id,
      { cardId: null, autoRenew: true, lastTransactionId: null },
      new Date().toISOString(),
    );
    expect((await profile(fan.token)).subscription).toEqual({
      subscriptionType: 'monthly',
      autoRenew: true,
      cancelled: false,
      nextRecurringDate: expiredAt,
      expiredAt,
    });

    await t.app.repos.subscriptions.cancel(row.id, new Date().toISOString());
    expect((await profile(fan.token)).subscription).toMatchObject({
      autoRenew: false,
      cancelled: true,
      nextRecurringDate: null,
      expiredAt,
    });
    expect((await profile(null)).subscription).toBeUndefined();
    expect((await profile(creator)).subscription).toBeUndefined();
  });
});
