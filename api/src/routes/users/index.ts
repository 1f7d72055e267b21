import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { readMultipart, relPath, storeUpload } from '../../lib/storage';
import { HttpError } from '../../lib/http-error';
import { UserUpdateBody } from '../../schemas/users';
import { loadCurrentUser, ownAccountJson } from '../../services/accounts';
import { applyAccountFields } from '../../services/profile';
import { fileUrl } from '../../mappers/account';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/users/me', { preHandler: app.requireAuth }, async (request) => {
    return ok(ownAccountJson(app, loadCurrentUser(app, request)));
  });

  app.put('/users', { schema: { body: UserUpdateBody }, preHandler: app.requireAuth }, async (request) => {
    const user = await applyAccountFields(app, loadCurrentUser(app, request), request.body);
    return ok(ownAccountJson(app, user));
  });

  // Any signed-in account may change its avatar here; creators also have /performers/avatar/upload.
  app.post('/users/avatar/upload', { preHandler: app.requireAuth }, async (request) => {
    const user = loadCurrentUser(app, request);
    const form = await readMultipart(request, app.config.maxImageBytes);
    if (!form.first) throw new HttpError(400, ['file is required']);
    const file = await storeUpload(app, form.first, { kind: 'avatars', accept: ['image'], ownerId: user.id });
    app.repos.users.setAvatar(user.id, relPath(file), app.now().toISOString());
    return ok({ _id: file.id, url: fileUrl(app.config.apiPublicUrl, relPath(file)), name: file.originalName });
  });
};

export default usersRoutes;
