// A live session's chat (reference 2.1 paths): history, posting with a clientId, the creator's clear-all.
// Deleting one's own line goes through DELETE /messages/{id} (routes/messages), which hands stream lines here.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../../lib/http-error';
import { paging, responses, SuccessJson } from '../../schemas/common';
import { ConversationIdParams, MessageJson, MessagePageRoute } from '../../schemas/messaging';
import { StreamMessageBody } from '../../schemas/streaming';
import { toMessageJson } from '../../mappers/messaging';
import { messagePage } from '../../services/messages';
import { postStreamMessage } from '../../services/stream-chat';
import { STREAM_MESSAGES, chatAccess, ownStream, streamRoom } from '../../services/streaming';
import { streamChatEvent } from '../../contract/socket-events';

const streamChatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { preHandler: app.requireAuth };

  app.get(
    '/messages/stream/:id',
    {
      ...member,
      schema: MessagePageRoute,
    },
    async (request) => {
      await chatAccess(app, request.authUser!.id, request.params.id);
      const q = request.query;
      return ok(
        await messagePage(
          app,
          request.params.id,
          { ...paging({ offset: q.offset, limit: q.limit ?? 25 }), after: q.after },
          async (m) => await toMessageJson(app, m, true),
        ),
      );
    },
  );

  app.post(
    '/messages/stream/:id',
    {
      ...member,
      config: { invalidStatus: 422 },
      schema: { params: ConversationIdParams, body: StreamMessageBody, response: responses(MessageJson) },
    },
    async (request) => ok(await postStreamMessage(app, request.authUser!, request.params.id, request.body)),
  );

  app.delete(
    '/messages/stream/:id/remove-all-message',
    {
      preHandler: app.requireRole('performer'),
      schema: { params: ConversationIdParams, response: responses(SuccessJson) },
    },
    async (request) => {
      const stream = await app.repos.streams.byConversation(request.params.id);
      if (!stream) throw new HttpError(404, STREAM_MESSAGES.notFound);
      await ownStream(app, request.authUser!.id, stream.id);
      await app.repos.messages.clear(request.params.id);
      app.io.to(streamRoom(request.params.id)).emit(streamChatEvent('cleared', request.params.id), {
        conversationId: request.params.id,
      });
      return ok({ success: true });
    },
  );
};

export default streamChatRoutes;
