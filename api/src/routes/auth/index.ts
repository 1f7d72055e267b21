// Login, logout and fan registration. The other auth routes live in sibling files.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { LoginBody, TokenData, UserRegisterBody } from '../../schemas/auth';
import { MessageData, SuccessData } from '../../schemas/common';
import { assertUnique, displayName } from '../../services/accounts';
import { issueToken, sendVerificationEmail } from '../../services/sessions';
import passwordRoutes from './password';
import performerRegisterRoutes from './performer-register';
import socialRoutes from './social';
import { authRateLimit } from './rate-limit';

export const LOGIN_MESSAGES = {
  notFound: 'This account is not found. Please sign up',
  badPassword: 'The password is incorrect',
  inactive: 'This account is inactive',
  unverified: 'Please verify your email address',
};

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/login', { schema: { body: LoginBody, response: { 200: TokenData } }, config: authRateLimit(app) }, async (request) => {
    const { username, email, password, remember } = request.body;
    const login = username ?? email;
    if (!login) throw new HttpError(400, ['username is required']);
    const user = app.repos.users.findByLogin(login);
    if (!user) throw new HttpError(404, LOGIN_MESSAGES.notFound);
    // The password is checked before the account state so the state is not revealed without it.
    if (!(await verifyPassword(password, user.passwordHash))) throw new HttpError(422, LOGIN_MESSAGES.badPassword);
    if (user.status === 'inactive') throw new HttpError(403, LOGIN_MESSAGES.inactive);
    if (app.repos.settings.get<boolean>('requireEmailVerification') && user.verifiedEmail !== 1) {
      throw new HttpError(422, LOGIN_MESSAGES.unverified);
    }
    return ok(issueToken(app, user, remember === true));
  });

  app.post('/auth/logout', { schema: { response: { 200: SuccessData } }, preHandler: app.requireAuth }, async (request) => {
    const auth = request.authUser!;
    app.repos.tokens.revoke(auth.tokenId, app.now().toISOString());
    app.disconnectTokens([auth.tokenId]);
    return ok({ success: true });
  });

  app.post('/auth/users/register', { schema: { body: UserRegisterBody, response: { 200: MessageData } }, config: authRateLimit(app) }, async (request) => {
    const body = request.body;
    assertUnique(app, { username: body.username, email: body.email });
    const now = app.now().toISOString();
    const user = app.repos.users.create(
      {
        role: 'user',
        name: displayName(body),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        username: body.username,
        email: body.email,
        gender: body.gender ?? '',
        passwordHash: await hashPassword(body.password),
      },
      now,
    );
    sendVerificationEmail(app, user);
    const message = app.repos.settings.get<boolean>('requireEmailVerification')
      ? 'Your account has been created. Please verify your email address, then log in.'
      : 'Your account has been created. You can log in now.';
    return ok({ message });
  });

  await app.register(passwordRoutes);
  await app.register(performerRegisterRoutes);
  await app.register(socialRoutes);
};

export default authRoutes;
