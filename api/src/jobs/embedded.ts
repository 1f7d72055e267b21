// The embedded job engine (no REDIS_URL): shared periodic tasks on this process's timers, queued jobs in a FIFO
// in memory, `concurrency` at a time, each key once while it waits or runs. A job that throws is tried again
// after its backoff, up to its attempts, as BullMQ would; a process that stops drops what waits — files left
// `processing` are queued again at the next start (plugins/media.ts).
import type { QueuedSpec } from './catalogue';
import { JobInterrupted, type JobEngine, type PeriodicRun, type QueuedRun } from './engine';
import { everyLocal } from './local-timer';

interface Entry {
  key: string;
  data: unknown;
  attempt: number;
}

interface Lane {
  spec: QueuedSpec;
  concurrency: number;
  run: QueuedRun | null;
  waiting: Entry[];
  /** keys waiting, running or between two attempts */
  keys: Set<string>;
  running: Set<Promise<void>>;
  retries: Set<NodeJS.Timeout>;
  idle: (() => void)[];
}

export class EmbeddedEngine implements JobEngine {
  readonly kind = 'embedded';
  private lanes = new Map<string, Lane>();
  private stops: (() => void)[] = [];
  private closed = false;

  constructor(private readonly report: (name: string, err: unknown) => void) {}

  async schedule(_name: string, everyMs: number, run: PeriodicRun): Promise<void> {
    this.stops.push(everyLocal(everyMs, run));
  }

  async unschedule(): Promise<void> {
    // nothing outlives the process here
  }

  async consume(name: string, spec: QueuedSpec, concurrency: number, run: QueuedRun): Promise<void> {
    const lane = this.lane(name, spec);
    lane.concurrency = Math.max(1, concurrency);
    lane.run = run;
    this.pump(name, lane);
  }

  async add(name: string, key: string, data: unknown, spec: QueuedSpec): Promise<void> {
    const lane = this.lane(name, spec);
    if (this.closed || lane.keys.has(key)) return;
    lane.keys.add(key);
    lane.waiting.push({ key, data, attempt: 1 });
    this.pump(name, lane);
  }

  idle(name: string): Promise<void> {
    const lane = this.lanes.get(name);
    if (!lane || lane.keys.size === 0) return Promise.resolve();
    return new Promise((resolve) => lane.idle.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stops.forEach((stop) => stop());
    for (const lane of this.lanes.values()) {
      lane.waiting = [];
      lane.retries.forEach((t) => clearTimeout(t));
      lane.retries.clear();
      await Promise.allSettled([...lane.running]);
      lane.keys.clear();
      this.settle(lane);
    }
  }

  private lane(name: string, spec: QueuedSpec): Lane {
    let lane = this.lanes.get(name);
    if (!lane) {
      lane = {
        spec,
        concurrency: 1,
        run: null,
        waiting: [],
        keys: new Set(),
        running: new Set(),
        retries: new Set(),
        idle: [],
      };
      this.lanes.set(name, lane);
    }
    return lane;
  }

  private settle(lane: Lane): void {
    if (lane.keys.size) return;
    const waiters = lane.idle;
    lane.idle = [];
    waiters.forEach((w) => w());
  }

  private pump(name: string, lane: Lane): void {
    while (!this.closed && lane.run && lane.running.size < lane.concurrency && lane.waiting.length) {
      const entry = lane.waiting.shift() as Entry;
      const run = lane.run;
      const job: Promise<void> = this.runOne(name, lane, entry, run).finally(() => {
        lane.running.delete(job);
        this.pump(name, lane);
        this.settle(lane);
      });
      lane.running.add(job);
    }
  }

  private async runOne(name: string, lane: Lane, entry: Entry, run: QueuedRun): Promise<void> {
    const final = entry.attempt >= lane.spec.attempts;
    try {
      await run(entry.data, { attempt: entry.attempt, final });
      lane.keys.delete(entry.key);
    } catch (err) {
      if (this.closed || err instanceof JobInterrupted || final) {
        if (!(err instanceof JobInterrupted)) this.report(name, err);
        lane.keys.delete(entry.key);
        return;
      }
      this.report(name, err);
      const timer = setTimeout(
        () => {
          lane.retries.delete(timer);
          lane.waiting.push({ ...entry, attempt: entry.attempt + 1 });
          this.pump(name, lane);
        },
        lane.spec.backoffMs * 2 ** (entry.attempt - 1),
      );
      timer.unref();
      lane.retries.add(timer);
    }
  }
}
