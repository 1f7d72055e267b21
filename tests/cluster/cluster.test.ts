// Issue 24, "Done when": the cluster `npm run cluster` starts (three API processes sharing one database, Redis
// and a bucket, nginx in front) holds the money and messaging rules across processes — through nginx and
// straight to each process. The database is the engine `npm run cluster` picks (lib/cluster/engine.mjs):
// PostgreSQL, or one shared SQLite file with CLUSTER_DB=sqlite; the test names it in its output.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Socket } from 'socket.io-client';
import {
  call,
  fanWithBalance,
  balanceOf,
  idOf,
  isAlive,
  ledgerCheck,
  login,
  openSocket,
  untilFinal,
  type Answer,
  type RunningCluster,
  startCluster,
  stickyUpstream,
  subscribe,
} from './helpers';
import { MEDIA_URL_TTL_S, mediaCases } from './media';
import { renewalCases } from './renewals';
import { reportTrouble } from './trouble';
import { POSTGRES_AVAILABLE } from '../api/helpers/pg-cluster';

jest.setTimeout(180_000);

// Debian's nginx, redis-server and postgresql (.ci/run installs them): elsewhere the test is skipped, saying
// why. PostgreSQL is the cluster's default (engine.mjs); sqlite and auto (which falls back) do without it.
const missing = [
  ['nginx', '-v'],
  ['redis-server', '--version'],
]
  .filter(([cmd, arg]) => spawnSync(cmd, [arg]).status !== 0 && !fs.existsSync(`/usr/sbin/${cmd}`))
  .map(([cmd]) => cmd);
if (!['sqlite', 'auto'].includes(process.env.CLUSTER_DB ?? '') && !POSTGRES_AVAILABLE)
  missing.push('postgresql');
if (missing.length && process.env.CI)
  throw new Error(
    `${missing.join(' and ')} missing: .ci/run installs them (apt-get install nginx redis-server postgresql)`,
  );
const maybe = missing.length ? describe.skip : describe;
if (missing.length) console.warn(`the cluster test is skipped: ${missing.join(' and ')} not installed`);

maybe('npm run cluster', () => {
  let cluster: RunningCluster;
  let nginx = '';
  let direct: string[] = [];
  let creatorId = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    cluster = await startCluster({
      // many sign-ins and messages from one address in a few seconds: the limits are not what is tested here
      AUTH_RATE_LIMIT_MAX: '10000',
      MESSAGE_RATE_MAX: '10000',
      // renewals: every process sweeps ten times a second, so their sweeps overlap (renewals.ts)
      RENEWAL_SWEEP_MS: '100',
      // media: a presigned URL that expires within the test (media.ts)
      S3_URL_TTL_SECONDS: String(MEDIA_URL_TTL_S),
    });
    nginx = cluster.info.apiUrl;
    direct = cluster.info.apis.map((a) => a.url);
    creatorId = await idOf(nginx, 'demo-creator');
    console.info(`cluster on ${cluster.info.engine}: nginx ${nginx}, API processes ${direct.join(' ')}`);
  }, 180_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    if (!cluster) return;
    const pids = cluster.info.apis.map((a) => a.pid);
    const code = await cluster.stop();
    reportTrouble(cluster.output());
    expect(code).toBe(0);
    // Ctrl+C / SIGTERM leaves nothing behind: the first processes, the one started again, nginx
    expect(pids.filter(isAlive)).toEqual([]);
    for (const url of [nginx, ...direct]) expect((await call(url, 'GET', '/health')).status).toBe(0);
  });

  const ledgerIsClean = async () => {
    const { code, lines } = await ledgerCheck(cluster.info);
    expect(lines.at(-1)).toMatch(/^Ledger OK/);
    expect(code).toBe(0);
  };

  /** the site's minimum tip */
  const TIP = 10;
  const tip = (base: string, token: string, key: string, price = TIP) =>
    call(base, 'POST', `/wallet/charges/tip/${creatorId}`, { token, key, body: { price } });

  test('the cluster runs on PostgreSQL unless CLUSTER_DB names another engine', () => {
    const asked = process.env.CLUSTER_DB || 'postgres';
    if (asked !== 'auto') expect(cluster.info.engine).toBe(asked);
    if (cluster.info.engine === 'postgres') expect(cluster.info.databaseUrl).toMatch(/^postgres:\/\//);
  });

  test('50 parallel tips from one fan whose balance covers 10, over nginx and the three processes: 10 are paid', async () => {
    const fan = await fanWithBalance(nginx, 10 * TIP);
    const targets = [nginx, ...direct];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => tip(targets[i % targets.length], fan.token, randomUUID())),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    // the rest are the conditional debit's clear refusal, never a 5xx
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(422);
      expect(a.body.message).toMatch(/balance/i);
    }
    expect(await balanceOf(nginx, fan.token)).toBe(0);
    await ledgerIsClean();
  });

  test('the same Idempotency-Key sent to the three processes at once pays once', async () => {
    const fan = await fanWithBalance(nginx, 10 * TIP);
    const key = randomUUID();
    const first = await Promise.all(direct.map((base) => tip(base, fan.token, key)));
    // one ran it; the others answered its stored answer or "still running" (409, then the replay)
    const final = await Promise.all(first.map((a, i) => untilFinal(a, () => tip(direct[i], fan.token, key))));
    expect(final.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(final.map((a) => (a.body.data as { _id: string })._id));
    expect(ids.size).toBe(1);
    expect(await balanceOf(nginx, fan.token)).toBe(9 * TIP);
    await ledgerIsClean();
  });

  /** The fan's conversation with demo-creator. */
  async function conversation(fanToken: string): Promise<string> {
    const res = await call(nginx, 'POST', '/conversations', {
      token: fanToken,
      body: { source: 'performer', sourceId: creatorId },
    });
    return (res.body.data as { _id: string })._id;
  }

  const send = (base: string, token: string, conversationId: string, text: string, clientId: string) =>
    call(base, 'POST', `/messages/conversations/${conversationId}`, { token, body: { text, clientId } });

  /**
   * Redis delivers one publisher's events in the order it published them; two processes publish independently,
   * so a message answered by A can still be overtaken by the next one, answered by B. The web client places each
   * message by its createdAt (message-slice `place`), which the database gave it, so what it shows is in order.
   */
  test('messages sent through other processes reach a socket on the third once each, in order', async () => {
    const fan = await fanWithBalance(nginx, 0);
    await subscribe(nginx, fan, creatorId);
    const conversationId = await conversation(fan.token);
    const creator = await openSocket(direct[2], await login(direct[2], 'demo-creator'));
    sockets.push(creator);
    const received: { text: string; createdAt: string }[] = [];
    creator.on('message_created', (m: { text: string; conversationId: string; createdAt: string }) => {
      if (m.conversationId === conversationId) received.push(m);
    });
    const sendAll = async (texts: string[], through: (i: number) => string) => {
      received.length = 0;
      for (const [i, text] of texts.entries())
        expect((await send(through(i), fan.token, conversationId, text, randomUUID())).status).toBe(200);
      for (let i = 0; i < 50 && received.length < texts.length; i += 1)
        await new Promise((r) => setTimeout(r, 100));
      // a moment more: a second delivery of any of them would arrive now
      await new Promise((r) => setTimeout(r, 500));
      return [...received];
    };
    const oneProcess = Array.from({ length: 20 }, (_, i) => `through A ${i}`);
    expect((await sendAll(oneProcess, () => direct[0])).map((m) => m.text)).toEqual(oneProcess);
    const twoProcesses = Array.from({ length: 20 }, (_, i) => `through A and B ${i}`);
    const arrived = await sendAll(twoProcesses, (i) => direct[i % 2]);
    expect(arrived.map((m) => m.text).sort()).toEqual([...twoProcesses].sort());
    const placed = [...arrived].sort((x, y) => x.createdAt.localeCompare(y.createdAt));
    expect(placed.map((m) => m.text)).toEqual(twoProcesses);
    creator.close();
  });

  test('SIGKILL of the process holding the sockets, mid-burst: no acknowledged message or cent is lost, sockets reconnect through nginx', async () => {
    const fan = await fanWithBalance(nginx, 30 * TIP);
    await subscribe(nginx, fan, creatorId);
    const conversationId = await conversation(fan.token);
    const creatorToken = await login(nginx, 'demo-creator');
    const creator = await openSocket(nginx, creatorToken, true);
    sockets.push(creator);
    let reconnected = 0;
    creator.io.on('reconnect', () => (reconnected += 1));
    // nginx pins this address's sockets to one process: that one dies
    const pinned = await stickyUpstream(nginx);
    const victim = cluster.info.apis.find((a) => pinned.endsWith(`:${new URL(a.url).port}`))!;
    expect(victim).toBeDefined();

    const sentMessages: { clientId: string; text: string }[] = [];
    const tipKeys: string[] = [];
    /** first tries the kill cut off (connection refused or dropped, 502, or a key left running) */
    let interrupted = 0;
    const settle = async (first: Answer, retry: () => Promise<Answer>) => {
      if (first.status !== 200 && first.status !== 422) interrupted += 1;
      return untilFinal(first, retry);
    };
    const burst = Array.from({ length: 60 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 15));
      // a third straight to the victim, the rest through nginx (spread over every process)
      const base = i % 3 === 0 ? victim.url : nginx;
      if (i % 2 === 0) {
        const message = { clientId: randomUUID(), text: `burst ${i}` };
        const first = await send(base, fan.token, conversationId, message.text, message.clientId);
        const res = await settle(first, () =>
          send(nginx, fan.token, conversationId, message.text, message.clientId),
        );
        if (res.status === 200) sentMessages.push(message);
        return res.status;
      }
      const key = randomUUID();
      const res = await settle(await tip(base, fan.token, key), () => tip(nginx, fan.token, key));
      if (res.status === 200) tipKeys.push(key);
      return res.status;
    });
    setTimeout(() => process.kill(victim.pid, 'SIGKILL'), 300);
    const statuses = await Promise.all(burst);
    expect(isAlive(victim.pid)).toBe(false);
    // the kill fell inside the burst: some first tries were cut off and retried
    expect(interrupted).toBeGreaterThan(0);
    // every request ends with a final answer; each is acknowledged once the client has retried
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // every acknowledged message is stored, once
    const listed = await call(nginx, 'GET', `/messages/conversations/${conversationId}?limit=100`, {
      token: fan.token,
    });
    const stored = (listed.body.data as { data: { text: string }[] }).data.map((m) => m.text);
    for (const m of sentMessages) expect(stored.filter((t) => t === m.text)).toHaveLength(1);
    // every acknowledged tip is paid once, and the books balance
    expect(tipKeys).toHaveLength(30);
    expect(await balanceOf(nginx, fan.token)).toBe(0);
    await ledgerIsClean();

    // the socket came back through nginx on a live process and hears what is sent now
    for (let i = 0; i < 100 && (!reconnected || !creator.connected); i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect(reconnected).toBeGreaterThan(0);
    const heard = new Promise<string>((resolve) =>
      creator.on('message_created', (m: { text: string }) => m.text === 'after the kill' && resolve(m.text)),
    );
    expect((await send(nginx, fan.token, conversationId, 'after the kill', randomUUID())).status).toBe(200);
    expect(await Promise.race([heard, new Promise((r) => setTimeout(() => r('not heard'), 5000))])).toBe(
      'after the kill',
    );
    creator.close();
  });

  renewalCases(() => ({ cluster: cluster.info, nginx, creatorId, ledgerIsClean }));
  mediaCases(() => ({ cluster: cluster.info, nginx, creatorId }));
});
