// Applies numbered SQL files in order, once each, recorded in `migrations`.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

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
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO migrations (name, appliedAt) VALUES (?, ?)').run(
        file,
        new Date().toISOString(),
      );
    })();
    applied.push(file);
  }
  return applied;
}
