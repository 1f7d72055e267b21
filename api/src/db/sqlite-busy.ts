// Another process (or another connection in this one) holding SQLite's write lock. better-sqlite3 waits for it
// synchronously (busy_timeout), which blocks the whole event loop — and when the holder is an async transaction
// of a second connection in the same process (an operator command beside the API, two apps in a test), it can
// never commit while we block: a deadlock that ends in "database is locked". So the query layer's connection
// waits without blocking: busy_timeout 0, and a refused BEGIN IMMEDIATE or autocommit write is retried after a
// short sleep until SQLITE_BUSY_MS has passed.
import type { Database as SqliteHandle } from 'better-sqlite3';

export const SQLITE_BUSY_MS = 5000;

export function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** The query layer's connection answers SQLITE_BUSY at once; sqliteRetry does the waiting. */
export function waitWithoutBlocking(handle: SqliteHandle): void {
  handle.pragma('busy_timeout = 0');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it is not refused with SQLITE_BUSY, sleeping between tries (1 → 50 ms), at most SQLITE_BUSY_MS. */
export async function sqliteRetry<T>(attempt: () => T | Promise<T>): Promise<T> {
  const deadline = Date.now() + SQLITE_BUSY_MS;
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await attempt();
    } catch (err) {
      if (!isBusy(err) || Date.now() >= deadline) throw err;
      await sleep(pause);
    }
  }
}
