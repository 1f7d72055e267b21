import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { setAccountStatus } from '@api/services/accounts';
import { login, makeApp, type TestApp } from './helpers/app';

// The one test suite that opens a port (socket.io needs a real connection), on 127.0.0.1:0.
describe('socket.io', () => {
  let t: TestApp;
  let url: string;
  let clock = new Date();
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await makeApp({ now: () => clock, config: { socketSweepMs: 50, socketRelayMs: 50 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
  });
  afterAll(() => t.close());
  // the transport alone, without the catalogue's typing: these tests send made-up names and partial payloads
  const emitRaw = (userId: string, event: string, data: unknown) =>
    (t.app.emitToUser as (userId: string, event: string, data: unknown) => void)(userId, event, data);
  const relayRaw = (userId: string, event: string, data: unknown, now: string) =>
    (t.app.repos.socketRelay.add as (u: string, e: string, d: unknown, n: string) => void).call(
      t.app.repos.socketRelay,
      userId,
      event,
      data,
      now,
    );

  function open(opts: { token?: string; auth?: object; origin?: string } = {}): Socket {
    const s = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      query: opts.token ? { token: opts.token } : {},
      auth: opts.auth ?? {},
      extraHeaders: opts.origin ? { origin: opts.origin } : {},
    });
    sockets.push(s);
    return s;
  }
  const connected = (s: Socket) =>
    new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', (e) => reject(e));
    });
  const refused = (s: Socket) =>
    new Promise<Error>((resolve, reject) => {
      s.once('connect', () => reject(new Error('should not connect')));
      s.once('connect_error', (e) => resolve(e));
    });
  const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, resolve));

  test('a valid token (query or auth) connects and receives events for its user', async () => {
    const token = await login(t.app, 'demo-fan');
    const a = open({ token });
    const b = open({ auth: { token } });
    await Promise.all([connected(a), connected(b)]);
    const userId = (await t.app.repos.users.findByLogin('demo-fan'))!.id;
    const got = Promise.all([next(a, 'update_balance'), next(b, 'update_balance')]);
    t.app.emitToUser(userId, 'update_balance', { token: 5 });
    expect(await got).toEqual([{ token: 5 }, { token: 5 }]);
  });

  test('events written by another process (the operator commands) reach the user once, in order', async () => {
    const token = await login(t.app, 'demo-creator');
    const s = open({ token });
    await connected(s);
    const userId = (await t.app.repos.users.findByLogin('demo-creator'))!.id;
    const got: unknown[] = [];
    s.on('payout_request_updated', (d) => got.push(['payout', d]));
    s.on('update_balance', (d) => got.push(['balance', d]));
    const now = new Date().toISOString();
    await t.app.repos.socketRelay.add(userId, 'update_balance', { token: -50 }, now);
    relayRaw(userId, 'payout_request_updated', { _id: 'p1', status: 'done' }, now);
    await new Promise((r) => setTimeout(r, 400));
    expect(got).toEqual([
      ['balance', { token: -50 }],
      ['payout', { _id: 'p1', status: 'done' }],
    ]);
    expect(await t.app.repos.socketRelay.take()).toEqual([]);
  });

  test('a message reaches the members of its conversation only, with the badge for the recipient', async () => {
    const fanToken = await login(t.app, 'demo-fan');
    const creatorToken = await login(t.app, 'demo-creator');
    const outsiderToken = await login(t.app, 'creator-01');
    const [fan, creator, outsider] = [fanToken, creatorToken, outsiderToken].map((token) => open({ token }));
    await Promise.all([fan, creator, outsider].map(connected));
    const creatorId = (await t.app.repos.users.findByLogin('demo-creator'))!.id;
    const conv = await t.app.inject({
      method: 'POST',
      url: '/conversations',
      headers: { authorization: fanToken },
      payload: { source: 'performer', sourceId: creatorId },
    });
    const conversationId = conv.json().data._id as string;
    const leaked: unknown[] = [];
    outsider.on('message_created', (d) => leaked.push(d));
    outsider.on('nofify_read_messages_in_conversation', (d) => leaked.push(d));
    const toCreator = next<{ text: string; clientId: string }>(creator, 'message_created');
    const toFan = next<{ text: string }>(fan, 'message_created');
    const badge = next<{ total: number }>(creator, 'nofify_read_messages_in_conversation');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/messages/conversations/${conversationId}`,
      headers: { authorization: fanToken },
      payload: { text: 'socket hello', clientId: 'c0ffee00-0000-4000-8000-00000000beef' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await toCreator).toMatchObject({
      text: 'socket hello',
      clientId: 'c0ffee00-0000-4000-8000-00000000beef',
    });
    expect(await toFan).toMatchObject({ text: 'socket hello' });
    expect((await badge).total).toBeGreaterThanOrEqual(1);
    // a delete reaches the other side as "Message deleted"
    const deleted = next<{ text: string; isDeleted: boolean }>(creator, 'message_deleted');
    await t.app.inject({
      method: 'DELETE',
      url: `/messages/${sent.json().data._id}`,
      headers: { authorization: fanToken },
    });
    expect(await deleted).toMatchObject({ text: 'Message deleted', isDeleted: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toEqual([]);
  });

  test('a socket flooding events or sending oversized ones hears why, and a flood is dropped', async () => {
    const s = open({ token: await login(t.app, 'demo-fan') });
    await connected(s);
    const errors: { message: string }[] = [];
    s.on('socket_error', (e) => errors.push(e));
    s.emit('noop', { blob: 'x'.repeat(20 * 1024) });
    await new Promise((r) => setTimeout(r, 150));
    expect(errors[0].message).toBe('Event too large: at most 16 kB');
    const closed = new Promise<string>((resolve) => s.once('disconnect', resolve));
    for (let i = 0; i < 80; i += 1) s.emit('noop', i);
    expect(await closed).toBe('io server disconnect');
    expect(errors.some((e) => e.message === 'Too many events: slow down and try again')).toBe(true);
    expect(errors.some((e) => e.message === 'Too many events: the connection was closed')).toBe(true);
  });

  test('a live session’s room: the creator publishes, members join and are counted, strangers are refused, the end reaches viewers', async () => {
    const creatorToken = await login(t.app, 'demo-creator');
    const fanToken = await login(t.app, 'demo-fan');
    const strangerToken = await login(t.app, 'creator-01');
    const live = await t.app.inject({
      method: 'POST',
      url: '/streaming/live',
      headers: { authorization: creatorToken },
      payload: { title: 'Socket live', description: 'Testing rooms', isFree: true },
    });
    const { stream } = live.json().data;
    const conversationId = stream.conversationId as string;
    const [creator, fan, stranger] = [creatorToken, fanToken, strangerToken].map((token) => open({ token }));
    await Promise.all([creator, fan, stranger].map(connected));
    const emit = (s: Socket, event: string) =>
      new Promise<{ ok: boolean; message?: string }>((resolve) => s.emit(event, { conversationId }, resolve));
    expect(await emit(creator, 'public-stream/join')).toEqual({ ok: true });
    // not streaming yet: the fan waits
    expect(await emit(fan, 'public-stream/join')).toEqual({ ok: false, message: 'Stream is offline' });
    expect(await emit(creator, 'public-stream/live')).toEqual({ ok: true });
    expect((await t.app.repos.performers.findByUserId(stream.performerId))!.live).toBe(1);
    // subscribers and followers hear of it (outbox)
    expect(
      (await t.app.repos.outbox.listFor('demo-fan@example.com')).some((mail) =>
        /is live now/.test(mail.subject),
      ),
    ).toBe(true);
    const counted = next<{ total: number; members: { username: string }[] }>(creator, 'public-room-changed');
    expect(await emit(fan, 'public-stream/join')).toEqual({ ok: true });
    const room = await counted;
    expect(room.total).toBe(2);
    expect(room.members.map((x) => x.username).sort()).toEqual(['demo-creator', 'demo-fan']);
    expect(await emit(stranger, 'public-stream/join')).toEqual({
      ok: false,
      message: "Please subscribe to join creator's live",
    });
    // the fan's chat line reaches the room
    const line = next<{ text: string }>(creator, `message_created_conversation_${conversationId}`);
    await t.app.inject({
      method: 'POST',
      url: `/messages/stream/${conversationId}`,
      headers: { authorization: fanToken },
      payload: { text: 'hello live' },
    });
    expect((await line).text).toBe('hello live');
    // the creator leaves: the session ends and the fan is told
    const left = next<{ conversationId: string }>(fan, 'model-left');
    await emit(creator, 'public-stream/leave');
    expect(await left).toMatchObject({ conversationId });
    expect((await t.app.repos.streams.find(stream._id))!.endedAt).not.toBeNull();
    expect((await t.app.repos.performers.findByUserId(stream.performerId))!.live).toBe(0);
  });

  test('a bad or revoked token is refused with Unauthorized', async () => {
    const bad = await refused(open({ token: 'f'.repeat(64) }));
    expect(bad.message).toBe('Unauthorized');
    const token = await login(t.app, 'demo-fan');
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { authorization: token } });
    expect((await refused(open({ token }))).message).toBe('Unauthorized');
  });

  test('an origin outside the allowlist is refused; the allowed one connects', async () => {
    const evil = await refused(open({ origin: 'https://evil.test' }));
    expect(evil).toBeInstanceOf(Error);
    await connected(open({ origin: 'http://app.test' }));
  });

  test('guest socket joins a user room through auth/login and leaves with auth/logout', async () => {
    const token = await login(t.app, 'demo-creator');
    const s = open();
    await connected(s);
    const ack = await s.timeout(2000).emitWithAck('auth/login', { token });
    expect(ack).toEqual({ ok: true });
    const badAck = await s.timeout(2000).emitWithAck('auth/login', { token: 'nope' });
    expect(badAck).toMatchObject({ ok: false });
    const userId = (await t.app.repos.users.findByLogin('demo-creator'))!.id;
    const got = next(s, 'ping-test');
    emitRaw(userId, 'ping-test', { n: 1 });
    expect(await got).toEqual({ n: 1 });
    await s.timeout(2000).emitWithAck('auth/logout', { token });
    let received = false;
    s.once('ping-test', () => (received = true));
    emitRaw(userId, 'ping-test', { n: 2 });
    await new Promise((r) => setTimeout(r, 150));
    expect(received).toBe(false);
  });

  test('logging out over REST disconnects the sockets that used that token', async () => {
    const token = await login(t.app, 'demo-fan');
    const s = open({ token });
    await connected(s);
    const reason = next<string>(s, 'disconnect');
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { authorization: token } });
    expect(await reason).toBe('io server disconnect');
  });

  test('a socket whose token expires while connected is disconnected', async () => {
    const token = await login(t.app, 'demo-fan');
    const s = open({ token });
    await connected(s);
    const reason = next<string>(s, 'disconnect');
    clock = new Date(clock.getTime() + 2 * 24 * 60 * 60 * 1000);
    expect(await reason).toBe('io server disconnect');
    clock = new Date();
  });

  test('deactivating an account drops its open sockets at once', async () => {
    const token = await login(t.app, 'demo-fan');
    const s = open({ auth: { token } });
    await connected(s);
    const reason = next<string>(s, 'disconnect');
    await setAccountStatus(t.app, (await t.app.repos.users.findByLogin('demo-fan'))!.id, 'inactive');
    expect(await reason).toBe('io server disconnect');
    await setAccountStatus(t.app, (await t.app.repos.users.findByLogin('demo-fan'))!.id, 'active');
  });

  test('an account deactivated by another process (operator command) is dropped by the sweep', async () => {
    const token = await login(t.app, 'demo-creator');
    const s = open({ auth: { token } });
    await connected(s);
    const reason = next<string>(s, 'disconnect');
    // Only the status changes here (as a row written by another process): the sweep must notice it.
    await t.app.db.prepare("UPDATE users SET status = 'inactive' WHERE username = 'demo-creator'").run();
    expect(await reason).toBe('io server disconnect');
    await t.app.db.prepare("UPDATE users SET status = 'active' WHERE username = 'demo-creator'").run();
  });

  test('presence: isOnline while a signed-in socket is open, off after the last one closes', async () => {
    const isOnline = async () =>
      (await t.app.inject({ method: 'GET', url: '/performers/demo-creator' })).json().data.isOnline as number;
    const waitFor = async (want: number) => {
      for (let i = 0; i < 50 && (await isOnline()) !== want; i += 1)
        await new Promise((r) => setTimeout(r, 20));
      return isOnline();
    };
    expect(await isOnline()).toBe(0);
    const token = await login(t.app, 'demo-creator');
    const a = open({ token });
    const b = open({ token });
    await Promise.all([connected(a), connected(b)]);
    expect(await isOnline()).toBe(1);
    a.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(await isOnline()).toBe(1);
    b.close();
    expect(await waitFor(0)).toBe(0);
    // a guest socket that logs in through the event counts too
    const guest = open();
    await connected(guest);
    const ack = await new Promise((resolve) => guest.emit('auth/login', { token }, resolve));
    expect(ack).toEqual({ ok: true });
    expect(await waitFor(1)).toBe(1);
    await new Promise((resolve) => guest.emit('auth/logout', {}, resolve));
    expect(await waitFor(0)).toBe(0);
  });
});
