// The money and moderation queues. Payout decisions go through setPayoutStatus, the service `npm run payouts`
// calls (`done` moves the money through the ledger; the creator is mailed and their payout page follows live).
// Reports and their decisions are in moderation.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, ok } from '../../lib/http-error';
import { toPersonSummaryJson } from '../../mappers/admin';
import { toBankingJson, toPaypalJson, toPayoutJson } from '../../mappers/business';
import { moneyRoute, withStoredAnswer } from '../../plugins/idempotency';
import type { PayoutRow } from '../../repositories/payouts';
import { NoteBody, PayoutIdParams, PayoutQueueItemJson, PayoutQueueQuery } from '../../schemas/admin';
import { Page, paging, responses } from '../../schemas/common';
import { audited } from '../../services/audit';
import { setPayoutStatus } from '../../services/payouts';

const DECISIONS = { approve: 'approved', reject: 'rejected', done: 'done' } as const;

const queueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payoutItem = async (row: PayoutRow) => ({
    payout: toPayoutJson(row),
    creator: toPersonSummaryJson(
      (await app.repos.users.findById(row.performerId))!,
      await app.repos.performers.findByUserId(row.performerId),
    ),
    banking: toBankingJson(await app.repos.payouts.banking(row.performerId)),
    paypal: toPaypalJson(await app.repos.payouts.paypal(row.performerId)),
  });

  app.get(
    '/admin/payouts',
    { schema: { querystring: PayoutQueueQuery, response: responses(Page(PayoutQueueItemJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const { rows, total } = await app.repos.payouts.search({
        status: request.query.status,
        sortBy: 'createdAt',
        sort: 'ASC',
        offset,
        limit,
      });
      return ok({ data: await Promise.all(rows.map(payoutItem)), total });
    },
  );

  for (const [verb, status] of Object.entries(DECISIONS)) {
    app.post(
      `/admin/payouts/:id/${verb}`,
      {
        // `done` moves money: Idempotency-Key honoured, the answer stored with the change (a retry replays it)
        ...moneyRoute,
        schema: { params: PayoutIdParams, body: NoteBody, response: responses(PayoutQueueItemJson) },
      },
      async (request) => {
        const { id } = request.params;
        const state = async () => {
          const row = await app.repos.payouts.find(id);
          if (!row) throw notFound('Payout request not found');
          return { status: row.status, adminNote: row.adminNote };
        };
        return await withStoredAnswer(app, request, async () => {
          const row = await audited(app, request, {
            action: `payout.${verb}`,
            targetKind: 'payout',
            targetId: id,
            note: request.body?.note,
            before: state,
            change: async () => await setPayoutStatus(app, id, status, request.body?.note),
            after: state,
          });
          return ok(await payoutItem(row));
        });
      },
    );
  }
};

export default queueRoutes;
