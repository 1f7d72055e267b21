// Live sessions (issue 12; reference §5.5): going live, editing, duration, ending, the join decision, who is
// live now, and paid sessions. The session chat: ./chat.ts; media credentials: ./media.ts; private shows:
// ./private.ts; socket rooms: ./socket.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toWalletTransactionJson } from '../../mappers/payments';
import { idempotent, moneyRoute } from '../../plugins/idempotency';
import { paging } from '../../schemas/common';
import {
  DurationBody,
  GoLiveBody,
  LiveSearchQuery,
  PerformerIdParams,
  StreamIdParams,
  StreamUpdateBody,
} from '../../schemas/streaming';
import { viewerOf } from '../../services/viewer';
import {
  buyStream,
  endStream,
  goLive,
  joinDecision,
  ownStream,
  streamRoom,
  toStreamJson,
} from '../../services/streaming';
import streamChatRoutes from './chat';
import mediaRoutes from './media';
import privateShowRoutes from './private';
import { attachStreamRooms } from './socket';

const streamingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const creator = { preHandler: app.requireRole('performer') };
  const member = { preHandler: app.requireAuth };
  attachStreamRooms(app);
  await app.register(streamChatRoutes);
  await app.register(mediaRoutes);
  await app.register(privateShowRoutes);

  app.post(
    '/streaming/live',
    { ...creator, ...idempotent, schema: { body: GoLiveBody } },
    async (request) => {
      const { stream, conversation } = goLive(app, request.authUser!.id, request.body);
      return ok({
        stream: toStreamJson(app, stream, stream.performerId),
        conversation: { _id: conversation.id, type: 'public', streamId: stream.id },
      });
    },
  );

  app.put(
    '/streaming/live/:id',
    { ...creator, schema: { params: StreamIdParams, body: StreamUpdateBody } },
    async (request) => {
      const stream = ownStream(app, request.authUser!.id, request.params.id);
      const values = {
        ...(request.body.title ? { title: request.body.title.trim() } : {}),
        ...(request.body.description ? { description: request.body.description.trim() } : {}),
      };
      app.repos.streams.update(stream.id, values, app.now().toISOString());
      const updated = app.repos.streams.find(stream.id)!;
      if (updated.conversationId)
        app.io
          .to(streamRoom(updated.conversationId))
          .emit('change-stream-info', { stream: toStreamJson(app, updated) });
      return ok(toStreamJson(app, updated, updated.performerId));
    },
  );

  app.put('/streaming/set-duration', { ...creator, schema: { body: DurationBody } }, async (request) => {
    const stream = ownStream(app, request.authUser!.id, request.body.streamId);
    app.repos.streams.setDuration(stream.id, request.body.duration, app.now().toISOString());
    return ok(toStreamJson(app, app.repos.streams.find(stream.id)!, stream.performerId));
  });

  // Our addition: ending over HTTP too (the socket's `public-stream/leave` by the creator does the same).
  app.post('/streaming/live/:id/end', { ...creator, schema: { params: StreamIdParams } }, async (request) => {
    const stream = ownStream(app, request.authUser!.id, request.params.id);
    endStream(app, stream);
    return ok(toStreamJson(app, app.repos.streams.find(stream.id)!, stream.performerId));
  });

  app.get(
    '/streaming/join/:performerId',
    { ...member, schema: { params: PerformerIdParams } },
    async (request) => {
      const viewer = viewerOf(request);
      const me = viewer.id;
      const decision = joinDecision(app, viewer, app.repos.streams.openOf(request.params.performerId));
      return ok({
        stream: toStreamJson(app, decision.stream, me),
        conversation: { _id: decision.stream.conversationId, type: 'public', streamId: decision.stream.id },
      });
    },
  );

  app.get('/streaming/user/search', { schema: { querystring: LiveSearchQuery } }, async (request) => {
    const page = app.repos.streams.live(paging(request.query).offset, paging(request.query).limit);
    return ok({ data: page.rows.map((s) => toStreamJson(app, s)), total: page.total });
  });

  app.post(
    '/wallet/charges/stream/:id',
    { preHandler: app.requireRole('user'), ...moneyRoute, schema: { params: StreamIdParams } },
    async (request) => {
      const viewer = viewerOf(request);
      const row = buyStream(app, viewer, request.params.id);
      const stream = toStreamJson(app, app.repos.streams.find(request.params.id)!, viewer.id);
      app.emitToUser(viewer.id, 'token_transaction_success', { item: stream, target: 'stream' });
      return ok({ ...toWalletTransactionJson(app, row), item: stream });
    },
  );
};

export default streamingRoutes;
