// The audit log, newest first, filtered by actor, action, target and a date range.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toAuditEntryJson } from '../../mappers/admin';
import { AuditEntryJson, AuditQuery } from '../../schemas/admin';
import { Page, paging, responses } from '../../schemas/common';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/audit',
    { schema: { querystring: AuditQuery, response: responses(Page(AuditEntryJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const { rows, total } = await app.repos.auditLog.list(request.query, offset, limit);
      return ok({ data: rows.map(toAuditEntryJson), total });
    },
  );
};

export default auditRoutes;
