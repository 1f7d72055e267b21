// Issue 24, jobs on BullMQ: three API processes' workers on one Redis (Debian's redis-server on a free port).
// A periodic job's tick runs once among them and never overlaps the last one; a queued job added by all three
// runs once; a worker killed mid-job (SIGKILL: no goodbye, its lock just stops being renewed) has its job
// taken over by another; and with three whole apps on one database and REDIS_URL, a due renewal is charged
// once and an uploaded video is processed by one worker. (CI installs redis-server; elsewhere: skipped.)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@api/app';
import { BullEngine } from '@api/jobs/bullmq';
import { storeMedia } from '@api/services/media-store';
import { makeApp, type TestApp } from './helpers/app';
import { SEED_CLIP, userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis && process.env.CI)
  throw new Error('redis-server is missing: .ci/run installs it (apt-get install redis-server)');
const maybe = hasRedis ? describe : describe.skip;
if (!hasRedis) console.warn('redis-server not installed: the BullMQ job tests are skipped');

const DAY = 24 * 60 * 60 * 1000;
const LOCK_MS = 1000;
const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
const spec = { kind: 'queued' as const, attempts: 3, backoffMs: 100, label: 'test' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await later(50);
  }
  throw new Error(`${what} did not happen within ${ms} ms`);
}

maybe('jobs on BullMQ with three processes on one Redis', () => {
  let redis: ChildProcess;
  let redisUrl = '';
  let redisDir = '';
  const engines: BullEngine[] = [];
  const workers: ChildProcess[] = [];
  const engine = () => {
    const e = new BullEngine({ redisUrl, lockMs: LOCK_MS, report: () => undefined });
    engines.push(e);
    return e;
  };

  beforeAll(async () => {
    redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-jobs-redis-'));
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    redisUrl = `redis://127.0.0.1:${port}`;
    await until(
      () =>
        new Promise<boolean>((resolve) => {
          const s = net.connect(port, '127.0.0.1', () => {
            s.end();
            resolve(true);
          });
          s.on('error', () => resolve(false));
        }),
      10_000,
      'redis-server answering',
    );
  });

  afterAll(async () => {
    workers.forEach((w) => w.kill('SIGKILL'));
    await Promise.allSettled(engines.map((e) => e.close()));
    redis.kill('SIGTERM');
    await later(200);
    fs.rmSync(redisDir, { recursive: true, force: true });
  });

  test('each tick of a periodic job runs once among three processes, never two at once', async () => {
    const ticks: { tick: string; by: number }[] = [];
    let active = 0;
    let most = 0;
    const three = [engine(), engine(), engine()];
    const started = Date.now();
    // every process upserts the same scheduler; each tick takes longer than the period
    await Promise.all(
      three.map((e, by) =>
        e.schedule('tick-test', 300, async (tick) => {
          active += 1;
          most = Math.max(most, active);
          ticks.push({ tick, by });
          await later(400);
          active -= 1;
        }),
      ),
    );
    await later(4000);
    await Promise.all(three.map((e) => e.close()));
    const elapsed = Date.now() - started;
    expect(ticks.length).toBeGreaterThanOrEqual(5);
    // one run per tick: no tick id twice, and no more runs than ticks fit in the time
    expect(new Set(ticks.map((t) => t.tick)).size).toBe(ticks.length);
    expect(ticks.length).toBeLessThanOrEqual(Math.ceil(elapsed / 400) + 1);
    expect(most).toBe(1);
  });

  test('a job added by three processes runs once; six jobs run once each, spread over the workers', async () => {
    const runs: { key: string; by: number }[] = [];
    const three = [engine(), engine(), engine()];
    await Promise.all(
      three.map((e, by) =>
        e.consume('once-test', spec, 2, async (data) => {
          await later(100);
          runs.push({ key: (data as { key: string }).key, by });
        }),
      ),
    );
    await Promise.all(three.map((e) => e.add('once-test', 'file-same', { key: 'same' }, spec)));
    for (let i = 0; i < 6; i += 1) await three[i % 3].add('once-test', `file-${i}`, { key: String(i) }, spec);
    await until(() => runs.length >= 7, 10_000, 'seven jobs done');
    await later(500);
    await three[0].idle('once-test');
    expect(runs.map((r) => r.key).sort()).toEqual(['0', '1', '2', '3', '4', '5', 'same']);
    expect(new Set(runs.map((r) => r.by)).size).toBeGreaterThan(1);
  });

  test('a worker killed mid-job (SIGKILL) has its job taken over by another after the lock lapses', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/helpers/job-worker.ts'], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: redisUrl, JOB_LOCK_MS: String(LOCK_MS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.push(child);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const adder = engine();
    await adder.add('slow', 'file-slow', { n: 1 }, spec);
    await until(() => out.includes('started 1'), 30_000, 'the child worker taking the job');
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const done: number[] = [];
    const survivor = engine();
    await survivor.consume('slow', spec, 1, async (_data, info) => {
      done.push(info.attempt);
    });
    await until(() => done.length > 0, 15_000, 'another worker finishing the job');
    // the dead worker's run counted: this is the second
    expect(done).toEqual([2]);
    await survivor.idle('slow');
  });

  describe('three apps on one database and one Redis', () => {
    let t: TestApp;
    let apps: FastifyInstance[] = [];
    let clock = Date.now();
    const now = () => new Date(clock);
    const config = () => ({ redisUrl, renewalSweepMs: 250, jobLockMs: LOCK_MS, authRateLimitMax: 1000 });

    beforeAll(async () => {
      t = await makeApp({ now, config: config() });
      const others = await Promise.all(
        [1, 2].map(async () => {
          const app = await buildApp({ dataDir: t.dataDir, seed: false, now, env: {}, config: config() });
          await app.ready();
          return app;
        }),
      );
      apps = [t.app, ...others];
    });
    afterAll(async () => {
      await Promise.all(apps.slice(1).map((app) => app.close()));
      await t.close();
    });

    test('a renewal due once is charged once by the scheduled sweep', async () => {
      expect(apps.every((app) => app.jobs.engine.kind === 'bullmq')).toBe(true);
      const m = money(t.app);
      const creatorId = userId(t.app, 'demo-creator');
      const fan = await newFan(t.app, 'clusterfan');
      const cardId = await m.addCard(fan.token);
      const paid = await m.post(
        '/payment/subscribe/performers',
        fan.token,
        { type: 'monthly', performerId: creatorId, paymentGateway: 'sandbox', cardId },
        'cluster-sub-1',
      );
      expect(paid.json().data.status).toBe('success');
      const token = t.app.repos.paymentCards.find(cardId)!.token;
      const spies = apps.map((app) => jest.spyOn(app.paymentGateway, 'charge'));
      const fanCharges = () =>
        spies.flatMap((spy) => spy.mock.calls).filter(([request]) => request.card.token === token).length;
      const sub = () => t.app.repos.subscriptions.find(fan.id, creatorId)!;
      const expiry = Date.parse(sub().expiredAt);
      clock += 31 * DAY;
      try {
        await until(() => Date.parse(sub().expiredAt) > expiry, 20_000, 'the renewal');
        // a dozen more ticks: nothing is charged again
        await later(3000);
        expect(fanCharges()).toBe(1);
        expect(Date.parse(sub().expiredAt) - expiry).toBe(30 * DAY);
        expect((await m.get('/payment/transactions/user/search', fan.token)).json().data.total).toBe(2);
        expect(await m.ledgerOk()).toMatchObject({ ok: true });
      } finally {
        clock -= 31 * DAY;
        spies.forEach((spy) => spy.mockRestore());
      }
    });

    test('an upload returns at once and one worker of the three processes it', async () => {
      const settled: number[] = [];
      apps.forEach((app, i) => app.media.onSettled(() => settled.push(i)));
      const owner = userId(t.app, 'demo-creator');
      const file = await storeMedia(t.app, { buffer: SEED_CLIP, filename: 'clip.mp4' }, 'feed-video', owner);
      expect(file.status).toBe('processing');
      await until(() => t.app.repos.files.findMedia(file.id)!.status !== 'processing', 30_000, 'processing');
      await t.app.media.idle();
      expect(t.app.repos.files.findMedia(file.id)!.status).toBe('finished');
      await later(500);
      expect(settled).toHaveLength(1);
    });
  });
});
