// Public contact form: stored, mailed to the site admin through the outbox, rate-limited per IP and,
// when RECAPTCHA_SECRET is configured, guarded by reCAPTCHA.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, badRequest, ok } from '../../lib/http-error';
import { clientIp } from '../../lib/geo';
import { NoticeJson, responses } from '../../schemas/common';
import { ContactBody } from '../../schemas/site';
import { verifyRecaptcha } from '../utils';

export const CONTACT_MESSAGES = {
  sent: 'Thank you for contacting us, we will reply within 48 hours.',
  captchaRequired: 'Please confirm that you are not a robot',
  captchaFailed: 'reCAPTCHA verification failed, please try again',
};

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.contactRateLimitMax, timeWindow: app.config.contactRateLimitWindowMs };

  const schema = { body: ContactBody, response: responses(NoticeJson) };
  app.post('/contact', { schema, config: { rateLimit } }, async (request, reply) => {
    const name = request.body.name.trim();
    const message = request.body.message.trim();
    const errors = [...(name ? [] : ['name is required']), ...(message ? [] : ['message is required'])];
    if (errors.length) throw badRequest(errors);
    const secret = app.config.recaptchaSecret;
    if (secret) {
      if (!request.body.token) throw new HttpError(400, CONTACT_MESSAGES.captchaRequired);
      try {
        const result = await verifyRecaptcha(secret, request.body.token, clientIp(request));
        if (!result.success) throw new HttpError(422, CONTACT_MESSAGES.captchaFailed);
      } catch (err) {
        if (err instanceof HttpError) throw err;
        request.log.warn({ err }, 'reCAPTCHA verification unavailable');
        return reply.code(502).send({
          statusCode: 502,
          message: 'Could not verify reCAPTCHA, please try again later',
          error: 'Bad Gateway',
        });
      }
    }
    const email = request.body.email.trim().toLowerCase();
    const now = app.now().toISOString();
    const row = await app.repos.contacts.create(
      { name, email, message, userId: request.authUser?.id ?? null, ip: clientIp(request) ?? '' },
      now,
    );
    await app.mailer.send({
      to: app.config.adminEmail,
      subject: `Contact form: ${name}`,
      text: `From: ${name} <${email}>\nSent: ${now}\nReference: ${row.id}\n\n${message}`,
    });
    return ok({ message: CONTACT_MESSAGES.sent });
  });
};

export default contactRoutes;
