// Applies numbered SQL files in order, once each, recorded in `migrations`. One history for both engines: the
// SQLite text is the migration; PostgreSQL runs it through dialect.ts postgresDdl, or runs the file of the same
// name in migrations/postgres/ instead where the two cannot share a text (a SQLite table rebuild, NOCASE).
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { sql } from 'kysely';
import type { QueryDb } from './connect';
import { postgresDdl } from './dialect';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** First line of a migration that rebuilds a table others reference. */
const FOREIGN_KEYS_OFF = '-- migrate: foreign keys off';

/** The history, in order. */
export function migrationFiles(): string[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+-.*\.sql$/.test(f))
    .sort();
}

/** The text PostgreSQL runs for a migration. */
export function postgresMigration(file: string): string {
  const variant = path.join(MIGRATIONS_DIR, 'postgres', file);
  if (fs.existsSync(variant)) return postgresDdl(fs.readFileSync(variant, 'utf8'));
  return postgresDdl(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
}

/** Arbitrary, fixed: the advisory lock under which one process at a time migrates a PostgreSQL database. */
const MIGRATION_LOCK = 240_024;

/**
 * Both engines. PostgreSQL: every pending file in one transaction (its DDL is transactional), under an advisory
 * lock, so API processes starting together migrate once and none starts on a half-made schema.
 */
export async function migrate(db: QueryDb): Promise<string[]> {
  if (db.sqlite) return runMigrations(db.sqlite);
  return db.kysely.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, appliedAt TEXT NOT NULL)`.execute(
      trx,
    );
    const done = new Set((await trx.selectFrom('migrations').select('name').execute()).map((r) => r.name));
    const applied: string[] = [];
    for (const file of migrationFiles()) {
      if (done.has(file)) continue;
      await sql.raw(postgresMigration(file)).execute(trx);
      await trx
        .insertInto('migrations')
        .values({ name: file, appliedAt: new Date().toISOString() })
        .execute();
      applied.push(file);
    }
    return applied;
  });
}

export function runMigrations(db: Database): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, appliedAt TEXT NOT NULL)');
  const done = new Set(
    (db.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((r) => r.name),
  );
  const files = migrationFiles();
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
