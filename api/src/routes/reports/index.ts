// Abuse reports (spec §7 "Reactions and reports"). Signed-in accounts report what they may see.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, HttpError, ok } from '../../lib/http-error';
import { MEMBERS_ONLY } from '../../lib/route-guards';
import { toReportJson } from '../../mappers/social';
import { responses } from '../../schemas/common';
import { ReportBody, ReportJson } from '../../schemas/social';
import { resolveTarget } from '../../services/content-targets';
import { reportedMessageOwner } from '../../services/messages';
import { viewerOf } from '../../services/viewer';
import { idempotent } from '../../plugins/idempotency';

const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reports',
    {
      preHandler: app.requireAuth,
      ...idempotent,
      schema: { body: ReportBody, response: responses(ReportJson) },
    },
    async (request) => {
      const role = request.authUser!.role;
      if (role === 'admin') throw forbidden(MEMBERS_ONLY);
      const viewer = viewerOf(request);
      const body = request.body;
      // a message: its sender owns it, and only a member of its conversation may report it
      const ownerId =
        body.target === 'message'
          ? await reportedMessageOwner(app, viewer.id, body.targetId)
          : (await resolveTarget(app, viewer, body.target, body.targetId)).performerId;
      if (ownerId === viewer.id) throw new HttpError(422, 'You cannot report your own content');
      const row = await app.repos.reports.create(
        {
          title: body.title,
          description: (body.description ?? '').trim(),
          source: role,
          sourceId: viewer.id,
          // The owner comes from the target itself, not from the client.
          performerId: ownerId,
          target: body.target,
          targetId: body.targetId,
        },
        app.now().toISOString(),
      );
      return ok(toReportJson(row));
    },
  );
};

export default reportsRoutes;
