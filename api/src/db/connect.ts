// The query layer (issue 24): Kysely over better-sqlite3 or pg, chosen by DATABASE_URL. Without it, SQLite in
// DATA_DIR exactly as before — the same better-sqlite3 handle the repositories not yet converted use, so both
// kinds of code see one connection and one transaction at a time (README "Running at scale" → "PostgreSQL").
import type { Database as SqliteHandle } from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresQueryCompiler,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type RootOperationNode,
} from 'kysely';
import pg from 'pg';
import { openDatabase } from './open';
import { sqliteRetry, waitWithoutBlocking } from './sqlite-busy';
import { parseSafeInteger, quoteMixedCase, dialectSql, type DialectName, type DialectSql } from './dialect';
import type { Tables } from './tables';

export interface QueryDb {
  kysely: Kysely<Tables>;
  dialect: DialectName;
  sql: DialectSql;
  /** SQLite only: the handle of the repositories that are still synchronous. */
  sqlite?: SqliteHandle;
  close(): Promise<void>;
}

const PG_BOOL = 16;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** A boolean expression (EXISTS, a comparison) as SQLite answers it: 1 or 0 (stored flags are INTEGER on both). */
const parseBoolean = (text: string) => (text === 't' ? 1 : 0);

/** SQLite handles with a transaction open on them now (between BEGIN and COMMIT/ROLLBACK). */
const openTransactions = new WeakSet<SqliteHandle>();

/** True while a transaction is open on this SQLite connection (its statements must wait, or be inside it). */
export function sqliteTransactionOpen(handle: SqliteHandle): boolean {
  return openTransactions.has(handle);
}

/** SQLite's one connection is shared and closed by its owner; transactions take the write lock at BEGIN. */
class SharedSqliteDriver extends SqliteDriver {
  constructor(private readonly handle: SqliteHandle) {
    super({ database: handle });
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // BEGIN IMMEDIATE: a transaction that reads a balance and then writes cannot meet SQLITE_BUSY half-way
    // when the CLI writes from another process; it waits for the lock up front instead (sqlite-busy.ts).
    await sqliteRetry(() => connection.executeQuery(CompiledQuery.raw('begin immediate')));
    openTransactions.add(this.handle);
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    openTransactions.delete(this.handle);
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    openTransactions.delete(this.handle);
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async destroy(): Promise<void> {}
}

class SharedSqliteDialect extends SqliteDialect {
  constructor(private readonly handle: SqliteHandle) {
    super({ database: handle });
  }
  createDriver(): Driver {
    return new SharedSqliteDriver(this.handle);
  }
}

/** The same SQL text as SQLite's, with camelCase identifiers quoted (dialect.ts quoteMixedCase). */
class CaseKeepingCompiler extends PostgresQueryCompiler {
  compileQuery(node: RootOperationNode, queryId: Parameters<QueryCompiler['compileQuery']>[1]) {
    const compiled = super.compileQuery(node, queryId);
    return { ...compiled, sql: quoteMixedCase(compiled.sql) };
  }
}

class CaseKeepingPostgresDialect extends PostgresDialect {
  createQueryCompiler(): QueryCompiler {
    return new CaseKeepingCompiler();
  }
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function postgresPool(url: string, max = 10): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 || oid === PG_NUMERIC
          ? parseSafeInteger
          : oid === PG_BOOL
            ? parseBoolean
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

/** Kysely over an open SQLite handle (the app's own). */
export function sqliteQueryDb(handle: SqliteHandle): QueryDb {
  waitWithoutBlocking(handle);
  return {
    kysely: new Kysely<Tables>({ dialect: new SharedSqliteDialect(handle) }),
    dialect: 'sqlite',
    sql: dialectSql('sqlite'),
    sqlite: handle,
    close: async () => {
      handle.close();
    },
  };
}

export function postgresQueryDb(url: string, poolSize?: number): QueryDb {
  const pool = postgresPool(url, poolSize);
  const kysely = new Kysely<Tables>({ dialect: new CaseKeepingPostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', sql: dialectSql('postgres'), close: () => kysely.destroy() };
}

/** Where the database is: DATABASE_URL's PostgreSQL when it is set, else DATA_DIR/app.sqlite. */
export interface DbPlace {
  dataDir: string;
  databaseUrl?: string;
}

/** A command's target: a bare DATA_DIR (SQLite) or a place with DATABASE_URL. */
export function dbPlace(where: string | DbPlace): DbPlace {
  return typeof where === 'string' ? { dataDir: where } : where;
}

/** DATABASE_URL=postgres://… → PostgreSQL; anything else (unset) → DATA_DIR/app.sqlite. */
export function openQueryDb(options: DbPlace): QueryDb {
  if (isPostgresUrl(options.databaseUrl)) return postgresQueryDb(options.databaseUrl);
  if (options.databaseUrl)
    throw new Error('DATABASE_URL must start with postgres:// (unset = SQLite in DATA_DIR)');
  return sqliteQueryDb(openDatabase(options.dataDir));
}
