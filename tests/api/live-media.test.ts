// Issue 12, live media: the one credential call and its permission matrix; the built-in SFU admitting only
// grants the API signed (forged, expired, revoked and wrong-role grants refused); revocation when a creator
// blocks a viewer and when the sweep finds a subscription ended; Agora and LiveKit credentials decoded.
import { AccessToken2 } from 'agora-token/src/AccessToken2';
import { io as connect, type Socket } from 'socket.io-client';
import { signGrant, verifyGrant } from '../../api/sfu/grant';
import { createSfu, type Sfu } from '../../api/sfu/sfu';
import { sweepLive } from '@api/services/live-access';
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money, newFan, subscribeFan } from './helpers/money';

jest.setTimeout(60_000);

/** A JWT's claims (LiveKit tokens), read without verifying. */
const decodeJwt = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

const SECRET = 'test-secret-of-the-sfu-0123456789';

describe('live media', () => {
  let sfu: Sfu;
  let sfuUrl: string;
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let creator: string;
  let creatorId: string;
  let fan: string;
  let fanId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    sfu = createSfu({ secret: SECRET, maxViewers: 2, corsOrigins: true, hostAddresses: [], iceServers: [] });
    sfuUrl = `http://127.0.0.1:${await sfu.listen(0, '127.0.0.1')}`;
    t = await makeApp({
      config: { authRateLimitMax: 1000, sfuUrl, sfuPublicUrl: sfuUrl, sfuSecret: SECRET, liveSweepMs: 0 },
    });
    m = money(t.app);
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
    fan = await login(t.app, 'demo-fan');
    fanId = await userId(t.app, 'demo-fan');
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await t.close();
    await sfu.close();
  });

  const media = (id: string, token: string | null) => m.post(`/streaming/media/${id}`, token);
  async function liveStream(body: object = { isFree: true }) {
    const res = await m.post('/streaming/live', creator, { title: 'Live', description: 'Hello', ...body });
    const { stream } = res.json().data;
    return stream as { _id: string; sessionId: string; conversationId: string };
  }
  const streaming = async (id: string) =>
    await t.app.repos.streams.setStreaming(id, true, new Date().toISOString());

  /** A signalling connection to the SFU: resolves 'connected' or the refusal's message. */
  function sfuSocket(grant: unknown): Promise<{ socket: Socket; outcome: string }> {
    const socket = connect(sfuUrl, { transports: ['websocket'], auth: { grant }, reconnection: false });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.on('connect', () => resolve({ socket, outcome: 'connected' }));
      socket.on('connect_error', (e) => resolve({ socket, outcome: e.message }));
    });
  }

  test('who gets which credential: the creator publishes, a subscribed fan plays, others are refused', async () => {
    const stream = await liveStream();
    const own = await media(stream._id, creator);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      engine: 'builtin',
      url: sfuUrl,
      room: stream.sessionId,
      publish: true,
      play: false,
      publisherId: creatorId,
    });
    expect(verifyGrant(SECRET, own.json().data.grant)).toMatchObject({
      room: stream.sessionId,
      user: creatorId,
      publish: true,
      play: false,
    });
    // not streaming yet: no media for fans
    expect((await media(stream._id, fan)).json()).toMatchObject({
      statusCode: 422,
      message: 'Stream is offline',
    });
    await streaming(stream._id);
    const viewer = (await media(stream._id, fan)).json().data;
    expect(viewer).toMatchObject({ engine: 'builtin', publish: false, play: true });
    expect(verifyGrant(SECRET, viewer.grant)).toMatchObject({ user: fanId, publish: false, play: true });
    const stranger = await newFan(t.app, 'nomedia');
    expect((await media(stream._id, stranger.token)).json()).toMatchObject({
      statusCode: 403,
      message: "Please subscribe to join creator's live",
    });
    expect((await media(stream._id, null)).statusCode).toBe(401);
    expect((await media('0123456789abcdef01234567', fan)).statusCode).toBe(404);
    expect((await media('nope', fan)).statusCode).toBe(400);
    // a paid session: media only after buying it
    const paid = await liveStream({ isFree: false, price: 5 });
    await streaming(paid._id);
    expect((await media(paid._id, fan)).json()).toMatchObject({
      statusCode: 403,
      message: 'Please buy this live session first',
    });
  });

  test('the SFU admits only grants the API signed, unexpired, for what they allow', async () => {
    const room = 'room-sfu-check';
    expect((await sfuSocket(undefined)).outcome).toMatch(/Media access refused/);
    expect((await sfuSocket('garbage.token')).outcome).toMatch(/Media access refused/);
    const forged = signGrant('another-secret-entirely-000000', {
      room,
      user: fanId,
      publish: true,
      play: true,
    });
    expect((await sfuSocket(forged)).outcome).toMatch(/Media access refused/);
    const expired = signGrant(
      SECRET,
      { room, user: fanId, publish: false, play: true },
      Date.now() - 3_600_000,
    );
    expect((await sfuSocket(expired)).outcome).toMatch(/Media access refused/);
    const [body, sig] = signGrant(SECRET, { room, user: fanId, publish: false, play: true }).split('.');
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), publish: true }),
    );
    expect((await sfuSocket(`${tampered.toString('base64url')}.${sig}`)).outcome).toMatch(
      /Media access refused/,
    );

    const { socket, outcome } = await sfuSocket(
      signGrant(SECRET, { room, user: fanId, publish: false, play: true }),
    );
    expect(outcome).toBe('connected');
    // a play-only grant cannot publish; nobody publishes yet, so there is nothing to play
    expect(await socket.emitWithAck('publish', {})).toMatchObject({ ok: false, message: /refused/ });
    expect(await socket.emitWithAck('play', {})).toMatchObject({
      ok: false,
      message: 'The creator is not sending video yet',
    });
    // the internal surface wants the secret
    expect((await fetch(`${sfuUrl}/internal/stats`)).status).toBe(401);
    const stats = await fetch(`${sfuUrl}/internal/stats`, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(await stats.json()).toMatchObject({ rooms: expect.any(Number) });
  });

  test('blocking a viewer drops their media at once and refuses their older grant', async () => {
    const viewer = await newFan(t.app, 'blockme');
    await subscribeFan(t.app, viewer.id, creatorId);
    const stream = await liveStream();
    await streaming(stream._id);
    const credential = (await media(stream._id, viewer.token)).json().data;
    expect(credential.play).toBe(true);
    const { socket, outcome } = await sfuSocket(credential.grant);
    expect(outcome).toBe('connected');
    const revoked = new Promise((resolve) => socket.on('media-revoked', resolve));
    const dropped = new Promise((resolve) => socket.on('disconnect', resolve));
    const block = await t.app.inject({
      method: 'POST',
      url: '/block/users',
      headers: { authorization: creator },
      payload: { targetId: viewer.id, reason: 'spam' },
    });
    expect(block.statusCode).toBe(200);
    expect(await revoked).toMatchObject({ message: 'Your access to this live has ended' });
    await dropped;
    // the grant has not expired, but it was issued before the revocation
    expect((await sfuSocket(credential.grant)).outcome).toMatch(/Media access refused/);
    expect((await media(stream._id, viewer.token)).statusCode).toBe(403);
  });

  test('the live sweep drops a viewer whose subscription ended', async () => {
    const viewer = await newFan(t.app, 'lapsing');
    await subscribeFan(t.app, viewer.id, creatorId);
    const stream = await liveStream();
    await streaming(stream._id);
    const credential = (await media(stream._id, viewer.token)).json().data;
    const { socket } = await sfuSocket(credential.grant);
    const revoked = new Promise((resolve) => socket.on('media-revoked', resolve));
    await sweepLive(t.app);
    expect(t.app.liveMedia.granted.get(stream.sessionId)?.has(viewer.id)).toBe(true);
    await t.app.db
      .prepare("UPDATE subscriptions SET expiredAt = '2000-01-01T00:00:00.000Z' WHERE userId = ?")
      .run(viewer.id);
    await sweepLive(t.app);
    await revoked;
    expect(t.app.liveMedia.granted.get(stream.sessionId)?.has(viewer.id)).toBe(false);
  });

  test('the live sweep drops a viewer whose account was suspended', async () => {
    const viewer = await newFan(t.app, 'suspended');
    await subscribeFan(t.app, viewer.id, creatorId);
    const stream = await liveStream();
    await streaming(stream._id);
    const credential = (await media(stream._id, viewer.token)).json().data;
    const { socket, outcome } = await sfuSocket(credential.grant);
    expect(outcome).toBe('connected');
    const dropped = new Promise((resolve) => socket.on('disconnect', resolve));
    await t.app.db.prepare("UPDATE users SET status = 'inactive' WHERE id = ?").run(viewer.id);
    await sweepLive(t.app);
    await dropped;
    expect(t.app.liveMedia.granted.get(stream.sessionId)?.has(viewer.id)).toBe(false);
  });
});

describe('hosted engines', () => {
  test('Agora when enabled: tokens for the user account, publisher or subscriber; renewal re-checks', async () => {
    const t = await makeApp({
      config: {
        authRateLimitMax: 1000,
        agoraAppId: '0123456789abcdef0123456789abcdef',
        agoraAppCertificate: 'fedcba9876543210fedcba9876543210',
        liveSweepMs: 0,
      },
    });
    try {
      const m = money(t.app);
      const creator = await login(t.app, 'demo-creator');
      const fan = await login(t.app, 'demo-fan');
      const stream = (
        await m.post('/streaming/live', creator, { title: 'A', description: 'B', isFree: true })
      ).json().data.stream;
      // settings decide: off by default
      expect(
        (await m.post('/streaming/agora/token', fan, { channelName: stream.sessionId })).json(),
      ).toMatchObject({
        statusCode: 422,
        message: 'Agora is not enabled',
      });
      // the built-in engine, whose SFU this app has none of: a clear 503
      expect((await m.post(`/streaming/media/${stream._id}`, creator)).json()).toMatchObject({
        statusCode: 503,
        message: 'Live video is unavailable right now, please try again in a moment',
      });
      await t.app.repos.settings.set('agoraEnable', true, new Date().toISOString());
      const own = (await m.post(`/streaming/media/${stream._id}`, creator)).json().data;
      expect(own).toMatchObject({
        engine: 'agora',
        channel: stream.sessionId,
        uid: await userId(t.app, 'demo-creator'),
      });
      const parsed = new AccessToken2();
      expect(parsed.from_string(own.token)).toBe(true);
      expect(parsed.verifySignature('fedcba9876543210fedcba9876543210')).toBe(true);
      expect(parsed.verifySignature('00000000000000000000000000000000')).toBe(false);
      const rtc = parsed.services.find((s) => s.service_type() === 1) as unknown as {
        __channel_name: string;
        __uid: string;
        __privileges: object;
      };
      expect(String(rtc.__channel_name)).toBe(stream.sessionId);
      expect(String(rtc.__uid)).toBe(await userId(t.app, 'demo-creator'));
      expect(Object.keys(rtc.__privileges).length).toBe(4); // join + publish audio, video, data
      await t.app.repos.streams.setStreaming(stream._id, true, new Date().toISOString());
      const renewal = await m.post('/streaming/agora/token', fan, { channelName: stream.sessionId });
      const fanToken = new AccessToken2();
      fanToken.from_string(renewal.json().data);
      const fanRtc = fanToken.services.find((s) => s.service_type() === 1) as unknown as {
        __privileges: object;
      };
      expect(Object.keys(fanRtc.__privileges).length).toBe(1); // join only
      const stranger = await newFan(t.app, 'agora');
      expect(
        (await m.post('/streaming/agora/token', stranger.token, { channelName: stream.sessionId }))
          .statusCode,
      ).toBe(403);
    } finally {
      await t.close();
    }
  });

  test('LiveKit when configured: room tokens with the right grants; revocation removes the participant', async () => {
    const calls: string[] = [];
    const t = await makeApp({
      config: {
        authRateLimitMax: 1000,
        livekitUrl: 'wss://livekit.example',
        livekitApiKey: 'APIkey123',
        livekitApiSecret: 'a-livekit-secret-of-enough-length-000',
        liveSweepMs: 0,
      },
      livekitRooms: {
        removeParticipant: async (room: string, identity: string) => {
          calls.push(`remove ${room} ${identity}`);
        },
        deleteRoom: async (room: string) => {
          calls.push(`delete ${room}`);
        },
      },
    });
    try {
      const m = money(t.app);
      const creator = await login(t.app, 'demo-creator');
      const fan = await login(t.app, 'demo-fan');
      const fanId = await userId(t.app, 'demo-fan');
      const stream = (
        await m.post('/streaming/live', creator, { title: 'A', description: 'B', isFree: true })
      ).json().data.stream;
      const own = (await m.post(`/streaming/media/${stream._id}`, creator)).json().data;
      expect(own).toMatchObject({ engine: 'livekit', url: 'wss://livekit.example', room: stream.sessionId });
      expect(decodeJwt(own.token)).toMatchObject({
        sub: await userId(t.app, 'demo-creator'),
        iss: 'APIkey123',
        video: { room: stream.sessionId, roomJoin: true, canPublish: true, canSubscribe: false },
      });
      await t.app.repos.streams.setStreaming(stream._id, true, new Date().toISOString());
      const viewer = (await m.post(`/streaming/media/${stream._id}`, fan)).json().data;
      expect(decodeJwt(viewer.token)).toMatchObject({
        sub: fanId,
        video: { room: stream.sessionId, canPublish: false, canSubscribe: true },
      });
      await t.app.inject({
        method: 'POST',
        url: '/block/users',
        headers: { authorization: creator },
        payload: { targetId: fanId },
      });
      expect(calls).toContain(`remove ${stream.sessionId} ${fanId}`);
      await m.post(`/streaming/live/${stream._id}/end`, creator);
      await new Promise((r) => setTimeout(r, 50));
      expect(calls).toContain(`delete ${stream.sessionId}`);
    } finally {
      await t.close();
    }
  });
});
