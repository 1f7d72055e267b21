// Issue 12, private 1:1 shows: the request rules (subscription, price, balance, online) with the reference's
// messages; the creator's notice and pending list; accept charges minute one; the sweep charges each started
// minute once; the show ends when the wallet cannot pay, telling both sides; decline and expiry; who may act.
// Also the live sweep's other duty: a public live whose creator left without ending it goes off the air.
import { sweepLive } from '@api/services/live-access';
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { liveClients, listenUrl, until } from './helpers/live';
import { money, newFan, subscribeFan } from './helpers/money';

jest.setTimeout(60_000);

describe('private shows', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let clock = new Date();
  let creator: string;
  let creatorId: string;
  let live: ReturnType<typeof liveClients>;

  beforeAll(async () => {
    t = await makeApp({ now: () => clock, config: { authRateLimitMax: 1000, liveSweepMs: 0 } });
    live = liveClients(await listenUrl(t.app));
    m = money(t.app);
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
  });
  afterEach(async () => {
    live.closeAll();
    expect(await m.ledgerOk()).toMatchObject({ ok: true });
  });
  afterAll(() => t.close());

  const online = async (on = true) => await t.app.repos.users.setOnline(creatorId, on, clock.toISOString());
  async function fanWith(dollars: number) {
    const fan = await newFan(t.app, 'private');
    await subscribeFan(t.app, fan.id, creatorId);
    if (dollars) await m.topUp(fan.token, await m.addCard(fan.token), dollars);
    return fan;
  }
  const request = (token: string, performer = creatorId) =>
    m.post(`/streaming/private-chat/${performer}`, token);
  const accept = (token: string, conversationId: string) =>
    m.get(`/streaming/private-chat/${conversationId}`, token);
  const listen = async (token: string, events: string[]) => (await live.connectAs(token, events)).heard;

  test('requesting: subscribed fans with a minute of balance, to a creator who is online and takes them', async () => {
    await online();
    const stranger = await newFan(t.app, 'nosub');
    expect((await request(stranger.token)).json()).toMatchObject({
      statusCode: 403,
      message: 'Please subscribe model to send private request',
    });
    const broke = await fanWith(0);
    expect((await request(broke.token)).json()).toMatchObject({
      statusCode: 422,
      message: 'You have an insufficient wallet balance. Please top up.',
    });
    const fan = await fanWith(20);
    await online(false);
    expect((await request(fan.token)).json()).toMatchObject({
      statusCode: 400,
      message: 'demo-creator is offline',
    });
    await online();
    expect((await request(creator)).statusCode).toBe(403);
    expect((await request(fan.token, '0123456789abcdef01234567')).statusCode).toBe(404);
    await t.app.db.prepare('UPDATE performers SET privateChatPriceCents = 0 WHERE userId = ?').run(creatorId);
    expect((await request(fan.token)).json()).toMatchObject({
      statusCode: 422,
      message: 'This creator does not take private shows',
    });
    await t.app.db
      .prepare('UPDATE performers SET privateChatPriceCents = 299 WHERE userId = ?')
      .run(creatorId);
  });

  test('a show: notice to the creator, accepted and charged per started minute, once each', async () => {
    await online();
    const fan = await fanWith(10); // $10.00 pays three minutes at $2.99
    const creatorHeard = await listen(creator, ['private-chat-request', 'private-show-ended']);
    const fanHeard = await listen(fan.token, [
      'private-chat-accepted',
      'private-show-ended',
      'update_balance',
    ]);
    const res = await request(fan.token);
    expect(res.statusCode).toBe(200);
    const { conversation, sessionId, stream } = res.json().data;
    expect(stream).toMatchObject({
      type: 'private',
      pricePerMinute: 2.99,
      acceptedAt: null,
      userIds: [fan.id],
    });
    expect(sessionId).toBe(stream.sessionId);
    // asking again while pending answers the same request
    expect((await request(fan.token)).json().data.stream._id).toBe(stream._id);
    await until(() => creatorHeard.length > 0);
    expect(creatorHeard[0]).toMatchObject({
      event: 'private-chat-request',
      data: { streamId: stream._id, conversationId: conversation._id, user: { _id: fan.id } },
    });
    expect(JSON.stringify(creatorHeard[0].data)).not.toMatch(/email|balance/);
    expect((await m.get('/streaming/private-chat/requests', creator)).json().data).toEqual([
      expect.objectContaining({ conversationId: conversation._id }),
    ]);
    // no media before the creator accepts; others never
    expect((await m.post(`/streaming/media/${stream._id}`, fan.token)).json()).toMatchObject({
      statusCode: 422,
      message: 'The creator has not accepted your request yet',
    });
    const other = await fanWith(5);
    expect((await m.get(`/streaming/private-chat/${conversation._id}/show`, other.token)).statusCode).toBe(
      403,
    );
    expect((await accept(await login(t.app, 'creator-02'), conversation._id)).statusCode).toBe(403);
    expect((await accept(fan.token, conversation._id)).statusCode).toBe(403);

    // both pages are in the show's room (a side missing for 30 s would end it)
    await live.inRoom(fan.token, conversation._id);
    await live.inRoom(creator, conversation._id);
    const before = await m.balance(fan.id);
    expect((await accept(creator, conversation._id)).json().data.stream).toMatchObject({ billedMinutes: 1 });
    expect(await m.balance(fan.id)).toBe(before - 299);
    await until(() => fanHeard.some((h) => h.event === 'private-chat-accepted'));
    // accepting again charges nothing more
    await accept(creator, conversation._id);
    expect(await m.balance(fan.id)).toBe(before - 299);
    expect(await t.app.repos.streams.pendingPrivate(creatorId)).toEqual([]);

    // both sides send and receive media now (the built-in SFU of this app is not running: 503)
    expect((await m.post(`/streaming/media/${stream._id}`, fan.token)).statusCode).toBe(503);

    clock = new Date(clock.getTime() + 61_000); // minute 2 started
    await Promise.all([sweepLive(t.app), sweepLive(t.app)]);
    await sweepLive(t.app);
    expect(await m.balance(fan.id)).toBe(before - 2 * 299);
    clock = new Date(clock.getTime() + 60_000); // minute 3
    await sweepLive(t.app);
    expect(await m.balance(fan.id)).toBe(before - 3 * 299);
    clock = new Date(clock.getTime() + 60_000); // minute 4: $1.03 left cannot pay $2.99
    await sweepLive(t.app);
    expect(await m.balance(fan.id)).toBe(before - 3 * 299);
    const ended = (await t.app.repos.streams.find(stream._id))!;
    expect(ended).toMatchObject({ billedMinutes: 3, endReason: 'balance' });
    expect(ended.endedAt).not.toBeNull();
    await until(() => fanHeard.some((h) => h.event === 'private-show-ended'));
    await until(() => creatorHeard.some((h) => h.event === 'private-show-ended'));
    for (const heard of [fanHeard, creatorHeard])
      expect(heard.find((h) => h.event === 'private-show-ended')?.data).toMatchObject({
        reason: 'balance',
        message: 'The private show ended: the wallet balance cannot pay the next minute',
      });
    // the creator's earnings: three private_chat rows of $2.99 gross
    const rows = (await t.app.db
      .prepare(
        "SELECT grossCents FROM earnings WHERE performerId = ? AND userId = ? AND type = 'private_chat'",
      )
      .all(creatorId, fan.id)) as { grossCents: number }[];
    expect(rows.map((r) => r.grossCents)).toEqual([299, 299, 299]);
    expect((await m.post(`/streaming/media/${stream._id}`, fan.token)).json()).toMatchObject({
      statusCode: 422,
      message: 'This private show has ended',
    });
  });

  test('declined, left, or unanswered requests end without a charge', async () => {
    const fan = await fanWith(10);
    await online(); // (the last test's sockets closing marked the creator offline)
    const balance = await m.balance(fan.id);
    const first = (await request(fan.token)).json().data;
    const declined = (await m.post(`/streaming/private-chat/${first.conversation._id}/leave`, creator)).json()
      .data;
    expect(declined.stream.endReason).toBe('declined');
    expect((await accept(creator, first.conversation._id)).json()).toMatchObject({
      statusCode: 422,
      message: 'This private show has ended',
    });
    const second = (await request(fan.token)).json().data;
    expect(second.stream._id).not.toBe(first.stream._id);
    clock = new Date(clock.getTime() + 3 * 60_000);
    await sweepLive(t.app);
    expect(await t.app.repos.streams.find(second.stream._id)).toMatchObject({ endReason: 'expired' });
    await online();
    const third = (await request(fan.token)).json().data;
    await accept(creator, third.conversation._id);
    const left = (await m.post(`/streaming/private-chat/${third.conversation._id}/leave`, fan.token)).json()
      .data;
    expect(left.stream).toMatchObject({ endReason: 'fan-left', billedMinutes: 1 });
    clock = new Date(clock.getTime() + 5 * 60_000);
    await sweepLive(t.app);
    expect(await m.balance(fan.id)).toBe(balance - 299);
  });

  test('a creator who left a live without ending it is taken off the air after a minute', async () => {
    const { stream } = (
      await m.post('/streaming/live', creator, { title: 'Gone', description: 'Tab closed', isFree: true })
    ).json().data;
    await t.app.repos.streams.setStreaming(stream._id, true, clock.toISOString());
    await sweepLive(t.app); // first seen without the creator in the room
    clock = new Date(clock.getTime() + 30_000);
    await sweepLive(t.app);
    expect((await t.app.repos.streams.find(stream._id))!.endedAt).toBeNull();
    clock = new Date(clock.getTime() + 31_000);
    await sweepLive(t.app);
    expect((await t.app.repos.streams.find(stream._id))!.endedAt).not.toBeNull();
    expect((await t.app.repos.performers.findByUserId(creatorId))!.live).toBe(0);
    expect((await m.get('/streaming/user/search', null)).json().data.data).toEqual([]);
  });
});
