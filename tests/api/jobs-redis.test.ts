// Issue 24, jobs on BullMQ: three API processes' workers on one Redis (Debian's redis-server on a free port).
// A periodic job's tick runs once among them and never overlaps the last one; a queued job added by all three
// runs once; a worker killed mid-job (SIGKILL: no goodbye, its lock just stops being renewed) has its job
// taken over by another. (CI installs redis-server; elsewhere: skipped.) jobs-cluster.test.ts: whole apps.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BullEngine } from '@api/jobs/bullmq';
import { hasRedis, later, startRedis, until, type ThrowawayRedis } from './helpers/throwaway-redis';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const maybe = hasRedis ? describe : describe.skip;
if (!hasRedis) console.warn('redis-server not installed: the BullMQ job tests are skipped');

const LOCK_MS = 1000;
const spec = { kind: 'queued' as const, attempts: 3, backoffMs: 100, label: 'test' };

maybe('jobs on BullMQ with three processes on one Redis', () => {
  let redis: ThrowawayRedis;
  let redisUrl = '';
  const engines: BullEngine[] = [];
  const workers: ChildProcess[] = [];
  const engine = () => {
    const e = new BullEngine({ redisUrl, lockMs: LOCK_MS, report: () => undefined });
    engines.push(e);
    return e;
  };

  /** a worker process (tests/api/helpers/<script>.ts) on this Redis; `output()` is what it printed so far */
  const workerProcess = (script: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `tests/api/helpers/${script}.ts`], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: redisUrl, JOB_LOCK_MS: String(LOCK_MS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.push(child);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    return { child, output: () => out };
  };

  beforeAll(async () => {
    redis = await startRedis();
    redisUrl = redis.url;
  });

  afterAll(async () => {
    workers.forEach((w) => w.kill('SIGKILL'));
    await Promise.allSettled(engines.map((e) => e.close()));
    await redis.stop();
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

  test('Redis restarting under a worker: its process keeps running (timers fire), and jobs run once Redis is back', async () => {
    const { output } = workerProcess('job-heartbeat-worker');
    const beats = () =>
      output()
        .split('\n')
        .filter((line) => line === 'beat').length;
    const adder = engine();
    await adder.add('steady', 'before', { key: 'before' }, spec);
    await until(() => output().includes('ran before'), 30_000, 'the worker running a job');

    const restarted = redis.restart(8000);
    await later(500);
    const beatsWhileDown = beats();
    await later(6000);
    // ~60 beats in 6 s; a worker spinning on its failed commands stops every timer of its process
    expect(beats() - beatsWhileDown).toBeGreaterThanOrEqual(30);
    await restarted;

    // the adder's client reconnects too and holds the command until Redis answers
    await adder.add('steady', 'after', { key: 'after' }, spec);
    await until(() => output().includes('ran after'), 30_000, 'a job added after the restart running');
    expect(
      output()
        .split('\n')
        .filter((line) => line === 'ran after'),
    ).toHaveLength(1);
  });

  test('a worker killed mid-job (SIGKILL) has its job taken over by another after the lock lapses', async () => {
    const { child, output } = workerProcess('job-worker');
    const adder = engine();
    await adder.add('slow', 'file-slow', { n: 1 }, spec);
    await until(() => output().includes('started 1'), 30_000, 'the child worker taking the job');
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
});
