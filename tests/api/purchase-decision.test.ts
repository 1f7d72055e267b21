// Issue 20 item 5: one purchase decision. A fan blocked by a creator can buy nothing of theirs, whatever the
// kind: tips (profile and live), unlocks of posts, videos and galleries, product orders, subscriptions (paid and
// free trial), paid messages, paid live sessions, private show requests and the acceptance of one asked before
// the block. Nothing moves: the fan's balance stays, the ledger holds.
import { login, makeApp, tinyJpeg, type TestApp } from './helpers/app';
import { fields, file, sendForm } from './helpers/assets';
import { userId } from './helpers/feeds';
import { money, newFan, subscribeFan } from './helpers/money';

jest.setTimeout(60_000);

const BLOCKED = { statusCode: 403, message: 'You have been blocked by this creator' };

describe('a blocked fan buys nothing from the blocking creator', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let creator: string;
  let creatorId: string;
  let fan: { id: string; token: string };
  let cardId: string;
  const ids: Record<string, string> = {};

  const firstFor = async (table: string) =>
    (
      (await t.app.db
        .prepare(`SELECT id FROM ${table} WHERE performerId = ? AND status = 'active' LIMIT 1`)
        .get(creatorId)) as { id: string }
    ).id;

  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 1000 } });
    m = money(t.app);
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
    fan = await newFan(t.app, 'blockedbuyer');
    await subscribeFan(t.app, fan.id, creatorId);
    cardId = await m.addCard(fan.token);
    expect((await m.topUp(fan.token, cardId, 100)).statusCode).toBe(200);

    // one of each for sale
    for (const table of ['feeds', 'videos', 'galleries']) {
      ids[table] = await firstFor(table);
      await t.app.db.prepare(`UPDATE ${table} SET isSale = 1, priceCents = 500 WHERE id = ?`).run(ids[table]);
    }
    ids.product = await firstFor('products');
    await t.app.db.prepare('UPDATE products SET priceCents = 500, stock = 10 WHERE id = ?').run(ids.product);
    // a paid message in their conversation
    const conversation = (
      await m.post('/conversations', fan.token, { source: 'performer', sourceId: creatorId })
    ).json().data._id as string;
    const up = await sendForm(t.app, 'POST', '/messages/public/file/photo', creator, [
      ...fields({}),
      file('file', await tinyJpeg(), 'secret.jpg', 'image/jpeg'),
    ]);
    ids.message = (
      await m.post(`/messages/conversations/${conversation}`, creator, {
        text: 'For you',
        fileIds: [up.json().data._id],
        price: 5,
      })
    ).json().data._id;
    // a paid live on the air
    const goLive = await m.post('/streaming/live', creator, {
      title: 'Paid',
      description: 'Paid live',
      isFree: false,
      price: 5,
    });
    expect(goLive.json()).toMatchObject({ status: 0 });
    const live = goLive.json().data;
    ids.stream = live.stream._id;
    ids.streamChat = live.conversation._id;
    await t.app.repos.streams.setStreaming(ids.stream, true, new Date().toISOString());
    // a private show asked before the block
    await t.app.repos.users.setOnline(creatorId, true, new Date().toISOString());
    const asked = await m.post(`/streaming/private-chat/${creatorId}`, fan.token);
    expect(asked.statusCode).toBe(200);
    ids.privateChat = asked.json().data.conversation._id;

    expect((await m.post('/block/users', creator, { targetId: fan.id, reason: 'spam' })).statusCode).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  test.each([
    ['a tip', () => m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 10 }, 'k-tip')],
    ['a post', () => m.post(`/wallet/charges/feed/${ids.feeds}`, fan.token, {}, 'k-feed')],
    ['a video', () => m.post(`/wallet/charges/video/${ids.videos}`, fan.token, {}, 'k-video')],
    ['a gallery', () => m.post(`/wallet/charges/gallery/${ids.galleries}`, fan.token, {}, 'k-gallery')],
    ['a product', () => m.post(`/wallet/charges/product/${ids.product}`, fan.token, {}, 'k-product')],
    ['a paid message', () => m.post(`/wallet/charges/message/${ids.message}`, fan.token, {}, 'k-message')],
    [
      'a monthly subscription',
      () =>
        m.post(
          '/payment/subscribe/performers',
          fan.token,
          { type: 'monthly', performerId: creatorId, paymentGateway: 'sandbox', cardId },
          'k-sub',
        ),
    ],
    [
      'a free trial',
      () =>
        m.post(
          '/payment/subscribe/performers',
          fan.token,
          { type: 'free', performerId: creatorId },
          'k-free',
        ),
    ],
    ['a paid live', () => m.post(`/wallet/charges/stream/${ids.stream}`, fan.token, {}, 'k-stream')],
    ['a private show', () => m.post(`/streaming/private-chat/${creatorId}`, fan.token, {}, 'k-private')],
  ])('%s: 403 with the block wording, nothing charged', async (_kind, buy) => {
    const before = await m.balance(fan.id);
    const res = await buy();
    expect(res.json()).toMatchObject(BLOCKED);
    expect(await m.balance(fan.id)).toBe(before);
    expect(await m.ledgerOk()).toMatchObject({ ok: true });
  });

  test('a live tip: refused, nothing charged', async () => {
    const before = await m.balance(fan.id);
    const res = await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, {
      price: 10,
      conversationId: ids.streamChat,
      streamType: 'stream_public',
    });
    expect(res.statusCode).toBe(403);
    expect(await m.balance(fan.id)).toBe(before);
  });

  test('the creator cannot accept the private show the fan asked for before the block', async () => {
    const before = await m.balance(fan.id);
    const res = await m.get(`/streaming/private-chat/${ids.privateChat}`, creator);
    expect(res.statusCode).toBe(422);
    expect(await m.balance(fan.id)).toBe(before);
    expect(await t.app.repos.streams.byConversation(ids.privateChat)).toMatchObject({ endReason: 'blocked' });
    expect(await m.ledgerOk()).toMatchObject({ ok: true });
  });
});
