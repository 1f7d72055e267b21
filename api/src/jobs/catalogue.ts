// Every background job of the API, by name: one list, so what runs where is read in one place (README
// "Running at scale" → "Jobs"). Handlers are attached where their state lives (`app.jobs.handle(name, fn)`).
import type { AppConfig } from '../config';
import { LEASE_MS } from '../plugins/idempotency';

/**
 * shared: one run per tick for the whole cluster (with REDIS_URL a BullMQ job scheduler; embedded: this
 * process's timer). process: every API process runs it on its own timer, because it works on what that process
 * holds (its sockets, its requests in flight, the live media grants it gave).
 */
export type JobScope = 'shared' | 'process';

export interface PeriodicSpec {
  kind: 'periodic';
  scope: JobScope;
  /** ms between ticks; 0 = never (tests call the task themselves) */
  every: (config: AppConfig) => number;
  label: string;
}

export interface QueuedSpec {
  kind: 'queued';
  /** runs of one job before it is given up (a worker that dies mid-job counts as a run) */
  attempts: number;
  /** first retry after this long, doubling each time */
  backoffMs: number;
  label: string;
}

export const JOBS = {
  renewals: {
    kind: 'periodic',
    scope: 'shared',
    every: (c) => c.renewalSweepMs,
    label: 'renewal sweep',
  },
  'payment-expiry': {
    kind: 'periodic',
    scope: 'shared',
    every: (c) => c.renewalSweepMs,
    label: 'payment expiry',
  },
  // with REDIS_URL every emit reaches every process's sockets, so one process reading the relay is enough
  'socket-relay': {
    kind: 'periodic',
    scope: 'shared',
    every: (c) => c.socketRelayMs,
    label: 'socket relay',
  },
  // this process's live grants and its clock of who left a room (services/live-presence.ts)
  'live-sweep': {
    kind: 'periodic',
    scope: 'process',
    every: (c) => c.liveSweepMs,
    label: 'live sweep',
  },
  'socket-sweep': {
    kind: 'periodic',
    scope: 'process',
    every: (c) => c.socketSweepMs,
    label: 'socket sweep',
  },
  'idempotency-leases': {
    kind: 'periodic',
    scope: 'process',
    every: () => LEASE_MS / 3,
    label: 'idempotency leases',
  },
  media: { kind: 'queued', attempts: 3, backoffMs: 5_000, label: 'media processing' },
} as const satisfies Record<string, PeriodicSpec | QueuedSpec>;

export type JobName = keyof typeof JOBS;
export type PeriodicName = {
  [K in JobName]: (typeof JOBS)[K]['kind'] extends 'periodic' ? K : never;
}[JobName];
export type QueuedName = { [K in JobName]: (typeof JOBS)[K]['kind'] extends 'queued' ? K : never }[JobName];

/** What each queued job carries. */
export interface JobPayloads {
  media: { fileId: string };
}

/** The one job key of a payload: adding the same job twice while it waits or runs adds it once. */
export const jobKey: { [K in QueuedName]: (data: JobPayloads[K]) => string } = {
  media: (d) => `file-${d.fileId}`,
};
