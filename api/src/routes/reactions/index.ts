// Likes, bookmarks and favourites (spec §7 "Reactions and reports"). Idempotent add and remove.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, ok } from '../../lib/http-error';
import { toReactionJson } from '../../mappers/social';
import type { ReactionKey } from '../../repositories/reactions';
import { Page, PageQuery, paging, RemovedJson, responses } from '../../schemas/common';
import { BookmarkJson, BookmarkParams, ReactionBody, ReactionJson } from '../../schemas/social';
import { counterOf, listBookmarks, resolveTarget } from '../../services/content-targets';
import { viewerOf } from '../../services/viewer';

const reactionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.post(
    '/reactions',
    { ...auth, schema: { body: ReactionBody, response: responses(ReactionJson) } },
    async (request) => {
      const viewer = viewerOf(request);
      const { objectType, objectId, action } = request.body;
      const target = await resolveTarget(app, viewer, objectType, objectId);
      // Locked content takes no likes (a bookmark, to come back after subscribing, is fine).
      if (action === 'like' && target.canView === false) throw forbidden('Subscribe to like this content');
      const key: ReactionKey = { action, objectType, objectId, createdBy: viewer.id };
      const row = await app.db.transaction(async () => {
        const { row: saved, created } = await app.repos.reactions.add(key, app.now().toISOString());
        if (created && action === 'like' && objectType === 'performer')
          await app.repos.performers.adjustStat(target.performerId, 'likes', 1);
        else if (created) await target.adjustCounter?.(action, 1);
        return saved;
      })();
      return ok(toReactionJson(row));
    },
  );

  // No existence check: whatever the object became, the caller may always drop their own reaction.
  app.delete(
    '/reactions',
    { ...auth, schema: { body: ReactionBody, response: responses(RemovedJson) } },
    async (request) => {
      const { objectType, objectId, action } = request.body;
      const removed = await app.db.transaction(async () => {
        const done = await app.repos.reactions.remove({
          action,
          objectType,
          objectId,
          createdBy: request.authUser!.id,
        });
        if (done && action === 'like' && objectType === 'performer')
          await app.repos.performers.adjustStat(objectId, 'likes', -1);
        else if (done) await (await counterOf(app, objectType, objectId))?.(action, -1);
        return done;
      })();
      return ok({ success: true, removed });
    },
  );

  app.get(
    '/reactions/:type/bookmark',
    {
      ...auth,
      schema: { params: BookmarkParams, querystring: PageQuery, response: responses(Page(BookmarkJson)) },
    },
    async (request) => {
      const { offset, limit } = paging(request.query);
      return ok(await listBookmarks(app, viewerOf(request), request.params.type, offset, limit));
    },
  );
};

export default reactionsRoutes;
