// Live sessions (issue 12, step one; reference §5.5): going live, editing, duration, ending, the join decision,
// who is live now, the session's chat, and paid sessions. Socket rooms: ./socket.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../../lib/http-error';
import { toWalletTransactionJson } from '../../mappers/payments';
import { idempotent, moneyRoute } from '../../plugins/idempotency';
import { paging } from '../../schemas/common';
import {
  DurationBody,
  GoLiveBody,
  LiveSearchQuery,
  PerformerIdParams,
  StreamIdParams,
  StreamMessageBody,
  StreamUpdateBody,
} from '../../schemas/streaming';
import { ConversationIdParams, MessageListQuery } from '../../schemas/messaging';
import { viewerOf } from '../../services/viewer';
import {
  STREAM_MESSAGES,
  buyStream,
  chatAccess,
  endStream,
  goLive,
  joinDecision,
  ownStream,
  streamRoom,
  toStreamJson,
} from '../../services/streaming';
import { toMessageJson } from '../../mappers/messaging';
import { attachStreamRooms } from './socket';

const streamingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const creator = { preHandler: app.requireRole('performer') };
  const member = { preHandler: app.requireAuth };
  attachStreamRooms(app);

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
      const me = request.authUser!.id;
      const decision = joinDecision(app, me, app.repos.streams.openOf(request.params.performerId));
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

  // The session's chat (reference 2.1 paths). Messages reuse the messaging store and its clientId rule.
  app.get(
    '/messages/stream/:id',
    { ...member, schema: { params: ConversationIdParams, querystring: MessageListQuery } },
    async (request) => {
      chatAccess(app, request.authUser!.id, request.params.id);
      const q = paging({ offset: request.query.offset, limit: request.query.limit ?? 25 });
      const page = app.repos.messages.page(request.params.id, q.offset, q.limit);
      return ok({ data: page.rows.map((m) => toMessageJson(app, m, true)), total: page.total });
    },
  );

  app.post(
    '/messages/stream/:id',
    {
      ...member,
      config: { invalidStatus: 422 },
      schema: { params: ConversationIdParams, body: StreamMessageBody },
    },
    async (request) => {
      const me = request.authUser!;
      const conversationId = request.params.id;
      chatAccess(app, me.id, conversationId);
      const text = request.body.text.trim();
      if (!text) throw new HttpError(422, 'Please enter a message');
      const clientId = request.body.clientId ?? null;
      const now = app.now().toISOString();
      const stored =
        app.repos.messages.insert(
          {
            conversationId,
            type: 'text',
            text,
            senderId: me.id,
            senderSource: me.role === 'performer' ? 'performer' : 'user',
            clientId,
            priceCents: 0,
          },
          [],
          now,
        ) ?? app.repos.messages.byClientId(me.id, clientId as string)!;
      const json = toMessageJson(app, stored, true);
      app.io.to(streamRoom(conversationId)).emit(`message_created_conversation_${conversationId}`, json);
      return ok(json);
    },
  );

  app.delete(
    '/messages/stream/:id/remove-all-message',
    { ...creator, schema: { params: ConversationIdParams } },
    async (request) => {
      const stream = app.repos.streams.byConversation(request.params.id);
      if (!stream) throw new HttpError(404, STREAM_MESSAGES.notFound);
      ownStream(app, request.authUser!.id, stream.id);
      app.repos.messages.clear(request.params.id);
      app.io.to(streamRoom(request.params.id)).emit(`clear_all_messages_${request.params.id}`, {
        conversationId: request.params.id,
      });
      return ok({ success: true });
    },
  );

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
