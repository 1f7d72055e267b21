// One migration history, two engines (issue 24): after every migration, SQLite and PostgreSQL have the same
// tables with the same columns (name and nullability), so neither schema can drift from the other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openQueryDb, postgresQueryDb, type QueryDb } from '@api/db/connect';
import { parseSafeInteger, quoteMixedCase } from '@api/db/dialect';
import { migrate, migrationFiles } from '@api/db/migrate';
import {
  freshDatabase,
  POSTGRES_AVAILABLE,
  POSTGRES_MISSING,
  startPostgres,
  type Cluster,
} from './helpers/engines';

type Schema = Record<string, string[]>;

async function sqliteSchema(db: QueryDb): Promise<Schema> {
  const { rows } = await sql<{ tbl: string; name: string; notnull: number; pk: number }>`
    SELECT m.name AS tbl, c.name, c."notnull", c.pk FROM sqlite_master m, pragma_table_info(m.name) c
    WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`.execute(db.kysely);
  return group(rows.map((r) => [r.tbl, `${r.name}${r.notnull || r.pk ? ' NOT NULL' : ''}`]));
}

async function postgresSchema(db: QueryDb): Promise<Schema> {
  const { rows } = await sql<{ tbl: string; name: string; nullable: string }>`
    SELECT table_name AS tbl, column_name AS name, is_nullable AS nullable FROM information_schema.columns
    WHERE table_schema = 'public'`.execute(db.kysely);
  return group(rows.map((r) => [r.tbl, `${r.name}${r.nullable === 'NO' ? ' NOT NULL' : ''}`]));
}

function group(pairs: string[][]): Schema {
  const out: Schema = {};
  for (const [table, column] of pairs) (out[table] ??= []).push(column);
  for (const table of Object.keys(out)) out[table].sort();
  return out;
}

test('camelCase identifiers are quoted for PostgreSQL; strings, comments and quoted names are not touched', () => {
  expect(
    quoteMixedCase(
      `SELECT balanceCents, "userId", 'isOnline' FROM users -- createdAt\nWHERE x.updatedAt = $1`,
    ),
  ).toBe(`SELECT "balanceCents", "userId", 'isOnline' FROM users -- createdAt\nWHERE x."updatedAt" = $1`);
  expect(quoteMixedCase("SELECT 'it''s' AS noteText, ledger_entries.id")).toBe(
    `SELECT 'it''s' AS "noteText", ledger_entries.id`,
  );
});

test('BIGINT text becomes a number, and an integer past 2^53 is an error rather than a rounded amount', () => {
  expect(parseSafeInteger('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  expect(parseSafeInteger('-42')).toBe(-42);
  expect(parseSafeInteger('1.5')).toBe(1.5);
  expect(() => parseSafeInteger('9007199254740993')).toThrow(/MAX_SAFE_INTEGER/);
});

(POSTGRES_AVAILABLE ? describe : describe.skip)(
  POSTGRES_AVAILABLE
    ? 'migrations on both engines'
    : `migrations on both engines (skipped: ${POSTGRES_MISSING})`,
  () => {
    let cluster: Cluster;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-'));
    beforeAll(async () => {
      cluster = await startPostgres();
    }, 60_000);
    afterAll(async () => {
      await cluster?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    test('every migration runs on both; the tables and their columns are the same', async () => {
      const lite = openQueryDb({ dataDir: dir });
      const pg = postgresQueryDb(await freshDatabase(cluster.url));
      try {
        expect(await migrate(lite)).toEqual(migrationFiles());
        expect(await migrate(pg)).toEqual(migrationFiles());
        // a second start (another API process) finds nothing to do
        expect(await migrate(pg)).toEqual([]);
        const [a, b] = [await sqliteSchema(lite), await postgresSchema(pg)];
        expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
        for (const table of Object.keys(a))
          expect({ table, columns: b[table] }).toEqual({ table, columns: a[table] });
      } finally {
        await lite.close();
        await pg.close();
      }
    }, 60_000);
  },
);
