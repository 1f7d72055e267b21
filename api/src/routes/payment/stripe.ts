// Stripe's own routes (only when Stripe is the active gateway): saving a card made by Elements, a creator's
// Connect onboarding, and the webhook that completes or fails payments. The webhook reads the raw body: the signature covers its bytes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError, ok } from '../../lib/http-error';
import { toCardJson, toStripeAccountJson } from '../../mappers/payments';
import { moneyRoute } from '../../plugins/idempotency';
import { StripeGateway } from '../../payments/stripe';
import { Nullable, responses } from '../../schemas/common';
import {
  CardJson,
  StripeAccountJson,
  StripeCardBody,
  StripeOnboardingJson,
  WebhookJson,
} from '../../schemas/payments';
import { MAX_CARDS } from '../../services/checkout';
import { completePayment, failPayment } from '../../services/payment-completion';

function stripeOf(app: FastifyInstance): StripeGateway {
  if (!(app.paymentGateway instanceof StripeGateway))
    throw new HttpError(404, 'Stripe is not configured on this site');
  return app.paymentGateway;
}

const stripeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/stripe/cards',
    {
      preHandler: app.requireRole('user'),
      ...moneyRoute,
      schema: { body: StripeCardBody, response: responses(CardJson) },
    },
    async (request) => {
      const stripe = stripeOf(app);
      const userId = request.authUser!.id;
      if ((await app.repos.paymentCards.count(userId)) >= MAX_CARDS)
        throw new HttpError(422, `You can save up to ${MAX_CARDS} cards`);
      const user = (await app.repos.users.findById(userId))!;
      const existing = (await app.repos.paymentCards.list(userId, 'stripe', 0, 1)).rows[0];
      const saved = await stripe.saveCard(request.body.paymentMethodId, {
        id: existing?.customerId ?? '',
        email: user.email ?? '',
        name: user.name,
      });
      const row = await app.repos.paymentCards.create(
        { userId, paymentGateway: 'stripe', ...saved },
        app.now().toISOString(),
      );
      return ok(toCardJson(row));
    },
  );

  // Stripe Connect (issue 10): the creator onboards with Stripe, which then pays them out. The answer carries the
  // onboarding link; the account id stays here (and at Stripe).
  const onboarding = { response: responses(StripeOnboardingJson) };
  app.post(
    '/stripe/accounts',
    { preHandler: app.requireRole('performer'), schema: onboarding },
    async (request) => {
      const stripe = stripeOf(app);
      const performerId = request.authUser!.id;
      const user = (await app.repos.users.findById(performerId))!;
      const existing = await app.repos.stripeAccounts.of(performerId);
      const back = `${app.config.appPublicUrl}/creator/banking`;
      const connected = await stripe.connectAccount({
        accountId: existing?.accountId ?? '',
        email: user.email ?? '',
        performerId,
        returnUrl: `${back}?stripe=return`,
        refreshUrl: `${back}?stripe=refresh`,
      });
      const row = await app.repos.stripeAccounts.save(performerId, connected, app.now().toISOString());
      return ok({ ...toStripeAccountJson(row), url: connected.url });
    },
  );

  const account = { response: responses(Nullable(StripeAccountJson)) };
  app.get(
    '/stripe/accounts/me',
    { preHandler: app.requireRole('performer'), schema: account },
    async (request) => {
      const stripe = stripeOf(app);
      const performerId = request.authUser!.id;
      const existing = await app.repos.stripeAccounts.of(performerId);
      if (!existing) return ok(null);
      const status = await stripe.accountStatus(existing.accountId);
      const row = await app.repos.stripeAccounts.save(
        performerId,
        { accountId: existing.accountId, ...status },
        app.now().toISOString(),
      );
      return ok(toStripeAccountJson(row));
    },
  );

  // The webhook: its own scope keeps the JSON body as bytes for the signature check.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/payment/stripe/callhook',
      { schema: { response: responses(WebhookJson) } },
      async (request) => {
        const stripe = stripeOf(app);
        const event = stripe.parseWebhook(
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        );
        const intent = event.data.object as {
          id?: string;
          object?: string;
          last_payment_error?: { message?: string } | null;
        };
        if (intent.object !== 'payment_intent' || !intent.id) return ok({ received: true });
        const payment = await app.repos.paymentTransactions.findByReference(intent.id);
        if (!payment) return ok({ received: true });
        if (event.type === 'payment_intent.succeeded') await completePayment(app, payment.id, intent.id);
        else if (event.type === 'payment_intent.payment_failed')
          await failPayment(app, payment.id, intent.last_payment_error?.message || 'Your card was declined.');
        else if (event.type === 'payment_intent.canceled')
          await failPayment(app, payment.id, 'The payment was cancelled.', 'canceled');
        return ok({ received: true });
      },
    );
  });
};

export default stripeRoutes;
