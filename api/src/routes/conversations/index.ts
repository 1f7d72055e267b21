// Conversations (issue 11, reference §5.8): a member's list (search, paging), opening one with a person, and
// one conversation. Private one-to-one; only members read it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { idempotent } from '../../plugins/idempotency';
import { Page, paging, responses } from '../../schemas/common';
import {
  ConversationBody,
  ConversationIdParams,
  ConversationJson,
  ConversationListQuery,
} from '../../schemas/messaging';
import { conversationJsonFor, memberConversation, openConversation } from '../../services/conversations';

const conversationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { preHandler: app.requireAuth };

  const list = async (request: {
    authUser: { id: string } | null;
    query: { keyword?: string; q?: string; offset?: number; limit?: number };
  }) => {
    const me = request.authUser!.id;
    const q = request.query;
    const page = await app.repos.conversations.listFor(me, {
      keyword: (q.keyword ?? q.q ?? '').trim() || undefined,
      ...paging(q),
    });
    return ok({
      data: await Promise.all(page.rows.map(async (c) => await conversationJsonFor(app, me, c))),
      total: page.total,
    });
  };
  const one = responses(ConversationJson);
  const listSchema = { querystring: ConversationListQuery, response: responses(Page(ConversationJson)) };
  app.get('/conversations', { ...member, schema: listSchema }, list as never);
  app.get('/conversations/search', { ...member, schema: listSchema }, list as never);

  app.post(
    '/conversations',
    { ...member, ...idempotent, schema: { body: ConversationBody, response: one } },
    async (request) =>
      ok(
        await conversationJsonFor(
          app,
          request.authUser!.id,
          await openConversation(app, request.authUser!, request.body),
        ),
      ),
  );

  app.get(
    '/conversations/:id',
    { ...member, schema: { params: ConversationIdParams, response: one } },
    async (request) => {
      const me = request.authUser!.id;
      const { conversation } = await memberConversation(app, me, request.params.id);
      return ok(await conversationJsonFor(app, me, conversation));
    },
  );
};

export default conversationRoutes;
