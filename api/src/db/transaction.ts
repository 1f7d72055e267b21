// One transaction on either engine (issue 24; README "PostgreSQL" → "Transactions and conditional debits").
// SQLite: the one shared connection, held for the whole callback, BEGIN IMMEDIATE (connect.ts). PostgreSQL: READ
// COMMITTED — every money write is a conditional statement (`UPDATE ... WHERE balanceCents >= $n`) whose row lock
// serialises competitors and re-checks the condition on the committed row, so no retry loop is needed.
// Inside the callback await only the database: a timer or a network call would hold SQLite's connection (and a
// PostgreSQL row lock) for everyone else.
//
// The open transaction is carried by the async context (AsyncLocalStorage), not passed down: every repository
// asks `executorOf(db)` for the connection to use, so a service opens one transaction around calls to several
// repositories and services without threading a handle through them. A transaction opened inside another one on
// the same database joins it (one commit, as better-sqlite3's nested transactions did for our callers).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { QueryDb } from './connect';
import type { Tables } from './tables';

interface OpenTransaction {
  db: QueryDb;
  trx: Kysely<Tables>;
  /** false once committed or rolled back: work that outlived it (a timer set inside) uses the pool again */
  open: boolean;
}

const current = new AsyncLocalStorage<OpenTransaction>();

function openOn(db: QueryDb): OpenTransaction | undefined {
  const t = current.getStore();
  return t && t.open && t.db === db ? t : undefined;
}

/** The connection a statement on `db` runs on now: the caller's open transaction, or the pool. */
export function executorOf(db: QueryDb): Kysely<Tables> {
  return openOn(db)?.trx ?? db.kysely;
}

/** True while the caller runs inside a transaction on `db`. */
export function inTransactionOn(db: QueryDb): boolean {
  return openOn(db) !== undefined;
}

export function inTransaction<T>(db: QueryDb, fn: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
  const joined = openOn(db);
  if (joined) return fn(joined.trx);
  const builder = db.kysely.transaction();
  return (db.dialect === 'postgres' ? builder.setIsolationLevel('read committed') : builder).execute(
    async (trx) => {
      const state: OpenTransaction = { db, trx, open: true };
      try {
        return await current.run(state, () => fn(trx));
      } finally {
        state.open = false;
      }
    },
  );
}
