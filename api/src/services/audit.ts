// Every operator action goes through `audited`: the change and its audit row commit in one transaction, so
// there is never a change without its row, nor a row for a change that rolled back.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface AuditedAction<T> {
  action: string;
  targetKind: string;
  targetId: string;
  note?: string;
  /** the changed fields before the action (read inside the transaction) */
  before: () => unknown;
  /** makes the change; its result is the answer */
  change: () => T;
  /** the changed fields after the action */
  after: () => unknown;
}

export function audited<T>(app: FastifyInstance, request: FastifyRequest, a: AuditedAction<T>): T {
  return app.db.transaction(() => {
    const before = a.before();
    const result = a.change();
    app.repos.auditLog.add({
      actorId: request.authUser!.id,
      action: a.action,
      targetKind: a.targetKind,
      targetId: a.targetId,
      beforeJson: JSON.stringify(before ?? null),
      afterJson: JSON.stringify(a.after() ?? null),
      note: (a.note ?? '').trim(),
      ip: request.ip,
      createdAt: app.now().toISOString(),
    });
    return result;
  })();
}
