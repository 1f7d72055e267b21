// The job engine with REDIS_URL: BullMQ, one queue per job (`fanplatform:<name>` keys). A shared periodic task
// is a job scheduler with a fixed id, upserted by every process (the same id: one schedule, one job per tick)
// on a queue whose global concurrency is 1, so a tick never overlaps the last one anywhere in the cluster.
// Every process runs workers; a worker that dies stops renewing its job's lock, and after JOB_LOCK_MS the
// stalled job goes back to the queue for another worker (BullMQ's stalled-job check).
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { QueuedSpec } from './catalogue';
import { JobInterrupted, type JobEngine, type PeriodicRun, type QueuedRun } from './engine';

const PREFIX = 'fanplatform';
const COUNTED = ['waiting', 'active', 'delayed', 'prioritized'] as const;

export interface BullEngineOptions {
  redisUrl: string;
  /** how long a job's lock lasts without its worker renewing it (a dead worker's job waits this long) */
  lockMs: number;
  report: (name: string, err: unknown) => void;
}

export class BullEngine implements JobEngine {
  readonly kind = 'bullmq';
  private queues = new Map<string, Queue>();
  private workers: Worker[] = [];
  private clients: Redis[] = [];
  private closing = false;
  private closed: Promise<void> | null = null;

  constructor(private readonly opts: BullEngineOptions) {}

  // ioredis, BullMQ's own client. Its node-redis adapter was tried first and froze the process: node-redis fails a
  // command at once while its connection is down (ECONNRESET kept from the socket) or after a 5 s command timeout,
  // BullMQ counts neither as a lost connection, and its worker asked again at once, forever, in a loop of promises
  // that never let the event loop read a reply or fire a timer (a Redis restart or a 5 s stall was enough). ioredis
  // holds commands while it reconnects (maxRetriesPerRequest: null, as BullMQ asks for workers), so a worker waits.
  // One client per queue and worker, closed here (BullMQ leaves a client it was given open); BullMQ duplicates a
  // worker's for its blocking reads and closes those itself.
  private get connection(): Redis {
    const client = this.watched(new Redis(this.opts.redisUrl, { maxRetriesPerRequest: null }));
    this.clients.push(client);
    return client;
  }

  /** Errors of a client and of its duplicates are reported, and ignored once closing (BullMQ has let go). */
  private watched(client: Redis): Redis {
    client.on('error', (err: unknown) => {
      if (!this.closing) this.opts.report('redis', err);
    });
    const duplicate = client.duplicate.bind(client);
    client.duplicate = (...args: Parameters<Redis['duplicate']>) => this.watched(duplicate(...args));
    return client;
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: PREFIX });
      queue.on('error', (err) => this.opts.report(name, err));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private worker(name: string, concurrency: number, run: (job: Job) => Promise<void>): Worker {
    const worker = new Worker(name, run, {
      connection: this.connection,
      prefix: PREFIX,
      concurrency,
      lockDuration: this.opts.lockMs,
      stalledInterval: this.opts.lockMs,
      // a job whose worker died is taken over; one that kills every worker it lands on is given up after 2
      maxStalledCount: 2,
    });
    worker.on('error', (err) => this.opts.report(name, err));
    this.workers.push(worker);
    return worker;
  }

  async schedule(name: string, everyMs: number, run: PeriodicRun): Promise<void> {
    const queue = this.queue(name);
    await queue.setGlobalConcurrency(1);
    await queue.upsertJobScheduler(
      name,
      { every: everyMs },
      { name, opts: { removeOnComplete: true, removeOnFail: 100, attempts: 1 } },
    );
    this.worker(name, 1, (job) => run(String(job.id)));
  }

  async unschedule(name: string): Promise<void> {
    // a schedule left in Redis by an earlier start would keep adding ticks nobody takes
    await this.queue(name).removeJobScheduler(name);
  }

  async consume(name: string, spec: QueuedSpec, concurrency: number, run: QueuedRun): Promise<void> {
    this.queue(name);
    this.worker(name, Math.max(1, concurrency), async (job) => {
      // attemptsStarted counts a run its dead worker never finished; attemptsMade only the finished ones
      const attempt = Math.max(job.attemptsStarted, job.attemptsMade + 1);
      try {
        await run(job.data, { attempt, final: attempt >= spec.attempts });
      } catch (err) {
        // thrown on: BullMQ retries it after its backoff, up to its attempts
        if (!(err instanceof JobInterrupted) && !this.closing) this.opts.report(name, err);
        throw err;
      }
    });
  }

  async add(name: string, key: string, data: unknown, spec: QueuedSpec): Promise<void> {
    await this.queue(name).add(name, data, {
      jobId: key,
      attempts: spec.attempts,
      backoff: { type: 'exponential', delay: spec.backoffMs },
      // finished jobs leave Redis at once, so the same key can be queued again (a file processed anew)
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  async idle(name: string): Promise<void> {
    const queue = this.queue(name);
    for (;;) {
      const counts = await queue.getJobCounts(...COUNTED);
      if (COUNTED.every((type) => !counts[type])) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Once: a second call waits for the first. */
  close(): Promise<void> {
    this.closed ??= this.closeAll();
    return this.closed;
  }

  private async closeAll(): Promise<void> {
    this.closing = true;
    await Promise.allSettled(this.workers.map((w) => w.close()));
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    await Promise.allSettled(this.clients.map((c) => c.quit()));
  }
}
