// One transaction on either engine (issue 24; README "PostgreSQL" → "Transactions and conditional debits").
// SQLite: the one shared connection, held for the whole callback, BEGIN IMMEDIATE (connect.ts). PostgreSQL: READ
// COMMITTED — every money write is a conditional statement (`UPDATE ... WHERE balanceCents >= $n`) whose row lock
// serialises competitors and re-checks the condition on the committed row, so no retry loop is needed.
// Inside the callback await only the database: a timer or a network call would hold SQLite's connection (and a
// PostgreSQL row lock) for everyone else.
import type { Kysely } from 'kysely';
import type { QueryDb } from './connect';
import type { Tables } from './tables';

export function inTransaction<T>(db: QueryDb, fn: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
  const builder = db.kysely.transaction();
  return (db.dialect === 'postgres' ? builder.setIsolationLevel('read committed') : builder).execute(fn);
}
