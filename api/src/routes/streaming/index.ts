// Live sessions (issue 12; reference §5.5): going live, editing, duration, ending, the join decision, who is
// live now, and paid sessions. The session chat: ./chat.ts; media credentials: ./media.ts; private shows:
// ./private.ts; socket rooms: ./socket.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../../lib/http-error';
import { toWalletTransactionJson } from '../../mappers/payments';
import { toStreamConversationJson } from '../../mappers/streaming';
import { idempotent, moneyRoute, withStoredAnswer } from '../../plugins/idempotency';
import { Page, paging, responses } from '../../schemas/common';
import { StreamPurchaseJson } from '../../schemas/payments';
import {
  DurationBody,
  GoLiveBody,
  LiveSearchQuery,
  PerformerIdParams,
  LiveJson,
  StreamConversationJson,
  StreamIdParams,
  StreamJson,
  StreamRenameBody,
  StreamUpdateBody,
} from '../../schemas/streaming';
import { viewerOf } from '../../services/viewer';
import {
  buyStream,
  endStream,
  goLive,
  joinDecision,
  STREAM_MESSAGES,
  ownStream,
  streamJsonFor,
  streamRoom,
} from '../../services/streaming';
import streamChatRoutes from './chat';
import mediaRoutes from './media';
import privateShowRoutes from './private';
import { attachStreamRooms } from './socket';
import { ROOM_EVENTS, USER_EVENTS } from '../../contract/socket-events';

const streamingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const creator = { preHandler: app.requireRole('performer') };
  const member = { preHandler: app.requireAuth };
  const live = responses(LiveJson);
  const stream = responses(StreamJson);
  const chat = responses(StreamConversationJson);
  attachStreamRooms(app);
  await app.register(streamChatRoutes);
  await app.register(mediaRoutes);
  await app.register(privateShowRoutes);

  app.post(
    '/streaming/live',
    { ...creator, ...idempotent, schema: { body: GoLiveBody, response: live } },
    async (request) => {
      const { stream, conversation } = await goLive(app, request.authUser!.id, request.body);
      return ok({
        stream: await streamJsonFor(app, stream, stream.performerId),
        conversation: { _id: conversation.id, type: 'public', streamId: stream.id },
      });
    },
  );

  const editStream = async (
    performerId: string,
    id: string,
    body: { title?: string; description?: string },
  ) => {
    const stream = await ownStream(app, performerId, id);
    const values = {
      ...(body.title ? { title: body.title.trim() } : {}),
      ...(body.description ? { description: body.description.trim() } : {}),
    };
    await app.repos.streams.update(stream.id, values, app.now().toISOString());
    const updated = (await app.repos.streams.find(stream.id))!;
    if (updated.conversationId)
      app.io
        .to(streamRoom(updated.conversationId))
        .emit(ROOM_EVENTS.streamInfoChanged, { stream: await streamJsonFor(app, updated) });
    return await streamJsonFor(app, updated, updated.performerId);
  };

  app.put(
    '/streaming/live/:id',
    { ...creator, schema: { params: StreamIdParams, body: StreamUpdateBody, response: stream } },
    async (request) => ok(await editStream(request.authUser!.id, request.params.id, request.body)),
  );

  // reference 2.0's path: the creator's open session (the one being streamed)
  app.put(
    '/streaming/update',
    { ...creator, schema: { body: StreamUpdateBody, response: stream } },
    async (request) => {
      const open = await app.repos.streams.openOf(request.authUser!.id);
      if (!open) throw new HttpError(422, STREAM_MESSAGES.offline);
      return ok(await editStream(request.authUser!.id, open.id, request.body));
    },
  );

  // the open session's chat of a creator, for whoever may join it (reference 2.1 path)
  app.get(
    '/conversations/stream/performer/:performerId',
    { ...member, schema: { params: PerformerIdParams, response: chat } },
    async (request) => {
      const { stream } = await joinDecision(
        app,
        viewerOf(request),
        await app.repos.streams.openOf(request.params.performerId),
      );
      return ok(toStreamConversationJson(stream));
    },
  );

  // renaming the session's chat = renaming the session (reference 2.1 path; `change-stream-info` to the room)
  app.put(
    '/conversations/stream/:id/update',
    { ...creator, schema: { params: StreamIdParams, body: StreamRenameBody, response: chat } },
    async (request) => {
      const stream = await app.repos.streams.byConversation(request.params.id);
      if (!stream) throw new HttpError(404, STREAM_MESSAGES.notFound);
      const updated = await editStream(request.authUser!.id, stream.id, { title: request.body.name });
      return ok(toStreamConversationJson((await app.repos.streams.find(updated._id))!));
    },
  );

  app.put(
    '/streaming/set-duration',
    { ...creator, schema: { body: DurationBody, response: stream } },
    async (request) => {
      const stream = await ownStream(app, request.authUser!.id, request.body.streamId);
      await app.repos.streams.setDuration(stream.id, request.body.duration, app.now().toISOString());
      return ok(await streamJsonFor(app, (await app.repos.streams.find(stream.id))!, stream.performerId));
    },
  );

  // Our addition: ending over HTTP too (the socket's `public-stream/leave` by the creator does the same).
  const end = { params: StreamIdParams, response: stream };
  app.post('/streaming/live/:id/end', { ...creator, schema: end }, async (request) => {
    const stream = await ownStream(app, request.authUser!.id, request.params.id);
    await endStream(app, stream, 'creator-left');
    return ok(await streamJsonFor(app, (await app.repos.streams.find(stream.id))!, stream.performerId));
  });

  app.get(
    '/streaming/join/:performerId',
    { ...member, schema: { params: PerformerIdParams, response: live } },
    async (request) => {
      const viewer = viewerOf(request);
      const me = viewer.id;
      const decision = await joinDecision(
        app,
        viewer,
        await app.repos.streams.openOf(request.params.performerId),
      );
      return ok({
        stream: await streamJsonFor(app, decision.stream, me),
        conversation: { _id: decision.stream.conversationId, type: 'public', streamId: decision.stream.id },
      });
    },
  );

  const search = { querystring: LiveSearchQuery, response: responses(Page(StreamJson)) };
  app.get('/streaming/user/search', { schema: search }, async (request) => {
    const page = await app.repos.streams.live(paging(request.query).offset, paging(request.query).limit);
    return ok({
      data: await Promise.all(page.rows.map(async (s) => await streamJsonFor(app, s))),
      total: page.total,
    });
  });

  app.post(
    '/wallet/charges/stream/:id',
    {
      preHandler: app.requireRole('user'),
      ...moneyRoute,
      schema: { params: StreamIdParams, response: responses(StreamPurchaseJson) },
    },
    async (request) =>
      await withStoredAnswer(app, request, async () => {
        const viewer = viewerOf(request);
        const row = await buyStream(app, viewer, request.params.id);
        const stream = await streamJsonFor(
          app,
          (await app.repos.streams.find(request.params.id))!,
          viewer.id,
        );
        app.emitToUser(viewer.id, USER_EVENTS.itemBought, { item: stream, target: 'stream' });
        return ok({ ...(await toWalletTransactionJson(app, row)), item: stream });
      }),
  );
};

export default streamingRoutes;
