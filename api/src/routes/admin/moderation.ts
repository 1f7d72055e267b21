// Moderation (issue 23): the reports queue with a preview of each reported item, hide / restore an item, dismiss
// a report with a note. Each decision goes through `audited` (the change and its audit row in one transaction).
// Deactivating the author is the people route's (`/admin/people/:id/deactivate`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toReportJson } from '../../mappers/social';
import type { ReportRow } from '../../repositories/reports';
import { NoteBody, ReportQueueItemJson, ReportQueueQuery } from '../../schemas/admin';
import { Page, paging, responses } from '../../schemas/common';
import {
  DismissReportBody,
  ModerationItemJson,
  ModerationParams,
  ReportIdParams,
} from '../../schemas/moderation';
import { audited } from '../../services/audit';
import {
  dismissReport,
  moderationState,
  reportPreview,
  reportState,
  setItemHidden,
} from '../../services/moderation';

const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const usernameOf = async (id: string | null) => {
    const user = id ? await app.repos.users.findById(id) : undefined;
    return user?.username ?? user?.email ?? '';
  };
  const reportItem = async (row: ReportRow) => ({
    report: toReportJson(row),
    reporterUsername: await usernameOf(row.sourceId),
    ownerUsername: await usernameOf(row.performerId),
    status: row.status ?? 'open',
    decisionNote: row.decisionNote ?? '',
    preview: await reportPreview(app, row),
  });

  app.get(
    '/admin/reports',
    { schema: { querystring: ReportQueueQuery, response: responses(Page(ReportQueueItemJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const { target, status } = request.query;
      const { rows, total } = await app.repos.adminPeople.reports(target, offset, limit, status);
      return ok({ data: await Promise.all(rows.map(reportItem)), total });
    },
  );

  app.post(
    '/admin/reports/:id/dismiss',
    { schema: { params: ReportIdParams, body: DismissReportBody, response: responses(ReportQueueItemJson) } },
    async (request) => {
      const { id } = request.params;
      const row = await audited(app, request, {
        action: 'report.dismiss',
        targetKind: 'report',
        targetId: id,
        note: request.body.note,
        before: async () => await reportState(app, id),
        change: async () => await dismissReport(app, id, request.body.note.trim()),
        after: async () => await reportState(app, id),
      });
      return ok(await reportItem(row));
    },
  );

  for (const verb of ['hide', 'restore'] as const) {
    app.post(
      `/admin/moderation/:kind/:id/${verb}`,
      { schema: { params: ModerationParams, body: NoteBody, response: responses(ModerationItemJson) } },
      async (request) => {
        const { kind, id } = request.params;
        const note = (request.body?.note ?? '').trim();
        const state = async () => {
          const { hidden, hiddenAt } = await moderationState(app, kind, id);
          return { hidden, hiddenAt };
        };
        return ok(
          await audited(app, request, {
            action: `${kind}.${verb}`,
            targetKind: kind,
            targetId: id,
            note,
            before: state,
            change: async () => await setItemHidden(app, kind, id, verb === 'hide', note),
            after: state,
          }),
        );
      },
    );
  }
};

export default moderationRoutes;
