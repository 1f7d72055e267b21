// Issue 24, jobs: the registry in the embedded mode (no REDIS_URL), as `npm start` runs it. Every periodic task
// and the media job are named in one catalogue and attached by their plugins; a periodic task never runs twice
// at once; a queued key is one job while it waits or runs; a job that throws is retried after its backoff and
// a job interrupted by the process stopping is not.
import { JOBS } from '@api/jobs/catalogue';
import { EmbeddedEngine } from '@api/jobs/embedded';
import { JobInterrupted } from '@api/jobs/engine';
import { makeApp, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

const spec = { kind: 'queued' as const, attempts: 3, backoffMs: 20, label: 'test' };
const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the job registry on a running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  test('every job of the catalogue has its handler, and the embedded engine runs them', () => {
    expect(t.app.jobs.engine.kind).toBe('embedded');
    const attached = (t.app.jobs as unknown as { handlers: Map<string, unknown> }).handlers;
    expect([...attached.keys()].sort()).toEqual(Object.keys(JOBS).sort());
  });

  test('a periodic task never runs twice at once: a run that finds one going is skipped', async () => {
    let runs = 0;
    let release = () => {};
    const handlers = (t.app.jobs as unknown as { handlers: Map<string, () => Promise<void>> }).handlers;
    const original = handlers.get('renewals')!;
    handlers.set('renewals', async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      const first = t.app.jobs.run('renewals');
      await t.app.jobs.run('renewals');
      await t.app.jobs.run('renewals');
      expect(runs).toBe(1);
      release();
      await first;
      const second = t.app.jobs.run('renewals');
      expect(runs).toBe(2);
      release();
      await second;
    } finally {
      handlers.set('renewals', original);
    }
  });

  test('a task that throws is logged and the next tick runs again', async () => {
    const handlers = (t.app.jobs as unknown as { handlers: Map<string, () => Promise<void>> }).handlers;
    const original = handlers.get('payment-expiry')!;
    let runs = 0;
    handlers.set('payment-expiry', async () => {
      runs += 1;
      throw new Error('boom');
    });
    const log = jest.spyOn(t.app.log, 'error').mockImplementation(() => undefined);
    try {
      await t.app.jobs.run('payment-expiry');
      await t.app.jobs.run('payment-expiry');
      expect(runs).toBe(2);
      expect(log).toHaveBeenCalledWith(expect.anything(), 'payment expiry failed');
    } finally {
      log.mockRestore();
      handlers.set('payment-expiry', original);
    }
  });

  test('handlers are attached before the app starts, once per job', () => {
    expect(() => t.app.jobs.handle('renewals', async () => undefined)).toThrow(/before the app starts/);
  });
});

describe('the embedded engine', () => {
  test('a key queued twice while it waits or runs is one job; concurrency holds', async () => {
    const engine = new EmbeddedEngine(() => undefined);
    const seen: string[] = [];
    let active = 0;
    let most = 0;
    await engine.consume('work', spec, 2, async (data) => {
      active += 1;
      most = Math.max(most, active);
      await later(20);
      seen.push((data as { id: string }).id);
      active -= 1;
    });
    for (const id of ['a', 'b', 'a', 'c', 'b', 'd']) await engine.add('work', id, { id }, spec);
    await engine.idle('work');
    expect(seen.sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(most).toBe(2);
    // done: the same key may be queued again
    await engine.add('work', 'a', { id: 'a' }, spec);
    await engine.idle('work');
    expect(seen.filter((id) => id === 'a')).toHaveLength(2);
    await engine.close();
  });

  test('a job that throws is retried after its backoff, up to its attempts; the last one knows it is last', async () => {
    const reported: unknown[] = [];
    const engine = new EmbeddedEngine((_name, err) => reported.push(err));
    const attempts: { attempt: number; final: boolean }[] = [];
    await engine.consume('flaky', spec, 1, async (_data, info) => {
      attempts.push(info);
      throw new Error(`attempt ${info.attempt}`);
    });
    await engine.add('flaky', 'x', {}, spec);
    await engine.idle('flaky');
    expect(attempts).toEqual([
      { attempt: 1, final: false },
      { attempt: 2, final: false },
      { attempt: 3, final: true },
    ]);
    expect(reported).toHaveLength(3);
    await engine.close();
  });

  test('a job interrupted by its process stopping is not retried nor reported; close waits for it', async () => {
    const reported: unknown[] = [];
    const engine = new EmbeddedEngine((_name, err) => reported.push(err));
    let runs = 0;
    let interrupt = () => {};
    await engine.consume('long', spec, 1, async () => {
      runs += 1;
      await new Promise<void>((resolve) => (interrupt = resolve));
      throw new JobInterrupted();
    });
    await engine.add('long', 'x', {}, spec);
    await engine.add('long', 'y', {}, spec);
    await later(10);
    const closed = engine.close();
    interrupt();
    await closed;
    await later(60);
    expect(runs).toBe(1);
    expect(reported).toEqual([]);
    // a closed engine takes nothing more
    await engine.add('long', 'z', {}, spec);
    await engine.idle('long');
    expect(runs).toBe(1);
  });
});
