import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound, ok } from '../../lib/http-error';
import { readMultipart } from '../../lib/multipart';
import { relPath, storeUpload } from '../../services/file-store';
import { fileUrl, toUserCard } from '../../mappers/account';
import { IdOrSlugParams, paging } from '../../schemas/common';
import { UserSearchQuery } from '../../schemas/directory';
import { UserUpdateBody } from '../../schemas/users';
import { loadCurrentUser, ownAccountJson } from '../../services/accounts';
import { applyAccountFields } from '../../services/profile';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/users/me', { preHandler: app.requireAuth }, async (request) => {
    return ok(ownAccountJson(app, loadCurrentUser(app, request)));
  });

  app.put('/users', { schema: { body: UserUpdateBody }, preHandler: app.requireAuth }, async (request) => {
    const user = await applyAccountFields(
      app,
      loadCurrentUser(app, request),
      request.body,
      request.authUser?.tokenId,
    );
    return ok(ownAccountJson(app, user));
  });

  // Any signed-in account may change its avatar here; creators also have /performers/avatar/upload.
  app.post('/users/avatar/upload', { preHandler: app.requireAuth }, async (request) => {
    const user = loadCurrentUser(app, request);
    const form = await readMultipart(request, app.config.maxImageBytes);
    if (!form.first) throw new HttpError(400, ['file is required']);
    const file = await storeUpload(app, form.first, { kind: 'avatars', accept: ['image'], ownerId: user.id });
    app.repos.users.setAvatar(user.id, relPath(file), app.now().toISOString());
    return ok({
      _id: file.id,
      url: fileUrl(app.config.apiPublicUrl, relPath(file)),
      name: file.originalName,
    });
  });

  // A creator's user picker (blacklist): active fans by name or username.
  app.get(
    '/users/search',
    { schema: { querystring: UserSearchQuery }, preHandler: app.requireRole('performer') },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const page = app.repos.users.searchFans((request.query.q ?? '').trim(), offset, limit);
      return ok({ data: page.rows.map((u) => toUserCard(u, app.config.apiPublicUrl)), total: page.total });
    },
  );

  // Public card of an account by id or username (no private field).
  app.get('/users/view/:id', { schema: { params: IdOrSlugParams } }, async (request) => {
    const user = app.repos.users.findActiveCard(request.params.id);
    if (!user) throw notFound('This account is not found');
    return ok(toUserCard(user, app.config.apiPublicUrl));
  });
};

export default usersRoutes;
