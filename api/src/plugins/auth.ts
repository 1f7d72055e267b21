// Resolves `Authorization: <token>` (or `Bearer <token>`) to request.authUser on every request.
// The token is read from the header only, never from a cookie: a cross-site request cannot carry it.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { forbidden, HttpError, unauthorized } from '../lib/http-error';
import { guardFor } from '../lib/route-guards';
import { hashToken, parseAuthHeader } from '../lib/tokens';
import type { Role } from '../contract/roles';
import type { AuthUser } from '../types';

/** What an operator without two-factor is told on every admin route; `error` is the code the console acts on. */
export const ADMIN_REFUSALS = {
  notAdmin: 'This area is for operators only',
  enrol: {
    code: 'TOTP_ENROLMENT_REQUIRED',
    message: 'Set up two-factor sign-in (an authenticator app) before using the console',
  },
  verify: {
    code: 'TOTP_REQUIRED',
    message: 'Enter the code from your authenticator app (or a recovery code) to open the console',
  },
} as const;

/** Looks a raw token up; null when unknown, revoked, expired or its account is no longer active. */
export async function resolveToken(app: FastifyInstance, raw: string | null): Promise<AuthUser | null> {
  if (!raw) return null;
  const now = app.now().toISOString();
  const token = await app.repos.tokens.findActive(hashToken(raw), now);
  if (!token) return null;
  const user = await app.repos.users.findById(token.userId);
  if (!user || user.status === 'inactive') return null;
  return { id: user.id, role: user.role, tokenId: token.id, secondFactor: token.secondFactorAt !== null };
}

const authPlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('authUser', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.authUser = await resolveToken(app, parseAuthHeader(request.headers.authorization));
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

  const operator = (request: FastifyRequest) => {
    if (!request.authUser) throw unauthorized();
    if (request.authUser.role !== 'admin') throw forbidden(ADMIN_REFUSALS.notAdmin);
    return request.authUser;
  };
  app.decorate(
    'requireAdminEnrolling',
    guardFor('admin-enrolling', async (request: FastifyRequest) => {
      operator(request);
    }),
  );
  app.decorate(
    'requireAdmin',
    guardFor('admin', async (request: FastifyRequest) => {
      const auth = operator(request);
      if (auth.secondFactor) return;
      const refusal = (await app.repos.adminSecurity.twoFactor(auth.id))?.confirmedAt
        ? ADMIN_REFUSALS.verify
        : ADMIN_REFUSALS.enrol;
      throw new HttpError(403, refusal.message, refusal.code);
    }),
  );
};

export default globalPlugin(authPlugin, 'auth');
