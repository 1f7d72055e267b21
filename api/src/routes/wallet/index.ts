// Wallet spending (reference Appendix A "token-transaction"): tips, unlocks, product orders and the history.
// Each charge and its answer commit together (withStoredAnswer): a crash cannot leave a charge without its answer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toOrderJson, toWalletTransactionJson } from '../../mappers/payments';
import { moneyRoute, withStoredAnswer } from '../../plugins/idempotency';
import { paging } from '../../schemas/common';
import {
  HistoryQuery,
  IdParams,
  PerformerParams,
  ProductOrderBody,
  TipBody,
  UnlockParams,
  sortOf,
} from '../../schemas/payments';
import { buyProduct } from '../../services/product-orders';
import { viewerOf } from '../../services/viewer';
import { tipCreator } from '../../services/tips';
import { unlockItem } from '../../services/wallet-charges';
import { itemJsonFor } from '../../services/bought-items';
import { buyMessage } from '../../services/message-sales';
import { messageJsonFor } from '../../services/messages';
import { USER_EVENTS } from '../../contract/socket-events';

const WALLET_SORT = {
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  totalPrice: 'totalPriceCents',
} as const;

const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const fan = { preHandler: app.requireRole('user') };

  app.post(
    '/wallet/charges/tip/:performerId',
    { ...fan, ...moneyRoute, schema: { params: PerformerParams, body: TipBody } },
    async (request) =>
      withStoredAnswer(app, request, () => {
        // a profile tip, or a live one (checked against the session, told in its chat): services/tips decides
        const row = tipCreator(app, viewerOf(request), request.params.performerId, request.body);
        return ok(toWalletTransactionJson(app, row));
      }),
  );

  app.post(
    '/wallet/charges/product/:id',
    { ...fan, ...moneyRoute, schema: { params: IdParams, body: ProductOrderBody } },
    async (request) =>
      withStoredAnswer(app, request, () =>
        ok(toOrderJson(app, buyProduct(app, viewerOf(request), request.params.id, request.body))),
      ),
  );

  // a paid message (issue 11): bought once by a fan of the conversation; its media opens in place
  app.post(
    '/wallet/charges/message/:id',
    { ...fan, ...moneyRoute, schema: { params: IdParams } },
    async (request) =>
      withStoredAnswer(app, request, () => {
        const viewer = viewerOf(request);
        const row = buyMessage(app, viewer, request.params.id);
        const item = messageJsonFor(app, app.repos.messages.find(request.params.id)!, viewer.id);
        app.emitToUser(viewer.id, USER_EVENTS.itemBought, { item, target: 'message' });
        return ok({ ...toWalletTransactionJson(app, row), item });
      }),
  );

  app.post(
    '/wallet/charges/:kind/:id',
    { ...fan, ...moneyRoute, schema: { params: UnlockParams } },
    async (request) =>
      withStoredAnswer(app, request, () => {
        const viewer = viewerOf(request);
        const { kind, id } = request.params;
        const { row } = unlockItem(app, viewer, kind, id);
        // the buyer's pages flip the item in place (reference token_transaction_success)
        const item = itemJsonFor(app, viewer, kind, id);
        app.emitToUser(viewer.id, USER_EVENTS.itemBought, { item, target: kind });
        return ok({ ...toWalletTransactionJson(app, row), item });
      }),
  );

  app.get('/wallet/charges/search', { ...fan, schema: { querystring: HistoryQuery } }, async (request) => {
    const { offset, limit } = paging(request.query);
    const page = app.repos.walletTransactions.search({
      userId: request.authUser!.id,
      type: request.query.type || undefined,
      ...sortOf(request.query, WALLET_SORT, 'createdAt'),
      offset,
      limit,
    });
    return ok({ data: page.rows.map((r) => toWalletTransactionJson(app, r)), total: page.total });
  });
};

export default walletRoutes;
