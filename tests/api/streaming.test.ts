// Issue 12, step one (API): going live (verified creators, price rules), the join decision with the reference's
// messages, who is live now, the session's chat (members of the live only), clearing it, paid sessions bought
// once through the ledger, ending, and the permission matrix.
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';

jest.setTimeout(60_000);

describe('live sessions', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let creator: string;
  let creatorId: string;
  let fan: string; // demo-fan: subscribed to demo-creator
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 1000 } });
    m = money(t.app);
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
    fan = await login(t.app, 'demo-fan');
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await m.ledgerOk()).toMatchObject({ ok: true }));

  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { authorization: token }, payload });
  const live = (token: string, body: object) => m.post('/streaming/live', token, body);

  test('going live: creators only, verified, a paid live needs a price; the stream and its chat', async () => {
    expect((await live(fan, { title: 'x', description: 'y', isFree: true })).statusCode).toBe(403);
    expect(
      (await live(creator, { title: 'x', description: 'y', isFree: false, price: 0.5 })).json(),
    ).toMatchObject({
      statusCode: 422,
      message: 'Please set a price of at least $1 for a paid live',
    });
    expect((await live(creator, { title: '', description: 'y', isFree: true })).statusCode).toBe(400);
    const res = await live(creator, { title: 'Morning yoga', description: 'Stretch with me', isFree: true });
    expect(res.statusCode).toBe(200);
    const { stream, conversation } = res.json().data;
    expect(stream).toMatchObject({
      title: 'Morning yoga',
      isFree: true,
      isStreaming: 0,
      performerId: creatorId,
    });
    expect(conversation).toMatchObject({ _id: stream.conversationId, type: 'public' });
    // not streaming yet: nobody can join
    expect((await m.get(`/streaming/join/${creatorId}`, fan)).json()).toMatchObject({
      statusCode: 422,
      message: 'Stream is offline',
    });
    // an unverified creator is sent to verify first
    await t.app.db
      .prepare('UPDATE performers SET verifiedDocument = 0 WHERE userId = ?')
      .run(await userId(t.app, 'creator-02'));
    const unverified = await live(await login(t.app, 'creator-02'), {
      title: 'a',
      description: 'b',
      isFree: true,
    });
    expect(unverified.json().message).toBe(
      'Your ID documents are not verified yet! You could not post any content right now.',
    );
  });

  test('the join decision, the chat and the live list follow the session', async () => {
    const { stream } = (await live(creator, { title: 'Q&A', description: 'Ask me', isFree: true })).json()
      .data;
    await t.app.repos.streams.setStreaming(stream._id, true, new Date().toISOString());
    const join = await m.get(`/streaming/join/${creatorId}`, fan);
    expect(join.json().data.stream).toMatchObject({ _id: stream._id, hasPurchased: true });
    const stranger = await newFan(t.app, 'nolive');
    expect((await m.get(`/streaming/join/${creatorId}`, stranger.token)).json()).toMatchObject({
      statusCode: 403,
      message: "Please subscribe to join creator's live",
    });
    expect((await m.get(`/streaming/join/${creatorId}`, null)).statusCode).toBe(401);
    const list = (await m.get('/streaming/user/search?limit=99', null)).json().data;
    expect(list.data.map((s: { _id: string }) => s._id)).toContain(stream._id);
    // chat: the fan and the creator write, a stranger may not read or write
    const c = stream.conversationId as string;
    expect(
      (
        await m.post(`/messages/stream/${c}`, fan, {
          text: 'Hi!',
          clientId: 'c0ffee00-0000-4000-8000-0000000000f1',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await m.post(`/messages/stream/${c}`, fan, {
          text: 'Hi!',
          clientId: 'c0ffee00-0000-4000-8000-0000000000f1',
        })
      ).statusCode,
    ).toBe(200);
    expect((await m.post(`/messages/stream/${c}`, creator, { text: 'Welcome' })).statusCode).toBe(200);
    expect((await m.get(`/messages/stream/${c}`, fan)).json().data.total).toBe(2);
    expect((await m.get(`/messages/stream/${c}`, stranger.token)).statusCode).toBe(403);
    expect((await m.post(`/messages/stream/${c}`, stranger.token, { text: 'x' })).statusCode).toBe(403);
    // only the creator edits, clears and ends
    expect((await put(`/streaming/live/${stream._id}`, fan, { description: 'x' })).statusCode).toBe(403);
    const other = await login(t.app, 'creator-01');
    expect((await put(`/streaming/live/${stream._id}`, other, { description: 'x' })).statusCode).toBe(403);
    expect(
      (await put(`/streaming/live/${stream._id}`, creator, { description: 'New words' })).json().data,
    ).toMatchObject({
      description: 'New words',
    });
    expect(
      (await put('/streaming/set-duration', creator, { streamId: stream._id, duration: 90 })).json().data,
    ).toMatchObject({
      streamingTime: 90,
    });
    expect(
      (await put('/streaming/set-duration', other, { streamId: stream._id, duration: 5 })).statusCode,
    ).toBe(403);
    const clear = await t.app.inject({
      method: 'DELETE',
      url: `/messages/stream/${c}/remove-all-message`,
      headers: { authorization: other },
    });
    expect(clear.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/messages/stream/${c}/remove-all-message`,
          headers: { authorization: creator },
        })
      ).statusCode,
    ).toBe(200);
    expect((await m.get(`/messages/stream/${c}`, fan)).json().data.total).toBe(0);
    expect((await m.post(`/streaming/live/${stream._id}/end`, creator)).json().data).toMatchObject({
      isStreaming: 0,
    });
    expect((await m.get(`/streaming/join/${creatorId}`, fan)).json().message).toBe('Stream is offline');
    expect((await t.app.repos.performers.findByUserId(creatorId))!.live).toBe(0);
  });

  test('a paid live is bought once through the ledger; its chat opens after', async () => {
    const { stream } = (
      await live(creator, { title: 'VIP', description: 'Paid', isFree: false, price: 7.5 })
    ).json().data;
    await t.app.repos.streams.setStreaming(stream._id, true, new Date().toISOString());
    const c = stream.conversationId as string;
    expect((await m.get(`/streaming/join/${creatorId}`, fan)).json().data.stream).toMatchObject({
      hasPurchased: false,
      price: 7.5,
    });
    expect((await m.get(`/messages/stream/${c}`, fan)).json().message).toBe(
      'Please buy this live session first',
    );
    const before = await m.balance(await userId(t.app, 'demo-fan'));
    const creatorBefore = await m.balance(creatorId);
    const buy = await m.post(`/wallet/charges/stream/${stream._id}`, fan, {}, 'buy-live-1');
    expect(buy.statusCode).toBe(200);
    expect(buy.json().data.item).toMatchObject({ hasPurchased: true });
    expect(await m.balance(await userId(t.app, 'demo-fan'))).toBe(before - 750);
    expect(await m.balance(creatorId)).toBe(creatorBefore + 600);
    expect((await m.post(`/wallet/charges/stream/${stream._id}`, fan, {}, 'buy-live-1')).statusCode).toBe(
      200,
    );
    expect((await m.post(`/wallet/charges/stream/${stream._id}`, fan)).json().message).toBe(
      'You have already unlocked this item',
    );
    expect(await m.balance(await userId(t.app, 'demo-fan'))).toBe(before - 750);
    expect((await m.get(`/messages/stream/${c}`, fan)).statusCode).toBe(200);
    const earning = await t.app.db
      .prepare("SELECT grossCents FROM earnings WHERE performerId = ? AND type = 'public_chat'")
      .get(creatorId);
    expect(earning).toEqual({ grossCents: 750 });
    expect((await m.post(`/wallet/charges/stream/${stream._id}`, creator)).statusCode).toBe(403);
  });

  test('live tips post "X tipped $Y" in the session chat; lines are deleted by their sender only', async () => {
    const { stream } = (await live(creator, { title: 'Tips', description: 'Tip me', isFree: true })).json()
      .data;
    await t.app.repos.streams.setStreaming(stream._id, true, new Date().toISOString());
    const c = stream.conversationId as string;
    const fanId = await userId(t.app, 'demo-fan');
    const tip = (token: string, performer: string, body: object, key?: string) =>
      m.post(`/wallet/charges/tip/${performer}`, token, { price: 12.5, ...body }, key);
    const before = await m.balance(fanId);
    // the session must be this creator's and the fan must be allowed in it; nothing is charged otherwise
    const stranger = await newFan(t.app, 'tipper');
    expect(
      (await tip(stranger.token, creatorId, { conversationId: c, streamType: 'stream_public' })).statusCode,
    ).toBe(403);
    expect(
      (
        await tip(fan, await userId(t.app, 'creator-01'), { conversationId: c, streamType: 'stream_public' })
      ).json(),
    ).toMatchObject({ statusCode: 422, message: 'This live session is not this creator’s' });
    expect(await m.balance(fanId)).toBe(before);
    const res = await tip(
      fan,
      creatorId,
      { conversationId: c, sessionId: stream.sessionId, streamType: 'stream_public' },
      'live-tip-1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'stream_tip' });
    // the same intent again: one charge, one line
    await tip(
      fan,
      creatorId,
      { conversationId: c, sessionId: stream.sessionId, streamType: 'stream_public' },
      'live-tip-1',
    );
    expect(await m.balance(fanId)).toBe(before - 1250);
    const lines = (await m.get(`/messages/stream/${c}`, creator)).json().data.data;
    const system = lines.filter((l: { isSystem: boolean }) => l.isSystem);
    expect(system).toEqual([
      expect.objectContaining({ type: 'tip', text: 'Demo Fan tipped $12.50', senderId: fanId }),
    ]);
    // chat lines: the sender deletes their own; the creator cannot delete a fan's line one by one
    const line = (
      await m.post(`/messages/stream/${c}`, fan, { text: 'hello live', clientId: 'live-line-0001' })
    ).json().data;
    const del = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/messages/${line._id}`, headers: { authorization: token } });
    expect((await del(creator)).statusCode).toBe(403);
    expect((await del(stranger.token)).statusCode).toBe(403);
    expect((await del(fan)).json().data).toMatchObject({ _id: line._id, isDeleted: true });
  });

  test('the session chat of a creator, renaming it, and the open session edited by PUT /streaming/update', async () => {
    const { stream } = (await live(creator, { title: 'Old', description: 'Desc', isFree: true })).json().data;
    expect((await put('/streaming/update', fan, { title: 'x' })).statusCode).toBe(403);
    // an unknown field is dropped, never refused (issue 20 item 9)
    expect(
      (await put('/streaming/update', creator, { title: 'New title', extra: 1 })).json().data,
    ).toMatchObject({
      _id: stream._id,
      title: 'New title',
    });
    // viewers find the chat once the session streams
    expect((await m.get(`/conversations/stream/performer/${creatorId}`, fan)).json().message).toBe(
      'Stream is offline',
    );
    await t.app.repos.streams.setStreaming(stream._id, true, new Date().toISOString());
    expect((await m.get(`/conversations/stream/performer/${creatorId}`, fan)).json().data).toMatchObject({
      _id: stream.conversationId,
      type: 'public',
      streamId: stream._id,
      name: 'New title',
    });
    const other = await login(t.app, 'creator-01');
    const rename = (token: string) =>
      put(`/conversations/stream/${stream.conversationId}/update`, token, { name: 'Renamed' });
    expect((await rename(other)).statusCode).toBe(403);
    expect((await rename(fan)).statusCode).toBe(403);
    expect((await rename(creator)).json().data).toMatchObject({ name: 'Renamed' });
    expect((await t.app.repos.streams.find(stream._id))!.title).toBe('Renamed');
  });
});
