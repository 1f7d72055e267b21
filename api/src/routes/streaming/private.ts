// Private 1:1 shows (issue 12; reference §3.4): the fan's request, the creator's pending list, accept, view,
// leave / decline. Billing runs in the live sweep (services/private-shows).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/http-error';
import { idempotent } from '../../plugins/idempotency';
import { toPrivateRequestJson } from '../../mappers/streaming';
import { responses } from '../../schemas/common';
import { ConversationIdParams } from '../../schemas/messaging';
import { PerformerIdParams, PrivateRequestJson, PrivateShowAnswerJson } from '../../schemas/streaming';
import {
  acceptPrivateShow,
  leavePrivateShow,
  privateShowFor,
  requestPrivateShow,
} from '../../services/private-shows';
import { viewerOf } from '../../services/viewer';

const privateShowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { preHandler: app.requireAuth };
  const creator = { preHandler: app.requireRole('performer') };
  const show = { params: ConversationIdParams, response: responses(PrivateShowAnswerJson) };

  app.post(
    '/streaming/private-chat/:performerId',
    {
      preHandler: app.requireRole('user'),
      ...idempotent,
      schema: { params: PerformerIdParams, response: responses(PrivateShowAnswerJson) },
    },
    async (request) => ok(await requestPrivateShow(app, viewerOf(request), request.params.performerId)),
  );

  // our addition: the pending requests, for a creator who opens the app after they were sent
  const requests = { response: responses(Type.Array(PrivateRequestJson)) };
  app.get('/streaming/private-chat/requests', { ...creator, schema: requests }, async (request) =>
    ok(
      await Promise.all(
        (await app.repos.streams.pendingPrivate(request.authUser!.id)).map(
          async (s) => await toPrivateRequestJson(app, s),
        ),
      ),
    ),
  );

  app.get('/streaming/private-chat/:id', { ...creator, schema: show }, async (request) =>
    ok(await acceptPrivateShow(app, request.authUser!.id, request.params.id)),
  );

  // our additions: either side's view of the show (the fan's waiting page), and leaving / declining it
  app.get('/streaming/private-chat/:id/show', { ...member, schema: show }, async (request) =>
    ok(await privateShowFor(app, request.authUser!.id, request.params.id)),
  );

  app.post('/streaming/private-chat/:id/leave', { ...member, schema: show }, async (request) =>
    ok(await leavePrivateShow(app, request.authUser!.id, request.params.id)),
  );
};

export default privateShowRoutes;
