// The repositories' SQL runner (issue 24): the shape better-sqlite3 gave them — `db.prepare(sql).get/all/run(...)`
// with `?` or `@name` parameters — answering promises, on SQLite or PostgreSQL through the query layer. The SQL
// text stays where it was written; this module only binds parameters the way each engine wants them (`$1…` on
// PostgreSQL, camelCase identifiers quoted) and runs the statement on the caller's open transaction, if any
// (transaction.ts). Engine differences in the SQL itself go through dialect.ts, never through text rewriting here.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database as SqliteHandle } from 'better-sqlite3';
import { openQueryDb, sqliteTransactionOpen, type DbPlace, type QueryDb } from './connect';
import { migrate } from './migrate';
import { dialectText, quoteMixedCase, type DialectName, type DialectSql, type DialectText } from './dialect';
import { isBusy, sqliteRetry } from './sqlite-busy';
import { executorOf, inTransaction, inTransactionOn } from './transaction';
import type { Tables } from './tables';

export interface RunResult {
  changes: number;
}

type Params = unknown[];

interface Bound {
  text: string;
  /** where each positional value comes from: an index into the arguments, or a named property */
  slots: (number | string)[];
}

/**
 * Splits one statement into its text for the engine and the order of its values, skipping string literals,
 * quoted identifiers and comments. `?` takes the next argument; `@name`, `:name` and `$name` a property of the
 * one object argument (as better-sqlite3 binds them).
 */
export function bindParameters(text: string, dialect: DialectName): Bound {
  let out = '';
  const slots: (number | string)[] = [];
  let next = 0;
  let i = 0;
  const placeholder = () => (dialect === 'postgres' ? `$${slots.length}` : '?');
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && !(text[j] === c && text[j + 1] !== c)) j += text[j] === c ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === '?') {
      slots.push(next++);
      out += placeholder();
      i += 1;
    } else if ((c === '@' || c === ':' || c === '$') && /[A-Za-z_]/.test(text[i + 1] ?? '')) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0] as string;
      slots.push(name);
      out += placeholder();
      i += 1 + name.length;
    } else {
      out += c;
      i += 1;
    }
  }
  return { text: dialect === 'postgres' ? quoteMixedCase(out) : out, slots };
}

function values(bound: Bound, args: Params): unknown[] {
  const named =
    args.length === 1 && args[0] !== null && typeof args[0] === 'object' && !Array.isArray(args[0]);
  const flat = args.flat();
  return bound.slots.map((slot) => {
    if (typeof slot === 'number') return bindable(flat[slot]);
    const object = args[0] as Record<string, unknown>;
    if (!named || !(slot in object)) throw new Error(`SQL parameter @${slot} is missing`);
    return bindable(object[slot]);
  });
}

function bindable(v: unknown): unknown {
  // booleans as 0/1: those columns are INTEGER on both engines
  if (v === undefined) return null;
  return typeof v === 'boolean' ? (v ? 1 : 0) : v;
}

function runOn(handle: SqliteHandle, text: string, bound: unknown[]) {
  const statement = handle.prepare(text);
  if (statement.reader) return { rows: statement.all(...bound), changes: 0 };
  return { rows: [], changes: statement.run(...bound).changes };
}

export class SqlStatement {
  constructor(
    private readonly owner: SqlDb,
    private readonly bound: Bound,
  ) {}

  private execute(
    args: Params,
  ): Promise<{ rows: unknown[]; changes: number }> | { rows: unknown[]; changes: number } {
    const bound = values(this.bound, args);
    const direct = this.owner.directHandle();
    if (direct) {
      // SQLite with no other transaction open (or inside the caller's own): the statement runs now, as it did
      // before the query layer — better-sqlite3 is synchronous, so nothing can run between its steps
      try {
        return runOn(direct, this.bound.text, bound);
      } catch (err) {
        // another connection holds the write lock: wait for it without blocking the event loop
        if (!isBusy(err) || this.owner.inTransaction) throw err;
        return sqliteRetry(() => this.execute(args));
      }
    }
    const query = CompiledQuery.raw(this.bound.text, bound);
    const executor = this.owner.executor();
    const run = () =>
      executor
        .executeQuery(query)
        .then((res) => ({ rows: res.rows, changes: Number(res.numAffectedRows ?? 0n) }));
    return this.owner.track(this.owner.inTransaction ? run() : sqliteRetry(run));
  }

  async get<T = unknown>(...args: Params): Promise<T | undefined> {
    const { rows } = await this.execute(args);
    return rows[0] as T | undefined;
  }

  async all<T = unknown>(...args: Params): Promise<T[]> {
    const { rows } = await this.execute(args);
    return rows as T[];
  }

  async run(...args: Params): Promise<RunResult> {
    const { changes } = await this.execute(args);
    return { changes };
  }
}

export class SqlDb {
  private readonly bound = new Map<string, Bound>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(readonly query: QueryDb) {}

  get dialect(): DialectName {
    return this.query.dialect;
  }

  get sql(): DialectSql {
    return this.query.sql;
  }

  /** The engine's spelling of what SQLite and PostgreSQL write differently, for SQL written as text. */
  get text(): DialectText {
    return dialectText(this.query.dialect);
  }

  /** False once the app closed it: background sweeps stop touching it. */
  get open(): boolean {
    return !this.closed;
  }

  /** True while the caller runs inside a transaction on this database. */
  get inTransaction(): boolean {
    return inTransactionOn(this.query);
  }

  /**
   * SQLite's handle when a statement may run on it synchronously now: inside the caller's own transaction, or
   * when no transaction is open on the connection. Otherwise (another request's transaction is open, or
   * PostgreSQL) statements go through the query layer, which waits for the connection.
   */
  directHandle(): SqliteHandle | undefined {
    const handle = this.query.sqlite;
    if (!handle || this.closed) return undefined;
    return inTransactionOn(this.query) || !sqliteTransactionOpen(handle) ? handle : undefined;
  }

  /** The caller's open transaction, or the pool. */
  executor(): Kysely<Tables> {
    return executorOf(this.query);
  }

  prepare(text: string): SqlStatement {
    let bound = this.bound.get(text);
    if (!bound) {
      bound = bindParameters(text, this.query.dialect);
      if (this.bound.size > 2000) this.bound.clear();
      this.bound.set(text, bound);
    }
    return new SqlStatement(this, bound);
  }

  /**
   * better-sqlite3's shape: `db.transaction(async () => ...)()` runs the function in one transaction and answers
   * its result; inside it, every statement of every repository runs on that transaction (transaction.ts).
   */
  transaction<A extends unknown[], T>(fn: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
    return (...args: A) => inTransaction(this.query, () => fn(...args));
  }

  /** Counts a statement as running until it settles, so close() waits for it. */
  track<T>(statement: Promise<T>): Promise<T> {
    this.inFlight.add(statement);
    const done = () => this.inFlight.delete(statement);
    statement.then(done, done);
    return statement;
  }

  /** Waits for the statements already sent (a write started just before shutdown still lands), then closes. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
    await this.query.close();
  }
}

/** The API's and the operator commands' database: opened on the engine DATABASE_URL names, migrated. */
export async function openAppDb(options: DbPlace): Promise<SqlDb> {
  const query = openQueryDb(options);
  try {
    await migrate(query);
  } catch (err) {
    await query.close();
    throw err;
  }
  return new SqlDb(query);
}
