// app.jobs: the one registry of the API's background work. Every job is named in catalogue.ts; the plugin that
// owns its state attaches the handler (`handle`), queued jobs are added by name (`add`), and `start` (on ready)
// puts each on its engine: BullMQ with REDIS_URL, the embedded engine without. Nothing else sets a timer for
// background work.
import type { FastifyInstance } from 'fastify';
import {
  JOBS,
  jobKey,
  type JobName,
  type JobPayloads,
  type PeriodicName,
  type QueuedName,
  type QueuedSpec,
} from './catalogue';
import type { JobEngine, QueuedInfo } from './engine';
import { everyLocal } from './local-timer';

export type JobHandler<N extends JobName> = N extends QueuedName
  ? (data: JobPayloads[N], info: QueuedInfo) => Promise<void>
  : () => Promise<void>;

export class Jobs {
  private handlers = new Map<JobName, (...args: never[]) => Promise<void>>();
  private running = new Set<PeriodicName>();
  private stops: (() => void)[] = [];
  private started = false;

  constructor(
    private readonly app: FastifyInstance,
    readonly engine: JobEngine,
  ) {}

  /** Attaches the handler of a job named in the catalogue (once, before the app is ready). */
  handle<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.started) throw new Error(`job ${name}: handlers are attached before the app starts`);
    if (this.handlers.has(name)) throw new Error(`job ${name} has a handler already`);
    this.handlers.set(name, handler as (...args: never[]) => Promise<void>);
  }

  /** Queues a job; the same payload key waiting or running is not queued twice. */
  add<N extends QueuedName>(name: N, data: JobPayloads[N]): Promise<void> {
    return this.engine.add(name, jobKey[name](data), data, JOBS[name]);
  }

  /**
   * Runs a periodic task now, guarded as its ticks are: never two runs of one task in this process at once (a
   * run that finds one going is skipped), and never once the database is closed. Errors are logged.
   */
  async run(name: PeriodicName): Promise<void> {
    const task = this.handlers.get(name) as (() => Promise<void>) | undefined;
    if (!task || this.running.has(name) || !this.app.db.open) return;
    this.running.add(name);
    try {
      await task();
    } catch (err) {
      this.app.log.error({ err }, `${JOBS[name].label} failed`);
    } finally {
      this.running.delete(name);
    }
  }

  /** Resolves when no job of `name` waits or runs (tests await media processing with it). */
  idle(name: QueuedName): Promise<void> {
    return this.engine.idle(name);
  }

  async start(): Promise<void> {
    this.started = true;
    const concurrency = this.app.config.jobConcurrency;
    for (const [name, handler] of this.handlers) {
      const spec = JOBS[name];
      if (spec.kind === 'queued') {
        await this.engine.consume(name, spec as QueuedSpec, concurrency, handler as never);
        continue;
      }
      const ms = spec.every(this.app.config);
      if (!ms && spec.scope === 'shared') await this.engine.unschedule(name);
      if (!ms) continue;
      const tick = () => this.run(name as PeriodicName);
      if (spec.scope === 'shared') await this.engine.schedule(name, ms, tick);
      else this.stops.push(everyLocal(ms, tick));
    }
  }

  async close(): Promise<void> {
    this.stops.forEach((stop) => stop());
    await this.engine.close();
  }
}
