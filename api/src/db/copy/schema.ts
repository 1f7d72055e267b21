// What the SQLite → PostgreSQL copy needs to know about both sides (issue 24, `npm run db:copy-to-postgres`): the
// source's tables, columns and references (the order to copy in), the target's tables and identity columns, and
// what a freshly migrated database already holds — so "empty" means "nothing but what `npm run db:migrate` writes".
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { SettingsRepository } from '../../repositories/settings';
import { sqliteQueryDb } from '../connect';
import { dialectSql } from '../dialect';
import { runMigrations } from '../migrate';
import type { Tables } from '../tables';

/** The copy reads and writes tables the typed query layer does not list. */
export type AnyDb = Kysely<Tables>;

export interface SourceTable {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** tables it references (itself excluded) */
  references: string[];
  /** columns that reference its own rows (files.parentId): filled in after every row is in */
  selfReferences: string[];
}

export type Row = Record<string, unknown>;

/** Timestamps differ between two fresh databases; everything else a migration or the defaults write does not. */
const STAMPS = new Set(['createdAt', 'updatedAt', 'appliedAt']);

export const rowKey = (row: Row) =>
  JSON.stringify(
    Object.keys(row)
      .filter((k) => !STAMPS.has(k))
      .sort()
      .map((k) => [k, row[k]]),
  );

export async function countRows(db: AnyDb, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0].n);
}

/** The SQLite database's tables (its own bookkeeping and the migration record left out). */
export async function sourceTables(db: AnyDb): Promise<SourceTable[]> {
  const names = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'migrations'
    ORDER BY name`.execute(db);
  const tables: SourceTable[] = [];
  for (const { name } of names.rows) {
    const columns = await sql<{ name: string; pk: number }>`
      SELECT name, pk FROM pragma_table_info(${name}) ORDER BY cid`.execute(db);
    const keys = await sql<{ table: string; from: string }>`
      SELECT "table", "from" FROM pragma_foreign_key_list(${name})`.execute(db);
    tables.push({
      name,
      columns: columns.rows.map((c) => c.name),
      primaryKey: columns.rows
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      references: [...new Set(keys.rows.filter((k) => k.table !== name).map((k) => k.table))],
      selfReferences: keys.rows.filter((k) => k.table === name).map((k) => k.from),
    });
  }
  return tables;
}

/** Referenced tables before the tables that reference them; a cycle between tables is refused (none today). */
export function foreignKeyOrder(tables: SourceTable[]): SourceTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const order: SourceTable[] = [];
  const visit = (table: SourceTable, path: string[]) => {
    if (done.has(table.name)) return;
    if (path.includes(table.name))
      throw new Error(`tables reference each other in a circle: ${[...path, table.name].join(' → ')}`);
    for (const ref of table.references) {
      const parent = byName.get(ref);
      if (parent) visit(parent, [...path, table.name]);
    }
    done.add(table.name);
    order.push(table);
  };
  for (const table of tables) visit(table, []);
  return order;
}

/** The next value SQLite's AUTOINCREMENT would hand out for `table` (never one a deleted row had). */
export async function sqliteSequence(db: AnyDb, table: string): Promise<number> {
  const exists = await sql<{ n: number }>`
    SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'sqlite_sequence'`.execute(db);
  if (!exists.rows[0].n) return 0;
  const { rows } = await sql<{ seq: number }>`
    SELECT seq FROM sqlite_sequence WHERE name = ${table}`.execute(db);
  return rows[0]?.seq ?? 0;
}

export interface TargetTable {
  name: string;
  columns: Set<string>;
  identity: string[];
}

/** The PostgreSQL database's tables in its current schema. */
export async function targetTables(db: AnyDb): Promise<Map<string, TargetTable>> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_identity: string }>`
    SELECT c.table_name, c.column_name, c.is_identity
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`.execute(db);
  const tables = new Map<string, TargetTable>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table)
      tables.set(row.table_name, (table = { name: row.table_name, columns: new Set(), identity: [] }));
    table.columns.add(row.column_name);
    if (row.is_identity === 'YES') table.identity.push(row.column_name);
  }
  return tables;
}

/**
 * The rows a fresh database holds once `npm run db:migrate` has run (performer categories, default settings),
 * per table, keyed by rowKey: a target holding only these is empty; the copy replaces them with the source's.
 */
export async function freshRows(): Promise<Map<string, Set<string>>> {
  const handle = new BetterSqlite3(':memory:');
  runMigrations(handle);
  const db = sqliteQueryDb(handle);
  try {
    await new SettingsRepository(db.kysely, dialectSql('sqlite')).ensureDefaults(new Date().toISOString());
    const fresh = new Map<string, Set<string>>();
    for (const table of await sourceTables(db.kysely)) {
      const { rows } = await sql<Row>`SELECT * FROM ${sql.table(table.name)}`.execute(db.kysely);
      if (rows.length) fresh.set(table.name, new Set(rows.map(rowKey)));
    }
    return fresh;
  } finally {
    await db.close();
  }
}
