// Comments (contract "Comments"): create (login), edit own, list (optional login), delete own or on own content.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { Page, responses, SuccessJson } from '../../schemas/common';
import {
  CommentBody,
  CommentIdParams,
  CommentJson,
  CommentQuery,
  CommentUpdateBody,
} from '../../schemas/feeds';
import { createComment, deleteComment, listComments, updateComment } from '../../services/comments';
import { viewerOf } from '../../services/viewer';
import { idempotent } from '../../plugins/idempotency';

const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const one = responses(CommentJson);

  app.post(
    '/comments',
    { ...auth, ...idempotent, schema: { body: CommentBody, response: one } },
    async (request) => ok(await createComment(app, viewerOf(request), request.body)),
  );

  app.put(
    '/comments/:id',
    { ...auth, schema: { params: CommentIdParams, body: CommentUpdateBody, response: one } },
    async (request) =>
      ok(await updateComment(app, viewerOf(request), request.params.id, request.body.content)),
  );

  app.get(
    '/comments',
    { schema: { querystring: CommentQuery, response: responses(Page(CommentJson)) } },
    async (request) => {
      const q = request.query;
      return ok(
        await listComments(app, viewerOf(request), {
          objectType: q.objectType,
          objectId: q.objectId,
          offset: q.offset ?? 0,
          limit: q.limit ?? 10,
        }),
      );
    },
  );

  const remove = { params: CommentIdParams, response: responses(SuccessJson) };
  app.delete('/comments/:id', { ...auth, schema: remove }, async (request) =>
    ok(await deleteComment(app, viewerOf(request), request.params.id)),
  );
};

export default commentsRoutes;
