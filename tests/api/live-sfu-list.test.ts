// Issue 24, live media at scale: SFU_URL lists several built-in SFUs and each room lives on one, chosen from its id
// alone. Placement is stable and spreads rooms; a credential's URL and grant are the chosen SFU's; two API
// processes send a creator and a viewer of one room to the same SFU, where the viewer sees the creator publish;
// the variables are checked at start with the one at fault named.
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { verifyGrant } from '../../api/sfu/grant';
import { createSfu, type Sfu } from '../../api/sfu/sfu';
import { buildApp } from '@api/app';
import { loadConfig } from '@api/config';
import type { SfuEndpoint } from '@api/live/builtin';
import { placeRoom, sfuList } from '@api/live/sfu-list';
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money } from './helpers/money';

jest.setTimeout(60_000);

const SECRET_A = 'secret-of-sfu-a-0123456789abcdef';
const SECRET_B = 'secret-of-sfu-b-0123456789abcdef';

const sfus = (n: number): SfuEndpoint[] =>
  Array.from({ length: n }, (_, i) => ({
    internalUrl: `http://10.0.0.${i + 1}:7001`,
    publicUrl: `https://sfu-${'abcdefgh'[i]}.example`,
    secret: 'x'.repeat(16),
  }));
const rooms = Array.from({ length: 3000 }, (_, i) => `session-${i}`);
const share = (list: SfuEndpoint[]) => {
  const counts = new Map<string, number>();
  for (const room of rooms) {
    const url = placeRoom(room, list)!.publicUrl;
    counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  return list.map((s) => (counts.get(s.publicUrl) ?? 0) / rooms.length);
};

describe('room placement', () => {
  test('stable: the same room goes to the same SFU on every process, whatever the list order', () => {
    const two = sfus(2);
    // fixed answers: a change of the hash would move live rooms between API processes of two versions
    expect(
      ['665f1c0e0c8a4b2f9d3e7a10', 'room-1', 'room-2', 'room-3', 'room-4'].map(
        (r) => placeRoom(r, two)!.publicUrl,
      ),
    ).toEqual([
      'https://sfu-a.example',
      'https://sfu-b.example',
      'https://sfu-a.example',
      'https://sfu-a.example',
      'https://sfu-b.example',
    ]);
    const reversed = [...two].reverse();
    for (const room of rooms.slice(0, 200)) expect(placeRoom(room, reversed)).toEqual(placeRoom(room, two));
    expect(placeRoom('any', [])).toBeNull();
  });

  test('spreads rooms evenly, and adding an SFU moves only the rooms it takes', () => {
    for (const n of [2, 3, 5])
      for (const part of share(sfus(n))) expect(Math.abs(part - 1 / n)).toBeLessThan(0.05);
    const before = sfus(2);
    const after = sfus(3);
    let moved = 0;
    for (const room of rooms) {
      const was = placeRoom(room, before)!.publicUrl;
      const now = placeRoom(room, after)!.publicUrl;
      if (was !== now) {
        moved += 1;
        expect(now).toBe('https://sfu-c.example'); // never between the two that stayed
      }
    }
    expect(moved / rooms.length).toBeGreaterThan(0.28);
    expect(moved / rooms.length).toBeLessThan(0.39);
  });
});

describe('SFU_URL, SFU_PUBLIC_URL and SFU_SECRET', () => {
  const env = (vars: Record<string, string>) => () => loadConfig(vars);

  test('auto and off keep working; a list gives one endpoint per SFU', () => {
    expect(sfuList(loadConfig({}))).toBeNull();
    expect(sfuList(loadConfig({ SFU_URL: 'off' }))).toBeNull();
    expect(sfuList(loadConfig({ SFU_PUBLIC_URL: 'https://media.example/' }))).toBeNull();
    const config = loadConfig({
      SFU_URL: 'http://10.0.0.1:7001/, http://10.0.0.2:7001',
      SFU_PUBLIC_URL: 'https://sfu-a.example,https://sfu-b.example',
      SFU_SECRET: `${SECRET_A},${SECRET_B}`,
    });
    expect(sfuList(config)).toEqual([
      { internalUrl: 'http://10.0.0.1:7001', publicUrl: 'https://sfu-a.example', secret: SECRET_A },
      { internalUrl: 'http://10.0.0.2:7001', publicUrl: 'https://sfu-b.example', secret: SECRET_B },
    ]);
    // one secret for all; browsers use the internal URLs when no public ones are given
    expect(
      sfuList(loadConfig({ SFU_URL: 'http://a.local:7001,http://b.local:7001', SFU_SECRET: SECRET_A })),
    ).toEqual([
      { internalUrl: 'http://a.local:7001', publicUrl: 'http://a.local:7001', secret: SECRET_A },
      { internalUrl: 'http://b.local:7001', publicUrl: 'http://b.local:7001', secret: SECRET_A },
    ]);
  });

  test('a wrong deployment stops at start, naming the variable', () => {
    const two = 'http://a.local:7001,http://b.local:7001';
    expect(env({ SFU_URL: 'a.local:7001', SFU_SECRET: SECRET_A })).toThrow(/^SFU_URL must be auto, off or/);
    expect(env({ SFU_URL: `${two},http://a.local:7001`, SFU_SECRET: SECRET_A })).toThrow(
      'SFU_URL lists http://a.local:7001 twice',
    );
    expect(env({ SFU_URL: two })).toThrow(/^SFU_SECRET is required with SFU_URL=/);
    expect(env({ SFU_URL: two, SFU_SECRET: 'short' })).toThrow(/^SFU_SECRET must be at least 16/);
    expect(env({ SFU_URL: two, SFU_SECRET: `${SECRET_A},${SECRET_B},${SECRET_A}x` })).toThrow(
      /^SFU_SECRET lists 3 secrets for the 2 SFUs/,
    );
    expect(env({ SFU_URL: two, SFU_SECRET: SECRET_A, SFU_PUBLIC_URL: 'https://sfu.example' })).toThrow(
      /^SFU_PUBLIC_URL lists 1 URL\(s\) for the 2 in SFU_URL/,
    );
    expect(env({ SFU_URL: two, SFU_SECRET: SECRET_A, SFU_PUBLIC_URL: 'https://a.example,b' })).toThrow(
      /^SFU_PUBLIC_URL must be http\(s\) URLs/,
    );
    expect(env({ SFU_PUBLIC_URL: 'https://a.example,https://b.example' })).toThrow(
      /^SFU_PUBLIC_URL is one URL with SFU_URL=auto/,
    );
  });
});

describe('two SFUs behind two API processes', () => {
  const servers: { sfu: Sfu; url: string; secret: string }[] = [];
  const sockets: Socket[] = [];
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    for (const secret of [SECRET_A, SECRET_B]) {
      const sfu = createSfu({ secret, maxViewers: 5, corsOrigins: true, hostAddresses: [], iceServers: [] });
      servers.push({ sfu, secret, url: `http://127.0.0.1:${await sfu.listen(0, '127.0.0.1')}` });
    }
    const config = {
      authRateLimitMax: 1000,
      liveSweepMs: 0,
      sfuUrl: servers.map((s) => s.url).join(','),
      sfuPublicUrl: '',
      sfuSecret: servers.map((s) => s.secret).join(','),
    };
    t = await makeApp({ config });
    // a second API process on the same database, listing the SFUs in the other order
    other = await buildApp({
      dataDir: t.dataDir,
      config: {
        ...config,
        databaseUrl: t.databaseUrl,
        apiPublicUrl: 'http://api.test',
        appPublicUrl: 'http://app.test',
        sfuUrl: [...servers]
          .reverse()
          .map((s) => s.url)
          .join(','),
        sfuSecret: [...servers]
          .reverse()
          .map((s) => s.secret)
          .join(','),
      },
      env: {},
    });
    await other.ready();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await other?.close();
    await t?.close();
    for (const { sfu } of servers) await sfu.close();
  });

  function signal(url: string, grant: string): Promise<Socket> {
    const socket = connect(url, { transports: ['websocket'], auth: { grant }, reconnection: false });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  }

  test('grants and URLs are the chosen SFU’s; creator and viewer meet there through different API processes', async () => {
    const creator = await login(t.app, 'demo-creator');
    const creatorId = await userId(t.app, 'demo-creator');
    const fan = await login(other, 'demo-fan');
    const fanId = await userId(t.app, 'demo-fan');
    const chosen = new Set<string>();
    let stream: { _id: string; sessionId: string } | undefined;
    // sessions until each SFU has carried one: both are used
    for (let i = 0; i < 20 && chosen.size < 2; i += 1) {
      const res = await money(t.app).post('/streaming/live', creator, {
        title: 'Live',
        description: 'x',
        isFree: true,
      });
      stream = res.json().data.stream;
      const own = (await money(t.app).post(`/streaming/media/${stream!._id}`, creator)).json().data;
      const home = servers.find(
        (s) => s.url === placeRoom(stream!.sessionId, sfuList(t.app.config)!)!.publicUrl,
      )!;
      expect(own).toMatchObject({ engine: 'builtin', url: home.url, room: stream!.sessionId, publish: true });
      expect(t.app.liveMedia.sfuFor(stream!.sessionId)?.publicUrl).toBe(home.url);
      expect(verifyGrant(home.secret, own.grant)).toMatchObject({ room: stream!.sessionId, user: creatorId });
      const elsewhere = servers.find((s) => s !== home)!;
      expect(verifyGrant(elsewhere.secret, own.grant)).toBeNull();
      chosen.add(home.url);
    }
    expect(chosen.size).toBe(2);

    const session = stream!;
    await t.app.repos.streams.setStreaming(session._id, true, new Date().toISOString());
    const publisher = (await money(t.app).post(`/streaming/media/${session._id}`, creator)).json().data;
    const viewer = (await money(other).post(`/streaming/media/${session._id}`, fan)).json().data;
    expect(viewer).toMatchObject({ engine: 'builtin', url: publisher.url, play: true, publish: false });
    expect(verifyGrant(servers.find((s) => s.url === viewer.url)!.secret, viewer.grant)).toMatchObject({
      user: fanId,
    });
    // the other SFU refuses the viewer's grant: it was signed for the room's own
    const wrong = servers.find((s) => s.url !== viewer.url)!;
    await expect(signal(wrong.url, viewer.grant)).rejects.toThrow(/Media access refused/);

    const watching = await signal(viewer.url, viewer.grant);
    const sees = new Promise<string[]>((resolve) =>
      watching.on('publishers', ({ publishers }: { publishers: string[] }) => {
        if (publishers.length) resolve(publishers);
      }),
    );
    const sending = await signal(publisher.url, publisher.grant);
    expect(await sending.emitWithAck('publish', {})).toMatchObject({ ok: true });
    expect(await sees).toEqual([creatorId]);
    const home = servers.find((s) => s.url === viewer.url)!;
    expect(home.sfu.stats().publishers).toBe(1);
    expect(wrong.sfu.stats()).toMatchObject({ rooms: 0, publishers: 0 });

    // ending the live closes the room on its SFU, from whichever process ends it
    const ended = new Promise((resolve) => watching.on('disconnect', resolve));
    await money(other).post(`/streaming/live/${session._id}/end`, creator);
    await ended;
    expect(home.sfu.stats().rooms).toBe(0);
  });
});
