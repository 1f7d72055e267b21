// Opens (and creates) the SQLite database under DATA_DIR with the pragmas the API relies on.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { cacheStatements } from './statement-cache';

export function openDatabase(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(path.join(dataDir, 'app.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Wait for a competing writer (CLI vs server) instead of failing at once with SQLITE_BUSY.
  db.pragma('busy_timeout = 5000');
  return cacheStatements(immediateTransactions(db));
}

/**
 * `db.transaction(fn)()` begins with BEGIN IMMEDIATE, as the query layer's transactions do (connect.ts): a
 * deferred transaction reads under a snapshot and, when another process (a second API process, the CLI)
 * committed meanwhile, fails its first write at once with SQLITE_BUSY_SNAPSHOT — no busy_timeout wait — which
 * was a 500 for one tip in ten when three processes took tips from one fan. Taking the write lock up front makes
 * it wait its turn instead. `.deferred()` and the other variants stay available on the returned function.
 */
function immediateTransactions(db: Database): Database {
  const make = db.transaction.bind(db);
  db.transaction = ((fn: Parameters<Database['transaction']>[0]) =>
    make(fn).immediate) as Database['transaction'];
  return db;
}
