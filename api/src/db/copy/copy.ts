// Moves a DATA_DIR's SQLite database into an empty PostgreSQL database (issue 24; README "Running at scale" →
// "Moving from SQLite to PostgreSQL"). The target is migrated with the one history both engines share, then every
// table is copied in foreign-key order, in batches, inside ONE PostgreSQL transaction that also checks the row
// counts and the ledger before it commits: a failure anywhere leaves the target as empty as it was.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { LedgerQueries } from '../../repositories/ledger-queries';
import { checkLedgerOn, type LedgerReport } from '../../services/ledger';
import { isPostgresUrl, postgresQueryDb, sqliteQueryDb, type QueryDb } from '../connect';
import { migrate, migrationFiles } from '../migrate';
import { openDatabase } from '../open';
import { inTransaction } from '../transaction';
import {
  countRows,
  foreignKeyOrder,
  freshRows,
  rowKey,
  sourceTables,
  sqliteSequence,
  targetTables,
  type AnyDb,
  type Row,
  type SourceTable,
} from './schema';

/** PostgreSQL takes at most 65,535 parameters per statement; stay well under, and under 500 rows a batch. */
const MAX_PARAMETERS = 30_000;
const MAX_BATCH_ROWS = 500;

/** A refusal before anything was written (exit code 2), as opposed to a copy that failed and rolled back. */
export class CopyRefused extends Error {}

export interface CopyReport {
  tables: { name: string; rows: number }[];
  /** identity columns whose sequence now continues after the copied ids */
  sequences: string[];
  ledger: LedgerReport;
  ms: number;
}

export interface CopyOptions {
  dataDir: string;
  databaseUrl: string;
  /** rows per INSERT (tests make it small to cross batch boundaries) */
  batchRows?: number;
}

/** Target rows beyond what a fresh `npm run db:migrate` writes, per table: what makes it "not empty". */
async function occupied(db: AnyDb, tables: Iterable<string>, fresh: Map<string, Set<string>>) {
  const found: string[] = [];
  for (const table of [...tables].sort()) {
    if (table === 'migrations') continue;
    const allowed = fresh.get(table) ?? new Set<string>();
    const n = await countRows(db, table);
    if (n === 0) continue;
    const { rows } = await sql<Row>`SELECT * FROM ${sql.table(table)} LIMIT ${allowed.size + 1}`.execute(db);
    if (n > allowed.size || rows.some((r) => !allowed.has(rowKey(r))))
      found.push(`${table} (${n} row${n === 1 ? '' : 's'})`);
  }
  return found;
}

async function checkSource(source: QueryDb): Promise<void> {
  const done = (await sql<{ name: string }>`SELECT name FROM migrations`.execute(source.kysely)).rows.map(
    (r) => r.name,
  );
  const pending = migrationFiles().filter((f) => !done.includes(f));
  if (pending.length)
    throw new CopyRefused(
      `DATA_DIR's database lacks ${pending.length} migration(s) of this version (${pending[0]}…): run \`DATABASE_URL= npm run db:migrate\` on it first`,
    );
  const ledger = await checkLedgerOn(new LedgerQueries(source.kysely));
  if (!ledger.ok)
    throw new CopyRefused(
      'the ledger check fails on DATA_DIR: fix that first (`DATABASE_URL= npm run ledger -- check`), so the copy can prove it kept every cent',
    );
}

/** Refuses a target that holds anything: tables of another application, or rows beyond a fresh migration's. */
async function checkTarget(target: QueryDb, ours: Set<string>, fresh: Map<string, Set<string>>) {
  const tables = await targetTables(target.kysely);
  const foreign = [...tables.keys()].filter((t) => t !== 'migrations' && !ours.has(t));
  if (foreign.length)
    throw new CopyRefused(
      `the target database holds tables this API does not make: ${foreign.sort().join(', ')}`,
    );
  const rows = await occupied(target.kysely, tables.keys(), fresh);
  if (rows.length)
    throw new CopyRefused(
      `the target database is not empty: ${rows.join(', ')}. Copy into a new database (CREATE DATABASE …)`,
    );
}

async function copyTable(from: AnyDb, to: AnyDb, table: SourceTable, batchRows: number): Promise<number> {
  const perBatch = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / table.columns.length)));
  const columns = sql.join(table.columns.map((c) => sql.ref(c)));
  const later: Row[] = [];
  let last = Number.MIN_SAFE_INTEGER;
  let copied = 0;
  for (;;) {
    const { rows } = await sql<Row & { __rowid: number }>`
      SELECT rowid AS __rowid, * FROM ${sql.table(table.name)}
      WHERE rowid > ${last} ORDER BY rowid LIMIT ${perBatch}`.execute(from);
    if (!rows.length) return copied;
    const values = rows.map((row) => {
      if (table.selfReferences.some((c) => row[c] !== null)) later.push(row);
      // a row may point at a row of its own table not copied yet: that reference is set once all are in
      return sql`(${sql.join(table.columns.map((c) => (table.selfReferences.includes(c) ? null : row[c])))})`;
    });
    await sql`INSERT INTO ${sql.table(table.name)} (${columns}) VALUES ${sql.join(values)}`.execute(to);
    copied += rows.length;
    last = rows[rows.length - 1].__rowid;
    if (rows.length < perBatch) break;
  }
  if (later.length && table.primaryKey.length !== 1)
    throw new Error(`${table.name} references itself without a one-column primary key`);
  const [key] = table.primaryKey;
  for (const row of later)
    for (const column of table.selfReferences)
      await sql`UPDATE ${sql.table(table.name)} SET ${sql.ref(column)} = ${row[column]}
        WHERE ${sql.ref(key)} = ${row[key]}`.execute(to);
  return copied;
}

/** Identity columns continue after the copied ids (and after ids SQLite handed out to rows since deleted). */
async function resetSequences(from: AnyDb, to: AnyDb, identity: [string, string][]): Promise<string[]> {
  const done: string[] = [];
  for (const [table, column] of identity) {
    const { rows } = await sql<{ top: number | null }>`
      SELECT MAX(${sql.ref(column)}) AS top FROM ${sql.table(table)}`.execute(to);
    const next = Math.max(Number(rows[0].top ?? 0), await sqliteSequence(from, table)) + 1;
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), ${next}, false)`.execute(to);
    done.push(`${table}.${column} → ${next}`);
  }
  return done;
}

export async function copyToPostgres(options: CopyOptions): Promise<CopyReport> {
  const started = Date.now();
  if (!isPostgresUrl(options.databaseUrl))
    throw new CopyRefused('DATABASE_URL must name the target: postgres://user:password@host:5432/database');
  const file = path.join(options.dataDir, 'app.sqlite');
  if (!fs.existsSync(file)) throw new CopyRefused(`DATA_DIR has no database to copy (${file} is missing)`);
  const source = sqliteQueryDb(openDatabase(options.dataDir));
  const target = postgresQueryDb(options.databaseUrl, 2);
  try {
    await checkSource(source);
    const tables = foreignKeyOrder(await sourceTables(source.kysely));
    const fresh = await freshRows();
    const names = new Set(tables.map((t) => t.name));
    await checkTarget(target, names, fresh);
    await migrate(target);
    const made = await targetTables(target.kysely);
    for (const table of tables) {
      const missing = table.columns.filter((c) => !made.get(table.name)?.columns.has(c));
      if (missing.length) throw new CopyRefused(`the target's ${table.name} lacks ${missing.join(', ')}`);
    }
    const identity = [...made.values()].flatMap((t) => t.identity.map((c): [string, string] => [t.name, c]));
    // SQLite: BEGIN IMMEDIATE, so what is read is one moment's data and nothing writes to it meanwhile
    return await inTransaction(source, (from) =>
      inTransaction(target, async (to) => {
        await checkTarget({ ...target, kysely: to }, names, fresh);
        for (const name of fresh.keys()) await sql`DELETE FROM ${sql.table(name)}`.execute(to);
        const copied: CopyReport['tables'] = [];
        for (const table of tables) {
          try {
            copied.push({
              name: table.name,
              rows: await copyTable(from, to, table, options.batchRows ?? MAX_BATCH_ROWS),
            });
          } catch (err) {
            throw new Error(`copying ${table.name}: ${err instanceof Error ? err.message : String(err)}`);
          }
        }
        const sequences = await resetSequences(from, to, identity);
        for (const table of tables) {
          const [have, want] = [await countRows(to, table.name), await countRows(from, table.name)];
          if (have !== want) throw new Error(`${table.name}: ${have} rows in PostgreSQL, ${want} in SQLite`);
        }
        const ledger = await checkLedgerOn(new LedgerQueries(to));
        if (!ledger.ok) throw new Error('the ledger check fails on the copy: nothing was kept');
        return { tables: copied, sequences, ledger, ms: Date.now() - started };
      }),
    );
  } finally {
    await source.close();
    await target.close();
  }
}
