// One audited change of a console site item (a home banner, a CMS page): the action's name follows from the
// change — `<kind>.create` for a new item, `.enable` / `.disable` for a change of status alone, `.update` for
// anything else — and the audit row keeps the item's `state` before and after, read inside the transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audited } from '../../services/audit';

export type SiteItemKind = 'banner' | 'page';

interface SiteItemChange<T> {
  kind: SiteItemKind;
  id: string;
  note?: string;
  /** the fields sent to change an existing item; absent when the item is created */
  patch?: object & { status?: string };
  /** a verb of its own (e.g. `photo`) instead of the one read from the patch */
  verb?: string;
  /** what the audit row keeps of the item (null when there is none) */
  state: () => Promise<unknown> | unknown;
  change: () => Promise<T> | T;
}

/** A change of status alone is a disable / enable in the audit log. */
export const statusOnly = (patch: object & { status?: string }) =>
  patch.status !== undefined && Object.keys(patch).length === 1;

function verbOf(patch: SiteItemChange<unknown>['patch']): string {
  if (!patch) return 'create';
  if (statusOnly(patch)) return patch.status === 'active' ? 'enable' : 'disable';
  return 'update';
}

export async function auditedSiteItem<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  c: SiteItemChange<T>,
): Promise<T> {
  const isNew = !c.patch && !c.verb;
  return await audited(app, request, {
    action: `${c.kind}.${c.verb ?? verbOf(c.patch)}`,
    targetKind: c.kind,
    targetId: c.id,
    note: c.note,
    before: isNew ? () => null : c.state,
    change: c.change,
    after: c.state,
  });
}
