// Issue 11 (API): conversations and messages with their permission matrix (only members read, send or
// delete), the subscription and block rules with the reference's words, clientId dedupe under parallel repeats,
// catch-up after a message, read marks, rate limits, and paid messages locked until bought.
import { login, makeApp, tinyJpeg, type TestApp } from './helpers/app';
import { fields, file, sendForm } from './helpers/assets';
import { userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';

jest.setTimeout(60_000);

describe('messaging', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let fan: string; // demo-fan: subscribed to demo-creator in the demo data
  let creator: string;
  let creatorId: string;
  let fanId: string;
  let conversationId: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 1000, messageRateMax: 1000 } });
    m = money(t.app);
    fan = await login(t.app, 'demo-fan');
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
    fanId = await userId(t.app, 'demo-fan');
    const open = await m.post('/conversations', fan, { source: 'performer', sourceId: creatorId });
    expect(open.statusCode).toBe(200);
    conversationId = open.json().data._id;
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await m.ledgerOk()).toMatchObject({ ok: true }));

  const send = (token: string, body: Record<string, unknown>, id = conversationId) =>
    m.post(`/messages/conversations/${id}`, token, body);
  const del = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/messages/${id}`, headers: { authorization: token } });

  test('opening a conversation twice gives the same one; who may open one with whom', async () => {
    const again = await m.post('/conversations', creator, { source: 'user', sourceId: fanId });
    expect(again.json().data).toMatchObject({
      _id: conversationId,
      isSubscribed: true,
      isBlocked: false,
      recipientInfo: { username: 'demo-fan', verifiedAccount: false },
    });
    expect((await m.get(`/conversations/${conversationId}`, fan)).json().data.recipientInfo).toMatchObject({
      username: 'demo-creator',
      verifiedAccount: true,
    });
    const other = await newFan(t.app, 'otherfan');
    expect(
      (await m.post('/conversations', fan, { source: 'user', sourceId: other.id })).json(),
    ).toMatchObject({
      statusCode: 403,
      message: 'Fans can only message creators',
    });
    const c1 = await userId(t.app, 'creator-01');
    expect((await m.post('/conversations', creator, { source: 'performer', sourceId: c1 })).statusCode).toBe(
      403,
    );
    expect((await m.post('/conversations', fan, { source: 'user', sourceId: fanId })).statusCode).toBe(422);
    expect(
      (await m.post('/conversations', fan, { source: 'performer', sourceId: 'a'.repeat(24) })).statusCode,
    ).toBe(404);
    expect(
      (await m.post('/conversations', null, { source: 'performer', sourceId: creatorId })).statusCode,
    ).toBe(401);
    // an unknown field is dropped, never refused (issue 20 item 9): the same conversation opens
    const withUnknown = await m.post('/conversations', fan, {
      source: 'performer',
      sourceId: creatorId,
      x: 1,
    });
    expect(withUnknown.statusCode).toBe(200);
    expect(withUnknown.body).not.toContain('"x"');
  });

  test('members talk both ways; nobody else reads, sends or deletes', async () => {
    const a = await send(fan, { text: 'Hello!', clientId: 'c0ffee00-0000-4000-8000-000000000001' });
    expect(a.statusCode).toBe(200);
    expect(a.json().data).toMatchObject({ text: 'Hello!', senderId: fanId, type: 'text', isDeleted: false });
    const b = await send(creator, { text: 'Hi there <b>fan</b>' });
    expect(b.json().data.text).toBe('Hi there <b>fan</b>'); // stored as text; the client shows it as text
    const page = (await m.get(`/messages/conversations/${conversationId}?limit=25`, fan)).json().data;
    expect(page.data.map((x: { text: string }) => x.text).slice(0, 2)).toEqual([
      'Hi there <b>fan</b>',
      'Hello!',
    ]);
    const outsider = (await newFan(t.app, 'outsider')).token;
    expect((await m.get(`/messages/conversations/${conversationId}`, outsider)).statusCode).toBe(403);
    expect((await m.get(`/conversations/${conversationId}`, outsider)).statusCode).toBe(403);
    expect((await send(outsider, { text: 'let me in' })).statusCode).toBe(403);
    expect((await del(outsider, a.json().data._id)).statusCode).toBe(403);
    expect((await m.get(`/conversations/${'b'.repeat(24)}`, fan)).statusCode).toBe(404);
    // the list: the outsider has none, the fan has this one
    expect((await m.get('/conversations', outsider)).json().data.total).toBe(0);
    const list = (await m.get('/conversations?keyword=demo', fan)).json().data;
    expect(list.data[0]).toMatchObject({ _id: conversationId, lastMessage: 'Hi there <b>fan</b>' });
    expect((await m.get('/conversations/search?keyword=nobody-like-this', fan)).json().data.total).toBe(0);
  });

  test('a retried send (same clientId), even 10 at once, stores one message', async () => {
    const clientId = 'c0ffee00-0000-4000-8000-0000000000aa';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(fan, { text: 'once only', clientId })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const ids = new Set(answers.map((r) => r.json().data._id));
    expect(ids.size).toBe(1);
    const count = (await t.app.db
      .prepare('SELECT COUNT(*) AS n FROM messages WHERE clientId = ?')
      .get(clientId)) as {
      n: number;
    };
    expect(count.n).toBe(1);
  });

  test('catch-up: what came after a message, oldest first; read marks and the badge', async () => {
    const first = (await send(fan, { text: 'one' })).json().data._id;
    await send(fan, { text: 'two' });
    await send(fan, { text: 'three' });
    const after = (await m.get(`/messages/conversations/${conversationId}?after=${first}`, creator)).json()
      .data;
    expect(after.data.map((x: { text: string }) => x.text)).toEqual(['two', 'three']);
    expect((await m.get('/messages/total-unread-messages', creator)).json().data.total).toBe(1);
    const conv = (await m.get(`/conversations/${conversationId}`, creator)).json().data;
    expect(conv.totalNotSeenMessages).toBeGreaterThanOrEqual(3);
    expect((await m.post(`/messages/read-all/${conversationId}`, creator)).statusCode).toBe(200);
    expect((await m.get('/messages/total-unread-messages', creator)).json().data.total).toBe(0);
  });

  test('the sender deletes their own message; the other side sees "Message deleted"', async () => {
    const id = (await send(fan, { text: 'oops' })).json().data._id;
    expect((await del(creator, id)).json()).toMatchObject({
      statusCode: 403,
      message: 'You can only delete your own messages',
    });
    const gone = await del(fan, id);
    expect(gone.json().data).toMatchObject({ isDeleted: true, text: 'Message deleted' });
    const seen = (await m.get(`/messages/conversations/${conversationId}`, creator)).json().data.data;
    expect(seen.find((x: { _id: string }) => x._id === id)).toMatchObject({ text: 'Message deleted' });
    expect((await del(fan, 'c'.repeat(24))).statusCode).toBe(404);
  });

  test('a fan without a subscription, or blocked, cannot write (the reference words)', async () => {
    const stranger = await newFan(t.app, 'nosub');
    const open = (
      await m.post('/conversations', stranger.token, { source: 'performer', sourceId: creatorId })
    ).json().data;
    expect(open).toMatchObject({ isSubscribed: false, isBlocked: false });
    expect((await send(stranger.token, { text: 'hi' }, open._id)).json()).toMatchObject({
      statusCode: 403,
      message: 'Please subscribe to this creator to start the conversation!',
    });
    // the creator can still write to that fan
    expect((await send(creator, { text: 'Welcome!' }, open._id)).statusCode).toBe(200);
    await t.app.repos.blocks.upsert(creatorId, fanId, 'test', new Date().toISOString());
    try {
      expect((await m.get(`/conversations/${conversationId}`, fan)).json().data.isBlocked).toBe(true);
      expect((await send(fan, { text: 'hi' })).json()).toMatchObject({
        statusCode: 403,
        message: 'This creator has blocked you!',
      });
    } finally {
      await t.app.db.prepare('DELETE FROM blocks WHERE sourceId = ? AND targetId = ?').run(creatorId, fanId);
    }
  });

  test('bad input: empty, too long, too many files, foreign files, unknown fields', async () => {
    expect((await send(fan, { text: '   ' })).json()).toMatchObject({
      statusCode: 422,
      message: 'Please enter a message or attach a file',
    });
    expect((await send(fan, { text: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect(
      (await send(fan, { text: 'x', fileIds: Array.from({ length: 7 }, (_, i) => `${i}`.repeat(24)) }))
        .statusCode,
    ).toBe(422);
    expect((await send(fan, { text: 'x', fileIds: ['d'.repeat(24)] })).json().message).toBe(
      'Attachment not found: upload it again',
    );
    // an unknown field is dropped (issue 20 item 9): the refusal is about the empty text, never about it
    const unknown = await send(fan, { text: '', evil: true });
    expect(unknown.json()).toMatchObject({
      statusCode: 422,
      message: 'Please enter a message or attach a file',
    });
    expect((await send(fan, { text: 'x', price: Number.NaN })).statusCode).toBe(422);
    expect((await send(fan, { text: 'x', price: 5 })).statusCode).toBe(403);
  });

  test('a paid message: locked media without a URL until the fan buys it once', async () => {
    const jpeg = await tinyJpeg();
    const up = await sendForm(t.app, 'POST', '/messages/public/file/photo', creator, [
      ...fields({}),
      file('file', jpeg, 'secret.jpg', 'image/jpeg'),
    ]);
    expect(up.statusCode).toBe(200);
    const fileId = up.json().data._id as string;
    expect((await send(creator, { text: 'Just for you', price: 5 })).json().message).toBe(
      'A paid message needs at least one photo or video',
    );
    expect((await send(creator, { text: 'x', fileIds: [fileId], price: 0.5 })).json().message).toBe(
      'Minimum price of a message is $1',
    );
    const paid = (await send(creator, { text: 'Just for you', fileIds: [fileId], price: 5 })).json().data;
    expect(paid).toMatchObject({ isSale: true, price: 5, isBought: true });
    expect(paid.files[0].url).toMatch(/^http/);
    // the fan sees the text and a blurred preview, no URL
    const locked = (await m.get(`/messages/conversations/${conversationId}`, fan)).json().data.data[0];
    expect(locked).toMatchObject({ _id: paid._id, isBought: false, text: 'Just for you' });
    expect(locked.files[0].url).toBeNull();
    expect(JSON.stringify(locked)).not.toContain('secret.jpg');
    // a file already sent cannot be attached again
    expect((await send(creator, { text: 'again', fileIds: [fileId] })).statusCode).toBe(422);
    // buying: an outsider cannot, the fan can once
    const rich = await newFan(t.app, 'richoutsider');
    await m.topUp(rich.token, await m.addCard(rich.token), 50);
    expect((await m.post(`/wallet/charges/message/${paid._id}`, rich.token)).statusCode).toBe(403);
    const before = await m.balance(creatorId);
    const fanBefore = await m.balance(fanId);
    const bought = await m.post(`/wallet/charges/message/${paid._id}`, fan, {}, 'buy-message-1');
    expect(bought.statusCode).toBe(200);
    expect(bought.json().data.item).toMatchObject({ _id: paid._id, isBought: true });
    expect(bought.json().data.item.files[0].url).toMatch(/^http/);
    expect(await m.balance(fanId)).toBe(fanBefore - 500);
    expect(await m.balance(creatorId)).toBe(before + 400);
    const earning = await t.app.db
      .prepare("SELECT type, grossCents, netCents FROM earnings WHERE performerId = ? AND type = 'message'")
      .get(creatorId);
    expect(earning).toEqual({ type: 'message', grossCents: 500, netCents: 400 });
    // replay with the same key answers the same; a new attempt is refused
    expect((await m.post(`/wallet/charges/message/${paid._id}`, fan, {}, 'buy-message-1')).statusCode).toBe(
      200,
    );
    expect((await m.post(`/wallet/charges/message/${paid._id}`, fan)).json().message).toBe(
      'You have already unlocked this item',
    );
    expect(await m.balance(fanId)).toBe(fanBefore - 500);
    const open = (await m.get(`/messages/conversations/${conversationId}`, fan)).json().data.data[0];
    expect(open.files[0].url).toMatch(/^http/);
    const status = await m.get(`/messages/${paid._id}/file/${fileId}/status`, fan);
    expect(status.json().data).toMatchObject({ _id: fileId });
  });
});

describe('messaging limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 1000, messageRateMax: 3, messageRateWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  test('a sender beyond the rate gets 429 with a clear message, nothing stored', async () => {
    const m = money(t.app);
    const fan = await login(t.app, 'demo-fan');
    const id = (
      await m.post('/conversations', fan, {
        source: 'performer',
        sourceId: await userId(t.app, 'demo-creator'),
      })
    ).json().data._id;
    for (let i = 0; i < 3; i += 1)
      expect((await m.post(`/messages/conversations/${id}`, fan, { text: `m${i}` })).statusCode).toBe(200);
    const refused = await m.post(`/messages/conversations/${id}`, fan, { text: 'too many' });
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: 'You are sending messages too fast. Please wait a moment and try again.',
    });
    const n = (await t.app.db
      .prepare('SELECT COUNT(*) AS n FROM messages WHERE conversationId = ?')
      .get(id)) as {
      n: number;
    };
    expect(n.n).toBe(3);
  });
});
