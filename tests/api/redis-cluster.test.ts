// Issue 11, "beyond one machine": two API processes on one database and Debian's redis-server. With REDIS_URL
// set, socket.io's Redis adapter carries every emit between them: a message posted through process A reaches a
// socket connected to process B; a user's online flag counts the sockets of both; rate windows are shared.
// (CI installs redis-server; elsewhere the test is skipped with a note.)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { freePort } from './helpers/throwaway-redis';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis && process.env.CI)
  throw new Error('redis-server is missing: .ci/run installs it (apt-get install redis-server)');
const maybe = hasRedis ? describe : describe.skip;
if (!hasRedis) console.warn('redis-server not installed: the two-process socket test is skipped');

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

maybe('two API processes with the Redis adapter', () => {
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  let dataDir = '';
  let a = '';
  let b = '';
  // the fan's conversation with the creator, opened by the message test
  let conversationId = '';
  let fanToken = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-redis-'));
    const redisPort = await freePort();
    children.push(
      spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      }),
    );
    const [portA, portB] = [await freePort(), await freePort()];
    const api = (port: number) =>
      spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
        cwd: ROOT,
        stdio: 'ignore',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          API_PORT: String(port),
          API_HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          LOG_LEVEL: 'silent',
        },
      });
    a = `http://127.0.0.1:${portA}`;
    b = `http://127.0.0.1:${portB}`;
    // the first one migrates and seeds; the second opens the same database
    children.push(api(portA));
    await waitFor(`${a}/health`);
    children.push(api(portB));
    await waitFor(`${b}/health`);
  });

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    for (const child of children.reverse()) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const login = async (base: string, username: string) => {
    const res = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo-password' }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };

  const open = async (base: string, token: string) => {
    const socket = connect(base, { transports: ['websocket'], reconnection: false, auth: { token } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const isOnline = async (base: string) =>
    ((await (await fetch(`${base}/performers/demo-creator`)).json()) as { data: { isOnline: number } }).data
      .isOnline;
  const settle = async (base: string, want: number) => {
    for (let i = 0; i < 50 && (await isOnline(base)) !== want; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    return isOnline(base);
  };

  test('presence: a user with a socket on A and one on B stays online until both are gone', async () => {
    const token = await login(a, 'demo-creator');
    const onA = await open(a, token);
    const onB = await open(b, token);
    expect(await isOnline(a)).toBe(1);
    onA.close();
    // A's leave asks B through the adapter, which still holds a socket
    await new Promise((r) => setTimeout(r, 500));
    expect(await isOnline(b)).toBe(1);
    const again = await open(a, token);
    onB.close();
    await new Promise((r) => setTimeout(r, 500));
    expect(await isOnline(a)).toBe(1);
    again.close();
    expect(await settle(a, 0)).toBe(0);
  });

  test('a message posted through A reaches the creator’s socket on B', async () => {
    const fan = await login(a, 'demo-fan');
    const creatorToken = await login(b, 'demo-creator');
    const creator = connect(b, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: creatorToken },
    });
    sockets.push(creator);
    await new Promise<void>((resolve, reject) => {
      creator.once('connect', () => resolve());
      creator.once('connect_error', reject);
    });
    const me = await fetch(`${b}/users/me`, { headers: { authorization: creatorToken } });
    const creatorId = ((await me.json()) as { data: { _id: string } }).data._id;
    const conv = await fetch(`${a}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: fan },
      body: JSON.stringify({ source: 'performer', sourceId: creatorId }),
    });
    conversationId = ((await conv.json()) as { data: { _id: string } }).data._id;
    fanToken = fan;
    const received = new Promise<{ text: string; conversationId: string }>((resolve) =>
      creator.once('message_created', resolve),
    );
    const sent = await fetch(`${a}/messages/conversations/${conversationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: fanToken },
      body: JSON.stringify({ text: 'across processes', clientId: 'c0ffee00-0000-4000-8000-00000000c1a5' }),
    });
    expect(sent.status).toBe(200);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('not delivered')), 5000),
    );
    expect(await Promise.race([received, timeout])).toMatchObject({
      text: 'across processes',
      conversationId,
    });
  });

  test('the message send rate is one window for both processes', async () => {
    const send = (base: string, i: number) =>
      fetch(`${base}/messages/conversations/${conversationId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: fanToken },
        body: JSON.stringify({ text: `burst ${i}` }),
      });
    // MESSAGE_RATE_MAX is 30 per 10 s (the message test above may have spent one): counted per process, 40
    // sends alternating between A and B would all pass
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await send(i % 2 ? a : b, i)).status);
    const passed = statuses.indexOf(429);
    expect(passed).toBeGreaterThanOrEqual(29);
    expect(passed).toBeLessThanOrEqual(30);
    expect(statuses.slice(0, passed)).toEqual(Array(passed).fill(200));
    expect(statuses.slice(passed)).toEqual(Array(40 - passed).fill(429));
  });

  // last: it spends the sign-in window of 127.0.0.1 on both processes
  test('the sign-in limit is one window for both processes', async () => {
    const attempt = (base: string) =>
      fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo-fan', password: 'not-the-password' }),
      });
    const left = async (res: Response) => Number(res.headers.get('x-ratelimit-remaining'));
    const remaining = await left(await attempt(a));
    expect(remaining).toBeGreaterThan(1);
    expect(await left(await attempt(b))).toBe(remaining - 1);
    for (let i = 1; i < remaining; i += 1) expect((await attempt(i % 2 ? a : b)).status).not.toBe(429);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });
});
