// Follows (spec §7 "Follows"): any signed-in account follows a creator it may see; idempotent both ways.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../../lib/http-error';
import { toFollowerJson, toFollowingJson } from '../../mappers/social';
import { Page, PageQuery, paging, responses } from '../../schemas/common';
import { FollowerJson, FollowingJson, FollowResultJson, PerformerIdParams } from '../../schemas/social';
import { followCreator, unfollowCreator } from '../../services/follows';
import { viewerOf, visibleCreator } from '../../services/viewer';

const followsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const follow = { params: PerformerIdParams, response: responses(FollowResultJson) };

  app.post('/follows/:performerId', { ...auth, schema: follow }, async (request) => {
    const viewer = viewerOf(request);
    if (request.params.performerId === viewer.id) throw new HttpError(422, 'You cannot follow yourself');
    const creator = await visibleCreator(app, viewer, request.params.performerId);
    return ok(await followCreator(app, viewer.id, creator.id));
  });

  // Unfollowing needs no visibility check: a blocked fan can still drop the follow.
  app.delete('/follows/:performerId', { ...auth, schema: follow }, async (request) => {
    return ok(await unfollowCreator(app, request.authUser!.id, request.params.performerId));
  });

  // Accounts following the caller (a creator's fans; empty for fans).
  const followers = { querystring: PageQuery, response: responses(Page(FollowerJson)) };
  app.get('/follows/followers', { ...auth, schema: followers }, async (request) => {
    const { offset, limit } = paging(request.query);
    const me = request.authUser!.id;
    const page = await app.repos.follows.followers(me, offset, limit);
    return ok({
      data: page.rows.map((r) => toFollowerJson(r, me, app.config.apiPublicUrl)),
      total: page.total,
    });
  });

  // Creators the caller follows (hidden ones, suspended or blocking, are left out).
  const following = { querystring: PageQuery, response: responses(Page(FollowingJson)) };
  app.get('/follows/following', { ...auth, schema: following }, async (request) => {
    const { offset, limit } = paging(request.query);
    const viewer = viewerOf(request);
    const page = await app.repos.directory.following(viewer, offset, limit);
    return ok({
      data: page.rows.map((r) => toFollowingJson(r, viewer.id, app.config.apiPublicUrl)),
      total: page.total,
    });
  });
};

export default followsRoutes;
