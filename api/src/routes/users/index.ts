import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound, ok } from '../../lib/http-error';
import { readMultipart } from '../../lib/multipart';
import { relPath, storeUpload } from '../../services/file-store';
import { fileUrl, toUserCard } from '../../mappers/account';
import { toUploadedFileJson } from '../../mappers/media';
import { IdOrSlugParams, Page, paging, responses } from '../../schemas/common';
import { UploadedFileJson } from '../../schemas/media';
import { OwnAccountJson } from '../../schemas/performers';
import { UserSearchQuery } from '../../schemas/directory';
import { UserCardJson, UserUpdateBody } from '../../schemas/users';
import { ownAccountJson } from '../../mappers/own-account';
import { loadCurrentUser } from '../../services/accounts';
import { applyAccountFields } from '../../services/profile';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const own = { response: responses(OwnAccountJson) };
  app.get('/users/me', { schema: own, preHandler: app.requireAuth }, async (request) => {
    return ok(await ownAccountJson(app, await loadCurrentUser(app, request)));
  });

  const update = { body: UserUpdateBody, ...own };
  app.put('/users', { schema: update, preHandler: app.requireAuth }, async (request) => {
    const user = await applyAccountFields(
      app,
      await loadCurrentUser(app, request),
      request.body,
      request.authUser?.tokenId,
    );
    return ok(await ownAccountJson(app, user));
  });

  // Any signed-in account may change its avatar here; creators also have /performers/avatar/upload.
  const upload = { response: responses(UploadedFileJson) };
  app.post('/users/avatar/upload', { schema: upload, preHandler: app.requireAuth }, async (request) => {
    const user = await loadCurrentUser(app, request);
    const form = await readMultipart(request, app.config.maxImageBytes);
    if (!form.first) throw new HttpError(400, ['file is required']);
    const file = await storeUpload(app, form.first, { kind: 'avatars', accept: ['image'], ownerId: user.id });
    await app.repos.users.setAvatar(user.id, relPath(file), app.now().toISOString());
    return ok(toUploadedFileJson(file, fileUrl(app.config.apiPublicUrl, relPath(file))));
  });

  // A creator's user picker (blacklist): active fans by name or username.
  app.get(
    '/users/search',
    {
      schema: { querystring: UserSearchQuery, response: responses(Page(UserCardJson)) },
      preHandler: app.requireRole('performer'),
    },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const page = await app.repos.users.searchFans((request.query.q ?? '').trim(), offset, limit);
      return ok({ data: page.rows.map((u) => toUserCard(u, app.config.apiPublicUrl)), total: page.total });
    },
  );

  // Public card of an account by id or username (no private field).
  const view = { params: IdOrSlugParams, response: responses(UserCardJson) };
  app.get('/users/view/:id', { schema: view }, async (request) => {
    const user = await app.repos.users.findActiveCard(request.params.id);
    if (!user) throw notFound('This account is not found');
    return ok(toUserCard(user, app.config.apiPublicUrl));
  });
};

export default usersRoutes;
