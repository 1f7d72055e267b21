// The caller's own account as JSON (GET /users/me, /performers/me and their updates): a fan's or a creator's,
// with the private fields and the signed links to their own ID documents.
import type { FastifyInstance } from 'fastify';
import { privateFileUrl } from '../lib/file-urls';
import type { FileRow } from '../repositories/files';
import type { UserRow } from '../repositories/users';
import type { OwnAccountJson } from '../schemas/performers';
import { toOwnPerformerJson, toUserJson } from './account';

export async function ownAccountJson(app: FastifyInstance, user: UserRow): Promise<OwnAccountJson> {
  const ctx = {
    baseUrl: app.config.apiPublicUrl,
    owner: true,
    fileById: async (id: string) => await app.repos.files.findById(id),
    privateUrl: (file: FileRow) => privateFileUrl(app, file.kind, file.storedName),
  };
  if (user.role === 'performer') {
    const perf = await app.repos.performers.findByUserId(user.id);
    if (perf) return await toOwnPerformerJson(user, perf, ctx);
  }
  return toUserJson(user, ctx, {
    totalSubscriptions: await app.repos.subscriptions.countActiveForUser(user.id, app.now().toISOString()),
    following: await app.repos.follows.countFollowing(user.id),
  });
}
