// The creator's business (issue 10, reference §2.5, §5.6): earnings with totals and a by-day series, payout
// requests, and where payouts go. Creators only, each on their own rows (a fan or another creator: 403/404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError, ok } from '../../lib/http-error';
import { amountToCents, toDollars } from '../../lib/money';
import { toBankingJson, toEarningJson, toPaypalJson, toPayoutJson } from '../../mappers/business';
import { idempotent, moneyRoute, withStoredAnswer } from '../../plugins/idempotency';
import { dateBound, Nullable, Page, paging, responses } from '../../schemas/common';
import { sortOf } from '../../schemas/payments';
import {
  BankingBody,
  BankingJson,
  DailyEarningJson,
  EarningJson,
  EarningQuery,
  EarningStatsJson,
  GatewaySettingsBody,
  PaypalJson,
  PayoutBody,
  PayoutIdParams,
  PayoutJson,
  PayoutSearchQuery,
  PayoutStatsJson,
  type BankingBodyType,
  type GatewaySettingsBodyType,
  type PayoutBodyType,
} from '../../schemas/business';
import { ownPayout, payoutStats, requestPayout, updatePayout } from '../../services/payouts';

const EARNING_SORT = { createdAt: 'createdAt', grossPrice: 'grossCents', netPrice: 'netCents' } as const;
const PAYOUT_SORT = {
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  requestTokens: 'requestCents',
} as const;

function payoutInput(body: PayoutBodyType) {
  return {
    requestCents: amountToCents(body.requestTokens, 'Requested amount'),
    paymentAccountType: body.paymentAccountType,
    requestNote: (body.requestNote ?? '').trim(),
  };
}

const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const creator = { preHandler: app.requireRole('performer') };
  const payout = responses(PayoutJson);
  const banking = responses(Nullable(BankingJson));
  const paypal = responses(Nullable(PaypalJson));
  const filters = (q: { type?: string; fromDate?: string; toDate?: string }, performerId: string) => ({
    performerId,
    type: q.type || undefined,
    fromDate: dateBound(q.fromDate, 'fromDate'),
    toDate: dateBound(q.toDate, 'toDate', true),
  });

  app.get(
    '/performer/earning/search',
    { ...creator, schema: { querystring: EarningQuery, response: responses(Page(EarningJson)) } },
    async (request) => {
      const q = request.query;
      const page = await app.repos.earnings.search({
        ...filters(q, request.authUser!.id),
        ...sortOf(q, EARNING_SORT, 'createdAt'),
        ...paging(q),
      });
      return ok({
        data: await Promise.all(page.rows.map(async (r) => await toEarningJson(app, r))),
        total: page.total,
      });
    },
  );

  app.get(
    '/performer/earning/stats',
    { ...creator, schema: { querystring: EarningQuery, response: responses(EarningStatsJson) } },
    async (request) => {
      const s = await app.repos.earnings.stats(filters(request.query, request.authUser!.id));
      return ok({
        totalGrossPrice: toDollars(s.grossCents),
        totalSiteCommission: toDollars(s.commissionCents),
        totalNetPrice: toDollars(s.netCents),
      });
    },
  );

  // Our addition (README): net earned per day and type, for the earnings chart.
  app.get(
    '/performer/earning/daily',
    { ...creator, schema: { querystring: EarningQuery, response: responses(Type.Array(DailyEarningJson)) } },
    async (request) => {
      const rows = await app.repos.earnings.daily(filters(request.query, request.authUser!.id));
      return ok(rows.map((r) => ({ date: r.date, type: r.type, netPrice: toDollars(r.netCents) })));
    },
  );

  // true when the creator may ask for a payout (no request is waiting)
  const pending = { response: responses(Type.Boolean()) };
  app.get('/payout-requests/check/pending-review', { ...creator, schema: pending }, async (request) =>
    ok(!(await app.repos.payouts.pendingOf(request.authUser!.id))),
  );

  const calculate = { response: responses(PayoutStatsJson) };
  app.post('/payout-requests/calculate', { ...creator, schema: calculate }, async (request) => {
    const s = await payoutStats(app, request.authUser!.id);
    return ok({
      totalEarnedTokens: toDollars(s.totalEarnedCents),
      previousPaidOutTokens: toDollars(s.paidOutCents),
      remainingUnpaidTokens: toDollars(s.balanceCents),
    });
  });

  app.post(
    '/payout-requests',
    { ...creator, ...moneyRoute, schema: { body: PayoutBody, response: payout } },
    async (request) =>
      await withStoredAnswer(app, request, async () =>
        ok(toPayoutJson(await requestPayout(app, request.authUser!.id, payoutInput(request.body)))),
      ),
  );

  app.put(
    '/payout-requests/:id',
    {
      ...creator,
      config: { invalidStatus: 422 },
      schema: { params: PayoutIdParams, body: PayoutBody, response: payout },
    },
    async (request) =>
      ok(
        toPayoutJson(
          await updatePayout(app, request.authUser!.id, request.params.id, payoutInput(request.body)),
        ),
      ),
  );

  app.get(
    '/payout-requests/:id/view',
    { ...creator, schema: { params: PayoutIdParams, response: payout } },
    async (request) => ok(toPayoutJson(await ownPayout(app, request.authUser!.id, request.params.id))),
  );

  app.get(
    '/payout-requests/search',
    { ...creator, schema: { querystring: PayoutSearchQuery, response: responses(Page(PayoutJson)) } },
    async (request) => {
      const q = request.query;
      const page = await app.repos.payouts.search({
        performerId: request.authUser!.id,
        status: q.status || undefined,
        ...sortOf(q, PAYOUT_SORT, 'createdAt'),
        ...paging(q),
      });
      return ok({ data: page.rows.map(toPayoutJson), total: page.total });
    },
  );

  // Where payouts go. The contract has both the /performers/{id}/… and the /performers/… forms.
  const saveBanking = async (request: {
    authUser: { id: string } | null;
    body: BankingBodyType;
    params?: { id?: string };
  }) => {
    const me = request.authUser!.id;
    if (request.params?.id && request.params.id !== me)
      throw new HttpError(403, 'You can only change your own banking settings');
    const b = request.body;
    const row = await app.repos.payouts.saveBanking(
      me,
      {
        firstName: b.firstName.trim(),
        lastName: b.lastName.trim(),
        bankName: b.bankName?.trim() ?? '',
        bankAccount: b.bankAccount.trim(),
        bankRouting: b.bankRouting?.trim() ?? '',
        bankSwiftCode: b.bankSwiftCode?.trim() ?? '',
        country: b.country?.trim() ?? '',
        state: b.state?.trim() ?? '',
        city: b.city?.trim() ?? '',
        address: b.address?.trim() ?? '',
      },
      app.now().toISOString(),
    );
    return ok(toBankingJson(row));
  };
  app.put(
    '/performers/banking-settings',
    { ...creator, ...idempotent, schema: { body: BankingBody, response: banking } },
    saveBanking as never,
  );
  app.put(
    '/performers/:id/banking-settings',
    { ...creator, schema: { body: BankingBody, params: PayoutIdParams, response: banking } },
    saveBanking as never,
  );
  app.get('/performers/banking-settings', { ...creator, schema: { response: banking } }, async (request) =>
    ok(toBankingJson(await app.repos.payouts.banking(request.authUser!.id))),
  );

  const saveGateway = async (request: {
    authUser: { id: string } | null;
    body: GatewaySettingsBodyType;
    params?: { id?: string };
  }) => {
    const me = request.authUser!.id;
    if (
      (request.params?.id && request.params.id !== me) ||
      (request.body.performerId && request.body.performerId !== me)
    ) {
      throw new HttpError(403, 'You can only change your own payout settings');
    }
    const row = await app.repos.payouts.savePaypal(
      me,
      request.body.value.email.trim(),
      request.body.value.phoneNumber?.trim() ?? '',
      app.now().toISOString(),
    );
    return ok(toPaypalJson(row));
  };
  app.put(
    '/performers/payment-gateway-settings',
    { ...creator, schema: { body: GatewaySettingsBody, response: paypal } },
    saveGateway as never,
  );
  app.put(
    '/performers/:id/payment-gateway-settings',
    { ...creator, schema: { body: GatewaySettingsBody, params: PayoutIdParams, response: paypal } },
    saveGateway as never,
  );
  app.get(
    '/performers/payment-gateway-settings',
    { ...creator, schema: { response: paypal } },
    async (request) => ok(toPaypalJson(await app.repos.payouts.paypal(request.authUser!.id))),
  );
};

export default businessRoutes;
