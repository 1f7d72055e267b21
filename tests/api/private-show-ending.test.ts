// Issue 20 item 1: a private show ends, and its billing stops, when a side has had no socket in the show's room
// for the grace period (30 s; pages closed, or left), when an account in it is deactivated, when the creator
// blocks the fan, and when the wallet cannot pay the next minute; both sides are told why, and the show keeps
// the reason for a page opened later. The same presence rule takes a public live off the air when its creator
// vanished. Real socket.io clients join the rooms as the pages do, then disconnect.
import type { Socket } from 'socket.io-client';
import { sweepLive } from '@api/services/live-access';
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { goneFromRoom, joinRoom, liveClients, listenUrl, until, type Heard } from './helpers/live';
import { money, newFan, subscribeFan } from './helpers/money';

jest.setTimeout(60_000);

const ENDED = ['private-show-ended'];

describe('a private show ends when nobody is there to bill', () => {
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

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const show = async (conversationId: string) => (await t.app.repos.streams.byConversation(conversationId))!;
  async function leaveRoom(conversationId: string, ...sockets: Socket[]) {
    for (const s of sockets) s.close();
    await goneFromRoom(t.app, conversationId);
  }

  /** A fan with $20 asks; both pages are in the room; the creator accepts (minute 1 charged). */
  async function runningShow(events = ENDED) {
    const fan = await newFan(t.app, 'showfan');
    await subscribeFan(t.app, fan.id, creatorId);
    await m.topUp(fan.token, await m.addCard(fan.token), 20);
    // the creator is online: their app's socket is connected
    const creatorPage = await live.connectAs(creator, events);
    await t.app.repos.users.setOnline(creatorId, true, clock.toISOString());
    const asked = await m.post(`/streaming/private-chat/${creatorId}`, fan.token);
    const conversationId = asked.json().data.conversation._id as string;
    const fanPage = await live.inRoom(fan.token, conversationId, events);
    await joinRoom(creatorPage.socket, conversationId);
    const accepted = await m.get(`/streaming/private-chat/${conversationId}`, creator);
    expect(accepted.json().data.stream).toMatchObject({ billedMinutes: 1 });
    return { fan, conversationId, fanPage, creatorPage, paid: await m.balance(fan.id) };
  }
  const endedWith = (heard: Heard) => heard.find((h) => h.event === 'private-show-ended')?.data;

  test('both pages closed: the show ends within the grace period and no minute is charged after', async () => {
    const { fan, conversationId, fanPage, creatorPage, paid } = await runningShow();
    later(10_000);
    await leaveRoom(conversationId, fanPage.socket, creatorPage.socket);
    await sweepLive(t.app); // first seen gone
    later(29_000);
    await sweepLive(t.app);
    expect((await show(conversationId)).endedAt).toBeNull();
    later(2_000); // 31 s without anyone
    await sweepLive(t.app);
    expect(await show(conversationId)).toMatchObject({ endReason: 'fan-gone', billedMinutes: 1 });
    expect((await show(conversationId)).endedAt).not.toBeNull();
    later(10 * 60_000);
    await sweepLive(t.app);
    expect(await m.balance(fan.id)).toBe(paid);
    expect((await show(conversationId)).billedMinutes).toBe(1);
  });

  test('the fan’s page closes: the creator is told why, and a page opened later reads it', async () => {
    const { fan, conversationId, fanPage, creatorPage } = await runningShow();
    fanPage.socket.close();
    await goneFromRoom(t.app, conversationId, fan.id);
    await sweepLive(t.app);
    later(31_000);
    await sweepLive(t.app);
    await until(() => Boolean(endedWith(creatorPage.heard)));
    const message = 'The private show ended: the fan was disconnected for 30 seconds';
    expect(endedWith(creatorPage.heard)).toMatchObject({ reason: 'fan-gone', message });
    const read = await m.get(`/streaming/private-chat/${conversationId}/show`, creator);
    expect(read.json().data.stream).toMatchObject({ endReason: 'fan-gone', endMessage: message });
  });

  test('a page that leaves the room (navigated away) counts as gone; coming back in time keeps the show', async () => {
    const { conversationId, creatorPage, fanPage } = await runningShow();
    await creatorPage.socket.timeout(5000).emitWithAck('public-stream/leave', { conversationId });
    await goneFromRoom(t.app, conversationId, creatorId);
    await sweepLive(t.app);
    expect((await show(conversationId)).endedAt).toBeNull(); // leaving is not ending
    later(20_000);
    const back = await live.inRoom(creator, conversationId, ENDED);
    await sweepLive(t.app);
    later(20_000);
    await sweepLive(t.app);
    expect((await show(conversationId)).endedAt).toBeNull();
    await back.socket.timeout(5000).emitWithAck('public-stream/leave', { conversationId });
    await goneFromRoom(t.app, conversationId, creatorId);
    await sweepLive(t.app);
    later(31_000);
    await sweepLive(t.app);
    expect((await show(conversationId)).endReason).toBe('creator-gone');
    await until(() => Boolean(endedWith(fanPage.heard)));
    expect(endedWith(fanPage.heard)).toMatchObject({
      reason: 'creator-gone',
      message: 'The private show ended: the creator was disconnected for 30 seconds',
    });
  });

  test('an absence seen before a side joined again is forgotten: closing both later names the fan', async () => {
    const { conversationId, creatorPage, fanPage } = await runningShow();
    // the creator's page is between rooms when a sweep looks (navigating), then back before the next one
    await creatorPage.socket.timeout(5000).emitWithAck('public-stream/leave', { conversationId });
    await goneFromRoom(t.app, conversationId, creatorId);
    await sweepLive(t.app);
    const back = await live.inRoom(creator, conversationId, ENDED);
    later(10_000);
    // both pages close together, between two sweeps
    await leaveRoom(conversationId, fanPage.socket, back.socket);
    await sweepLive(t.app);
    later(25_000); // 35 s since the creator was first missed, 25 s since both left
    await sweepLive(t.app);
    expect(await show(conversationId)).toMatchObject({ endedAt: null, endReason: '' });
    later(6_000);
    await sweepLive(t.app);
    expect(await show(conversationId)).toMatchObject({ endReason: 'fan-gone', billedMinutes: 1 });
  });

  test('a deactivated fan: the show ends at the next sweep, nothing more is charged', async () => {
    const { fan, conversationId, creatorPage, paid } = await runningShow();
    await t.app.repos.users.setStatus(fan.id, 'inactive', clock.toISOString());
    later(61_000); // minute 2 would be due
    await sweepLive(t.app);
    expect(await show(conversationId)).toMatchObject({ endReason: 'inactive', billedMinutes: 1 });
    expect(await m.balance(fan.id)).toBe(paid);
    await until(() => Boolean(endedWith(creatorPage.heard)));
    expect(endedWith(creatorPage.heard)).toMatchObject({
      reason: 'inactive',
      message: 'The private show ended: an account in it is no longer active',
    });
  });

  test('a deactivated creator: the show ends, the fan is told', async () => {
    const { fan, conversationId, fanPage, paid } = await runningShow();
    await t.app.repos.users.setStatus(creatorId, 'inactive', clock.toISOString());
    try {
      later(61_000);
      await sweepLive(t.app);
      expect(await show(conversationId)).toMatchObject({ endReason: 'inactive', billedMinutes: 1 });
      expect(await m.balance(fan.id)).toBe(paid);
      await until(() => Boolean(endedWith(fanPage.heard)));
      expect(endedWith(fanPage.heard)).toMatchObject({ reason: 'inactive' });
    } finally {
      await t.app.repos.users.setStatus(creatorId, 'active', clock.toISOString());
    }
  });

  test('the creator blocks the fan: the show ends at once, both are told', async () => {
    const { fan, conversationId, fanPage, creatorPage, paid } = await runningShow();
    expect((await m.post('/block/users', creator, { targetId: fan.id })).statusCode).toBe(200);
    expect((await show(conversationId)).endReason).toBe('blocked');
    later(5 * 60_000);
    await sweepLive(t.app);
    expect(await m.balance(fan.id)).toBe(paid);
    await until(() => Boolean(endedWith(fanPage.heard) && endedWith(creatorPage.heard)));
    for (const page of [fanPage, creatorPage])
      expect(endedWith(page.heard)).toMatchObject({
        reason: 'blocked',
        message: 'The private show ended: the creator blocked the fan',
      });
  });

  test('a request whose fan left the waiting page ends after the grace period, without a charge', async () => {
    const fan = await newFan(t.app, 'waitfan');
    await subscribeFan(t.app, fan.id, creatorId);
    await m.topUp(fan.token, await m.addCard(fan.token), 20);
    const before = await m.balance(fan.id);
    const creatorSocket = await live.connectAs(creator, ENDED);
    await t.app.repos.users.setOnline(creatorId, true, clock.toISOString());
    const asked = await m.post(`/streaming/private-chat/${creatorId}`, fan.token);
    const conversationId = asked.json().data.conversation._id as string;
    await sweepLive(t.app);
    later(31_000);
    await sweepLive(t.app);
    expect(await show(conversationId)).toMatchObject({ endReason: 'fan-gone', acceptedAt: null });
    expect((await m.get('/streaming/private-chat/requests', creator)).json().data).toEqual([]);
    await until(() => Boolean(endedWith(creatorSocket.heard)));
    expect(endedWith(creatorSocket.heard)).toMatchObject({ reason: 'fan-gone' });
    expect(await m.balance(fan.id)).toBe(before);
  });
});

describe('a public live whose creator vanished', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let clock = new Date();
  let live: ReturnType<typeof liveClients>;

  beforeAll(async () => {
    t = await makeApp({ now: () => clock, config: { authRateLimitMax: 1000, liveSweepMs: 0 } });
    live = liveClients(await listenUrl(t.app));
    m = money(t.app);
  });
  afterEach(() => live.closeAll());
  afterAll(() => t.close());

  test('stays on the air while the creator is in the room; goes off a minute after their socket is gone', async () => {
    const creator = await login(t.app, 'demo-creator');
    const creatorId = await userId(t.app, 'demo-creator');
    const { stream, conversation } = (
      await m.post('/streaming/live', creator, { title: 'Tonight', description: 'Live', isFree: true })
    ).json().data;
    const creatorPage = await live.inRoom(creator, conversation._id);
    expect(
      (
        await creatorPage.socket
          .timeout(5000)
          .emitWithAck('public-stream/live', { conversationId: conversation._id })
      ).ok,
    ).toBe(true);
    const fan = await login(t.app, 'demo-fan');
    const viewer = await live.inRoom(fan, conversation._id, ['model-left']);
    for (let i = 0; i < 5; i += 1) {
      clock = new Date(clock.getTime() + 60_000);
      await sweepLive(t.app);
    }
    expect((await t.app.repos.streams.find(stream._id))!.endedAt).toBeNull();

    creatorPage.socket.close(); // the tab closed (or the account was deactivated: its sockets are dropped)
    await goneFromRoom(t.app, conversation._id, creatorId);
    await sweepLive(t.app);
    clock = new Date(clock.getTime() + 59_000);
    await sweepLive(t.app);
    expect((await t.app.repos.streams.find(stream._id))!.endedAt).toBeNull();
    clock = new Date(clock.getTime() + 2_000);
    await sweepLive(t.app);
    expect(await t.app.repos.streams.find(stream._id)).toMatchObject({
      endReason: 'creator-gone',
      isStreaming: 0,
    });
    expect((await t.app.repos.performers.findByUserId(creatorId))!.live).toBe(0);
    await until(() => viewer.heard.length > 0);
    expect(viewer.heard[0]).toMatchObject({
      event: 'model-left',
      data: { conversationId: conversation._id },
    });
    expect((await m.get('/streaming/user/search', null)).json().data.data).toEqual([]);
  });
});
