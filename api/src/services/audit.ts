// Every operator action goes through `audited`: the change and its audit row commit in one transaction, so
// there is never a change without its row, nor a row for a change that rolled back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import { inTransaction } from '../db/transaction';

export interface AuditedAction<T> {
  action: string;
  targetKind: string;
  targetId: string;
  note?: string;
  /** the changed fields before the action (read inside the transaction) */
  before: () => Promise<unknown> | unknown;
  /** makes the change; its result is the answer */
  change: () => Promise<T> | T;
  /** the changed fields after the action */
  after: () => Promise<unknown> | unknown;
}

async function addRow(
  app: FastifyInstance,
  request: FastifyRequest,
  a: AuditedAction<unknown>,
  before: unknown,
  after: unknown,
) {
  await app.repos.auditLog.add({
    actorId: request.authUser!.id,
    action: a.action,
    targetKind: a.targetKind,
    targetId: a.targetId,
    beforeJson: JSON.stringify(before ?? null),
    afterJson: JSON.stringify(after ?? null),
    note: (a.note ?? '').trim(),
    ip: request.ip,
    createdAt: app.now().toISOString(),
  });
}

export async function audited<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  a: AuditedAction<T>,
): Promise<T> {
  return await app.db.transaction(async () => {
    const before = await a.before();
    const result = await a.change();
    await addRow(app, request, a, before, await a.after());
    return result;
  })();
}

/** The same for an action whose repositories are on the query layer (issue 24): its steps get the transaction. */
export interface AuditedAsyncAction<T> extends Omit<AuditedAction<T>, 'before' | 'change' | 'after'> {
  before: (trx: Kysely<Tables>) => Promise<unknown>;
  change: (trx: Kysely<Tables>) => Promise<T>;
  after: (trx: Kysely<Tables>) => Promise<unknown>;
}

export function auditedAsync<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  a: AuditedAsyncAction<T>,
): Promise<T> {
  return inTransaction(app.queryDb, async (trx) => {
    const before = await a.before(trx);
    const result = await a.change(trx);
    // the audit log is still synchronous: on SQLite it writes on the connection this transaction holds, so the
    // row commits or rolls back with the change (README checklist: audit-log.ts)
    await addRow(app, request, a as AuditedAction<unknown>, before, await a.after(trx));
    return result;
  });
}
