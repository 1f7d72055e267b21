// Messages (issue 11, reference §5.8): a conversation's pages (and our catch-up `after`), send with a client id,
// delete, read marks, the unread badge, attachments and their processing status.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError, ok } from '../../lib/http-error';
import { readMultipart } from '../../lib/multipart';
import { storeMedia } from '../../services/media-store';
import { fileJsonById } from '../../mappers/media';
import { Nullable, paging, responses, SuccessJson } from '../../schemas/common';
import { FileJson, FileStatusJson } from '../../schemas/media';
import {
  ConversationIdParams,
  MessageFileParams,
  MessageIdParams,
  MessageJson,
  MessagePageRoute,
  SendMessageBody,
  UnreadJson,
} from '../../schemas/messaging';
import {
  deleteMessage,
  listMessages,
  messageFileStatus,
  messageJsonFor,
  readAll,
  sendMessage,
} from '../../services/messages';
import { deleteStreamMessage } from '../../services/stream-chat';

const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { preHandler: app.requireAuth };
  const one = responses(MessageJson);

  app.get(
    '/messages/conversations/:id',
    {
      ...member,
      schema: MessagePageRoute,
    },
    async (request) => {
      const q = request.query;
      return ok(
        await listMessages(app, request.authUser!.id, request.params.id, {
          ...paging({ offset: q.offset, limit: q.limit ?? 25 }),
          after: q.after,
        }),
      );
    },
  );

  app.post(
    '/messages/conversations/:id',
    {
      ...member,
      config: { invalidStatus: 422 },
      schema: { params: ConversationIdParams, body: SendMessageBody, response: one },
    },
    async (request) => {
      const me = request.authUser!;
      const { message } = await sendMessage(app, me, request.params.id, request.body);
      return ok(await messageJsonFor(app, message, me.id));
    },
  );

  app.delete(
    '/messages/:id',
    { ...member, schema: { params: MessageIdParams, response: one } },
    async (request) => {
      const me = request.authUser!.id;
      // a line of a live session's chat: deleted there (room event `message_deleted_conversation_{id}`)
      const message = await app.repos.messages.find(request.params.id);
      if (message && (await app.repos.streams.byConversation(message.conversationId)))
        return ok(await deleteStreamMessage(app, me, message));
      return ok(await messageJsonFor(app, await deleteMessage(app, me, request.params.id), me));
    },
  );

  const unread = { response: responses(UnreadJson) };
  app.get('/messages/total-unread-messages', { ...member, schema: unread }, async (request) =>
    ok({ total: await app.repos.conversations.unreadConversations(request.authUser!.id) }),
  );

  app.post(
    '/messages/read-all/:id',
    { ...member, schema: { params: ConversationIdParams, response: responses(SuccessJson) } },
    async (request) => {
      await readAll(app, request.authUser!.id, request.params.id);
      return ok({ success: true });
    },
  );

  // Attachments: uploaded first, then sent as fileIds. Only their uploader can attach them.
  const upload = (kind: 'message-photo' | 'message-video', image: boolean) =>
    (async (request: FastifyRequest) => {
      const form = await readMultipart(request, image ? app.config.maxImageBytes : app.config.maxVideoBytes);
      if (!form.first) throw new HttpError(400, ['file is required']);
      const file = await storeMedia(app, form.first, kind, request.authUser!.id);
      return ok(await fileJsonById(app, file.id, { canView: true }));
    }) as never;
  const uploaded = { ...member, schema: { response: responses(Nullable(FileJson)) } };
  app.post('/messages/public/file/photo', uploaded, upload('message-photo', true));
  app.post('/messages/private/file/video', uploaded, upload('message-video', false));

  app.get(
    '/messages/:id/file/:fileId/status',
    { ...member, schema: { params: MessageFileParams, response: responses(FileStatusJson) } },
    async (request) =>
      ok(await messageFileStatus(app, request.authUser!.id, request.params.id, request.params.fileId)),
  );
};

export default messageRoutes;
