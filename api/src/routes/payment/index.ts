// Cards and card payments (reference §5.2, §5.4, Appendix A "payment"): saving a sandbox card, listing and
// removing cards, wallet top-ups, subscriptions, the payer's confirmation step, cancelling, and the history.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound, ok } from '../../lib/http-error';
import { toCardJson, toPaymentJson, toSubscriptionJson } from '../../mappers/payments';
import { moneyRoute, withStoredAnswer } from '../../plugins/idempotency';
import { sandboxCard } from '../../payments/sandbox';
import { Nullable, Page, paging, responses, SuccessJson } from '../../schemas/common';
import {
  CancelParams,
  CardJson,
  CardsQuery,
  ConfirmBody,
  HistoryQuery,
  IdParams,
  PaymentJson,
  SandboxCardBody,
  SubscribeBody,
  SubscriptionJson,
  TopUpBody,
  sortOf,
} from '../../schemas/payments';
import { cancelSubscription, confirmPayment, MAX_CARDS, subscribe, topUp } from '../../services/checkout';
import { viewerOf } from '../../services/viewer';
import stripeRoutes from './stripe';

const PAYMENT_SORT = {
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  totalPrice: 'totalPriceCents',
} as const;

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(stripeRoutes);
  const fan = { preHandler: app.requireRole('user') };
  const payment = responses(PaymentJson);

  app.post(
    '/sandbox/cards',
    { ...fan, ...moneyRoute, schema: { body: SandboxCardBody, response: responses(CardJson) } },
    async (request) =>
      await withStoredAnswer(app, request, async () => {
        if (app.paymentGateway.name !== 'sandbox')
          throw new HttpError(422, 'Cards are taken by Stripe on this site');
        const userId = request.authUser!.id;
        if ((await app.repos.paymentCards.count(userId)) >= MAX_CARDS)
          throw new HttpError(422, `You can save up to ${MAX_CARDS} cards`);
        const saved = sandboxCard(request.body, app.now());
        const row = await app.repos.paymentCards.create(
          { userId, paymentGateway: 'sandbox', ...saved },
          app.now().toISOString(),
        );
        return ok(toCardJson(row));
      }),
  );

  const cards = { querystring: CardsQuery, response: responses(Page(CardJson)) };
  app.get('/payment-cards', { ...fan, schema: cards }, async (request) => {
    const { offset, limit } = paging(request.query);
    const page = await app.repos.paymentCards.list(
      request.authUser!.id,
      request.query.paymentGateway || undefined,
      offset,
      limit,
    );
    return ok({ data: page.rows.map(toCardJson), total: page.total });
  });

  const removeCard = { params: IdParams, response: responses(SuccessJson) };
  app.delete('/payment-cards/:id', { ...fan, schema: removeCard }, async (request) => {
    const card = await app.repos.paymentCards.find(request.params.id);
    if (!card || card.userId !== request.authUser!.id) throw notFound('Payment card not found');
    await app.repos.paymentCards.remove(card.id);
    return ok({ success: true });
  });

  app.post(
    '/payment/wallet/top-up',
    { ...fan, ...moneyRoute, schema: { body: TopUpBody, response: payment } },
    async (request) => {
      return ok(
        await toPaymentJson(app, await topUp(app, viewerOf(request), request.body, request.idempotencyClaim)),
      );
    },
  );

  app.post(
    '/payment/subscribe/performers',
    { ...fan, ...moneyRoute, schema: { body: SubscribeBody, response: payment } },
    async (request) => {
      return ok(
        await toPaymentJson(
          app,
          await subscribe(app, viewerOf(request), request.body, request.idempotencyClaim),
        ),
      );
    },
  );

  // The payer's answer to the confirmation step (sandbox's 3-D Secure analogue).
  app.post(
    '/payment/transactions/:id/confirm',
    { ...fan, ...moneyRoute, schema: { params: IdParams, body: ConfirmBody, response: payment } },
    async (request) => {
      return ok(
        await toPaymentJson(
          app,
          await confirmPayment(
            app,
            request.authUser!.id,
            request.params.id,
            request.body.approve,
            request.idempotencyClaim?.resumed,
          ),
        ),
      );
    },
  );

  app.post(
    '/payment/:gateway/cancel-subscription/:id',
    {
      ...fan,
      ...moneyRoute,
      schema: { params: CancelParams, response: responses(Nullable(SubscriptionJson)) },
    },
    async (request) =>
      await withStoredAnswer(app, request, async () => {
        const sub = await cancelSubscription(app, request.authUser!.id, request.params.id);
        return ok(sub ? await toSubscriptionJson(app, sub) : null);
      }),
  );

  app.get(
    '/payment/transactions/user/search',
    {
      preHandler: app.requireAuth,
      schema: { querystring: HistoryQuery, response: responses(Page(PaymentJson)) },
    },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const page = await app.repos.paymentTransactions.search({
        userId: request.authUser!.id,
        status: request.query.status || undefined,
        type: request.query.type || undefined,
        ...sortOf(request.query, PAYMENT_SORT, 'createdAt'),
        offset,
        limit,
      });
      return ok({
        data: await Promise.all(page.rows.map(async (r) => await toPaymentJson(app, r))),
        total: page.total,
      });
    },
  );
};

export default paymentRoutes;
