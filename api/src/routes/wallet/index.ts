// Wallet spending (reference Appendix A "token-transaction"): tips, unlocks, product orders and the history.
// Each charge and its answer commit together (withStoredAnswer): a crash cannot leave a charge without its answer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { ok } from '../../lib/http-error';
import { toOrderJson, toWalletTransactionJson } from '../../mappers/payments';
import { moneyRoute, withStoredAnswer } from '../../plugins/idempotency';
import { Page, paging, responses } from '../../schemas/common';
import { OrderJson } from '../../schemas/orders';
import {
  HistoryQuery,
  IdParams,
  MessagePurchaseJson,
  PerformerParams,
  ProductOrderBody,
  TipBody,
  UnlockJson,
  UnlockParams,
  WalletTransactionJson,
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
    {
      ...fan,
      ...moneyRoute,
      schema: { params: PerformerParams, body: TipBody, response: responses(WalletTransactionJson) },
    },
    async (request) =>
      await withStoredAnswer(app, request, async () => {
        // a profile tip, or a live one (checked against the session, told in its chat): services/tips decides
        const row = await tipCreator(app, viewerOf(request), request.params.performerId, request.body);
        return ok(await toWalletTransactionJson(app, row));
      }),
  );

  app.post(
    '/wallet/charges/product/:id',
    {
      ...fan,
      ...moneyRoute,
      schema: { params: IdParams, body: ProductOrderBody, response: responses(OrderJson) },
    },
    async (request) =>
      await withStoredAnswer(app, request, async () =>
        ok(await toOrderJson(app, await buyProduct(app, viewerOf(request), request.params.id, request.body))),
      ),
  );

  // a paid message (issue 11): bought once by a fan of the conversation; its media opens in place
  app.post(
    '/wallet/charges/message/:id',
    { ...fan, ...moneyRoute, schema: { params: IdParams, response: responses(MessagePurchaseJson) } },
    async (request) =>
      await withStoredAnswer(app, request, async () => {
        const viewer = viewerOf(request);
        const row = await buyMessage(app, viewer, request.params.id);
        const item = await messageJsonFor(
          app,
          (await app.repos.messages.find(request.params.id))!,
          viewer.id,
        );
        app.emitToUser(viewer.id, USER_EVENTS.itemBought, { item, target: 'message' });
        return ok({ ...(await toWalletTransactionJson(app, row)), item });
      }),
  );

  app.post(
    '/wallet/charges/:kind/:id',
    { ...fan, ...moneyRoute, schema: { params: UnlockParams, response: responses(UnlockJson) } },
    async (request) =>
      await withStoredAnswer(app, request, async () => {
        const viewer = viewerOf(request);
        const { kind, id } = request.params;
        const { row } = await unlockItem(app, viewer, kind, id);
        // the buyer's pages flip the item in place (reference token_transaction_success)
        const item = await itemJsonFor(app, viewer, kind, id);
        app.emitToUser(viewer.id, USER_EVENTS.itemBought, { item, target: kind });
        // the transaction's target is the unlocked kind, so `item` is of that kind (services/wallet-charges)
        return ok({ ...(await toWalletTransactionJson(app, row)), item } as Static<typeof UnlockJson>);
      }),
  );

  const history = { querystring: HistoryQuery, response: responses(Page(WalletTransactionJson)) };
  app.get('/wallet/charges/search', { ...fan, schema: history }, async (request) => {
    const { offset, limit } = paging(request.query);
    const page = await app.repos.walletTransactions.search({
      userId: request.authUser!.id,
      type: request.query.type || undefined,
      ...sortOf(request.query, WALLET_SORT, 'createdAt'),
      offset,
      limit,
    });
    return ok({
      data: await Promise.all(page.rows.map(async (r) => await toWalletTransactionJson(app, r))),
      total: page.total,
    });
  });
};

export default walletRoutes;
