// A live session's chat (reference 2.1 paths): history, posting with a clientId, the creator's clear-all.
// Deleting one's own line goes through DELETE /messages/{id} (routes/messages), which hands stream lines here.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../../lib/http-error';
import { Page, paging, responses, SuccessJson } from '../../schemas/common';
import { ConversationIdParams, MessageJson, MessageListQuery } from '../../schemas/messaging';
import { StreamMessageBody } from '../../schemas/streaming';
import { toMessageJson } from '../../mappers/messaging';
import { postStreamMessage } from '../../services/stream-chat';
import { STREAM_MESSAGES, chatAccess, ownStream, streamRoom } from '../../services/streaming';
import { streamChatEvent } from '../../contract/socket-events';

const streamChatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { preHandler: app.requireAuth };

  app.get(
    '/messages/stream/:id',
    {
      ...member,
      schema: {
        params: ConversationIdParams,
        querystring: MessageListQuery,
        response: responses(Page(MessageJson)),
      },
    },
    async (request) => {
      chatAccess(app, request.authUser!.id, request.params.id);
      const q = paging({ offset: request.query.offset, limit: request.query.limit ?? 25 });
      if (request.query.after) {
        const rows = app.repos.messages.after(request.params.id, request.query.after, q.limit);
        return ok({ data: rows.map((m) => toMessageJson(app, m, true)), total: rows.length });
      }
      const page = app.repos.messages.page(request.params.id, q.offset, q.limit);
      return ok({ data: page.rows.map((m) => toMessageJson(app, m, true)), total: page.total });
    },
  );

  app.post(
    '/messages/stream/:id',
    {
      ...member,
      config: { invalidStatus: 422 },
      schema: { params: ConversationIdParams, body: StreamMessageBody, response: responses(MessageJson) },
    },
    async (request) => ok(postStreamMessage(app, request.authUser!, request.params.id, request.body)),
  );

  app.delete(
    '/messages/stream/:id/remove-all-message',
    {
      preHandler: app.requireRole('performer'),
      schema: { params: ConversationIdParams, response: responses(SuccessJson) },
    },
    async (request) => {
      const stream = app.repos.streams.byConversation(request.params.id);
      if (!stream) throw new HttpError(404, STREAM_MESSAGES.notFound);
      ownStream(app, request.authUser!.id, stream.id);
      app.repos.messages.clear(request.params.id);
      app.io.to(streamRoom(request.params.id)).emit(streamChatEvent('cleared', request.params.id), {
        conversationId: request.params.id,
      });
      return ok({ success: true });
    },
  );
};

export default streamChatRoutes;
