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
  return cacheStatements(db);
}
