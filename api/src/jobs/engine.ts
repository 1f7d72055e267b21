// What a job engine does for app.jobs (jobs.ts): the embedded one (embedded.ts, one process, no server) or
// BullMQ on Redis (bullmq.ts, any number of processes). Periodic jobs of scope 'process' never reach an engine:
// they run on this process's timer (local-timer.ts) in both modes.
import type { QueuedSpec } from './catalogue';

export interface QueuedInfo {
  /** 1 on the first run; a retry after an error or after its worker died counts up */
  attempt: number;
  /** no run comes after this one: the handler settles the job's record itself rather than throw */
  final: boolean;
}

/** A periodic task's tick; `tick` names it (the same id on whichever process runs it). */
export type PeriodicRun = (tick: string) => Promise<void>;
export type QueuedRun = (data: unknown, info: QueuedInfo) => Promise<void>;

export interface JobEngine {
  readonly kind: 'embedded' | 'bullmq';
  /** A shared periodic task: each tick runs once among every process that scheduled it, never two at once. */
  schedule(name: string, everyMs: number, run: PeriodicRun): Promise<void>;
  /** A shared periodic task turned off (its period 0): its schedule, if one was left, is removed. */
  unschedule(name: string): Promise<void>;
  /** This process works on the queued jobs of `name`, `concurrency` at a time. */
  consume(name: string, spec: QueuedSpec, concurrency: number, run: QueuedRun): Promise<void>;
  /** Queues a job; a job of the same key still waiting or running is not added twice. */
  add(name: string, key: string, data: unknown, spec: QueuedSpec): Promise<void>;
  /** Resolves when no job of `name` waits or runs (tests). */
  idle(name: string): Promise<void>;
  /** Stops taking jobs and waits for the running ones (their handlers see the app closing). */
  close(): Promise<void>;
}

/** Thrown by a handler interrupted by its process stopping: retried elsewhere, not reported as a failure. */
export class JobInterrupted extends Error {
  constructor() {
    super('the API process stopped during the job');
  }
}
