// Login, logout and fan registration. The other auth routes live in sibling files.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../../lib/http-error';
import { hashPassword, verifyPasswordOrDecoy } from '../../lib/passwords';
import { LoginBody, TokenJson, UserRegisterBody } from '../../schemas/auth';
import { NoticeJson, responses, SuccessJson } from '../../schemas/common';
import { assertUnique, displayName } from '../../services/accounts';
import { issueToken, sendVerificationEmail } from '../../services/sessions';
import passwordRoutes from './password';
import performerRegisterRoutes from './performer-register';
import socialRoutes from './social';
import { authRateLimit } from './rate-limit';

export const LOGIN_MESSAGES = {
  // One answer for an unknown account and a wrong password, after the same work: login does not tell
  // which accounts exist. The account's state is told only to whoever knows its password.
  badCredentials: 'The username, email or password is incorrect',
  inactive: 'This account is inactive',
  unverified: 'Please verify your email address',
};

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/login',
    { schema: { body: LoginBody, response: responses(TokenJson) }, config: authRateLimit(app) },
    async (request) => {
      const { username, email, password, remember } = request.body;
      const login = username ?? email;
      if (!login) throw new HttpError(400, ['username is required']);
      const user = await app.repos.users.findByLogin(login);
      const passwordOk = await verifyPasswordOrDecoy(password, user?.passwordHash);
      if (!user || !passwordOk) throw new HttpError(422, LOGIN_MESSAGES.badCredentials);
      if (user.status === 'inactive') throw new HttpError(403, LOGIN_MESSAGES.inactive);
      if ((await app.repos.settings.get<boolean>('requireEmailVerification')) && user.verifiedEmail !== 1) {
        throw new HttpError(422, LOGIN_MESSAGES.unverified);
      }
      return ok(await issueToken(app, user, remember === true));
    },
  );

  app.post(
    '/auth/logout',
    { schema: { response: responses(SuccessJson) }, preHandler: app.requireAuth },
    async (request) => {
      const auth = request.authUser!;
      await app.repos.tokens.revoke(auth.tokenId, app.now().toISOString());
      app.disconnectTokens([auth.tokenId]);
      return ok({ success: true });
    },
  );

  app.post(
    '/auth/users/register',
    { schema: { body: UserRegisterBody, response: responses(NoticeJson) }, config: authRateLimit(app) },
    async (request) => {
      const body = request.body;
      await assertUnique(app, { username: body.username, email: body.email });
      const now = app.now().toISOString();
      const user = await app.repos.users.create(
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
      await sendVerificationEmail(app, user);
      const message = (await app.repos.settings.get<boolean>('requireEmailVerification'))
        ? 'Your account has been created. Please verify your email address, then log in.'
        : 'Your account has been created. You can log in now.';
      return ok({ message });
    },
  );

  await app.register(passwordRoutes);
  await app.register(performerRegisterRoutes);
  await app.register(socialRoutes);
};

export default authRoutes;
