// Resolves `Authorization: <token>` (or `Bearer <token>`) to request.authUser on every request.
// The token is read from the header only, never from a cookie: a cross-site request cannot carry it.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import { guardFor } from '../lib/route-guards';
import { hashToken, parseAuthHeader } from '../lib/tokens';
import type { Role } from '../contract/roles';
import type { AuthUser } from '../types';

/** Looks a raw token up; null when unknown, revoked, expired or its account is no longer active. */
export function resolveToken(app: FastifyInstance, raw: string | null): AuthUser | null {
  if (!raw) return null;
  const now = app.now().toISOString();
  const token = app.repos.tokens.findActive(hashToken(raw), now);
  if (!token) return null;
  const user = app.repos.users.findById(token.userId);
  if (!user || user.status === 'inactive') return null;
  return { id: user.id, role: user.role, tokenId: token.id };
}

const authPlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('authUser', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.authUser = resolveToken(app, parseAuthHeader(request.headers.authorization));
  });

  app.decorate(
    'requireAuth',
    guardFor('signed-in', async (request: FastifyRequest) => {
      if (!request.authUser) throw unauthorized();
    }),
  );

  app.decorate('requireRole', (role: Role) =>
    guardFor(role === 'performer' ? 'creator' : 'fan', async (request: FastifyRequest) => {
      if (!request.authUser) throw unauthorized();
      if (request.authUser.role !== role) {
        throw forbidden(
          role === 'performer' ? 'This action is for creators only' : 'This action is for fans only',
        );
      }
    }),
  );
};

export default globalPlugin(authPlugin, 'auth');
