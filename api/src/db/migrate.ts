// Applies numbered SQL files in order, once each, recorded in `migrations`.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** First line of a migration that rebuilds a table others reference. */
const FOREIGN_KEYS_OFF = '-- migrate: foreign keys off';

export function runMigrations(db: Database): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, appliedAt TEXT NOT NULL)');
  const done = new Set(
    (db.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((r) => r.name),
  );
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+-.*\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    // A table rebuild (SQLite cannot alter a CHECK) drops the old table: with foreign keys on, that drop would
    // cascade into every child table. The pragma is a no-op inside a transaction, so it is set around it, and
    // the references are checked before the rebuild commits.
    const rebuild = sql.startsWith(FOREIGN_KEYS_OFF);
    const keysWereOn = rebuild && db.pragma('foreign_keys', { simple: true }) === 1;
    if (keysWereOn) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        if (rebuild && (db.pragma('foreign_key_check') as unknown[]).length)
          throw new Error(`${file} leaves rows whose references point nowhere`);
        db.prepare('INSERT INTO migrations (name, appliedAt) VALUES (?, ?)').run(
          file,
          new Date().toISOString(),
        );
      })();
    } finally {
      if (keysWereOn) db.pragma('foreign_keys = ON');
    }
    applied.push(file);
  }
  return applied;
}
