// Whether a secret reached the database, asked of each engine in its strongest form: on SQLite the files' raw bytes
// (freed pages and the WAL included, after a checkpoint); on PostgreSQL every row of every table as text (its files
// belong to the server, out of a test's reach).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestApp } from './app';

/** Every needle found in the app's stored data (an empty list means none reached it). */
export async function storedTextFound(t: TestApp, needles: string[]): Promise<string[]> {
  const db = t.app.queryDb;
  if (db.dialect === 'sqlite') {
    db.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
    const files = fs.readdirSync(t.dataDir).filter((f) => f.includes('.db') || f.endsWith('.sqlite'));
    if (!files.length) throw new Error(`no database file in ${t.dataDir}`);
    const bytes = files.map((f) => fs.readFileSync(path.join(t.dataDir, f)).toString('latin1')).join('\n');
    return needles.filter((n) => bytes.includes(n));
  }
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db.kysely);
  if (!tables.rows.length) throw new Error('no table in the test database');
  const found = new Set<string>();
  for (const { name } of tables.rows) {
    for (const needle of needles) {
      const hit = await sql<{ n: number }>`
        SELECT 1 AS n FROM ${sql.table(name)} AS t WHERE t::text LIKE ${`%${needle}%`} LIMIT 1`.execute(
        db.kysely,
      );
      if (hit.rows.length) found.add(needle);
    }
  }
  return needles.filter((n) => found.has(n));
}
