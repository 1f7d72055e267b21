// Forgotten password, reset completion, password change, and email verification links.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../../lib/http-error';
import {
  EmailVerificationBody,
  ForgotBody,
  PasswordChangeBody,
  RedirectAnswers,
  TokenQuery,
  UpdatePasswordBody,
} from '../../schemas/auth';
import { NoticeJson, responses, SuccessJson } from '../../schemas/common';
import { loadCurrentUser } from '../../services/accounts';
import { assertCredentialChange, changePassword } from '../../services/profile';
import { consumeLink, sendPasswordResetEmail, sendVerificationEmail } from '../../services/sessions';
import { hashToken } from '../../lib/tokens';
import { authRateLimit } from './rate-limit';

const INVALID_LINK = 'Invalid or expired link';

const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/users/forgot',
    { schema: { body: ForgotBody, response: responses(NoticeJson) }, config: authRateLimit(app) },
    async (request) => {
      const user = await app.repos.users.findByEmail(request.body.email);
      // Same answer whether or not the address exists: the endpoint must not reveal accounts.
      if (user && user.status !== 'inactive') await sendPasswordResetEmail(app, user);
      return ok({ message: 'If an account uses this email address, a reset link has been sent to it.' });
    },
  );

  // Old email links pointed at the API: send them on to the web app's reset page.
  const redirect = { querystring: TokenQuery, response: RedirectAnswers };
  app.get('/auth/password-change', { schema: redirect }, async (request, reply) => {
    const token =
      request.query.token && /^[a-f0-9]{64}$/i.test(request.query.token) ? request.query.token : '';
    return reply.redirect(`${app.config.appPublicUrl}/auth/reset-password?token=${token}`, 302);
  });

  app.post(
    '/auth/password-change',
    { schema: { body: PasswordChangeBody, response: responses(NoticeJson) }, config: authRateLimit(app) },
    async (request) => {
      const userId = await consumeLink(app, 'password-reset', request.body.token);
      if (!userId) throw new HttpError(422, INVALID_LINK);
      // A reset means the old password may be known to someone else: end every session and every other link.
      await changePassword(app, userId, request.body.password, undefined);
      // Opening the mailed link proves the address too.
      await app.repos.users.setVerifiedEmail(userId, app.now().toISOString());
      return ok({ message: 'Your password has been changed. You can log in with the new password.' });
    },
  );

  app.put(
    '/auth/users/me/password',
    { schema: { body: UpdatePasswordBody, response: responses(SuccessJson) }, preHandler: app.requireAuth },
    async (request) => {
      const user = await loadCurrentUser(app, request);
      await assertCredentialChange(user, { password: true, email: false }, request.body.currentPassword);
      // Every other session ends (the old password may be known to someone else); this one stays.
      await changePassword(app, user.id, request.body.password, request.authUser!.tokenId);
      return ok({ success: true });
    },
  );

  app.post(
    '/auth/email-verification',
    {
      schema: { body: EmailVerificationBody, response: responses(NoticeJson) },
      config: authRateLimit(app),
      // The resend button posts no body at all (the token identifies the account).
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const email = request.body.email;
      const user = email
        ? await app.repos.users.findByEmail(email)
        : request.authUser
          ? await app.repos.users.findById(request.authUser.id)
          : undefined;
      if (!email && !request.authUser) throw new HttpError(400, ['email is required']);
      if (user && user.verifiedEmail !== 1) await sendVerificationEmail(app, user);
      return ok({ message: 'If the address needs verifying, a verification link has been sent to it.' });
    },
  );

  app.get('/auth/email-verification', { schema: redirect }, async (request, reply) => {
    // A mail link always lands on a web page (never raw JSON): verified, already verified, or expired.
    const page = `${app.config.appPublicUrl}/auth/email-verified-success`;
    const token = request.query.token;
    const userId = await consumeLink(app, 'email-verification', token);
    if (userId) {
      await app.repos.users.setVerifiedEmail(userId, app.now().toISOString());
      return reply.redirect(page, 302);
    }
    const ownerId =
      token && /^[a-f0-9]{64}$/i.test(token)
        ? await app.repos.tokens.ownerOfOneTime('email-verification', hashToken(token.toLowerCase()))
        : undefined;
    const owner = ownerId ? await app.repos.users.findById(ownerId) : undefined;
    return reply.redirect(
      `${page}?status=${owner?.verifiedEmail === 1 ? 'already-verified' : 'expired'}`,
      302,
    );
  });
};

export default passwordRoutes;
