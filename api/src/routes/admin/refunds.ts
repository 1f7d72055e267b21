// Refunds from the console (issue 23): a money POST (Idempotency-Key honoured, the answer stored with the
// change), audited, the fan mailed after the commit. The ledger side is services/refunds.ts, the one refund
// movement creators' deletions and order refunds use.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toDollars } from '../../lib/money';
import { moneyRoute, withStoredAnswer } from '../../plugins/idempotency';
import { NoteBody } from '../../schemas/admin';
import { RefundJson, RefundParams } from '../../schemas/admin-money';
import { responses } from '../../schemas/common';
import { audited } from '../../services/audit';
import {
  announceRefund,
  refundByOperator,
  refundState,
  type RefundOutcome,
} from '../../services/operator-refunds';

const toRefundJson = (o: RefundOutcome): RefundJson => ({
  kind: o.kind,
  id: o.id,
  status: 'refunded',
  fanId: o.fanId,
  performerId: o.creatorId,
  amount: toDollars(o.totalCents),
  fromPerformer: toDollars(o.fromCreatorCents),
  fromPlatform: toDollars(o.totalCents - o.fromCreatorCents),
  subscriptionEnded: o.endedSubscription,
});

const refundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/refunds/:kind/:id',
    { ...moneyRoute, schema: { params: RefundParams, body: NoteBody, response: responses(RefundJson) } },
    async (request) => {
      const { kind, id } = request.params;
      let outcome: RefundOutcome | undefined;
      const answer = await withStoredAnswer(app, request, async () => {
        outcome = await audited(app, request, {
          action: `refund.${kind}`,
          targetKind: kind === 'purchase' ? 'wallet_transaction' : 'payment',
          targetId: id,
          note: request.body?.note,
          before: async () => await refundState(app, kind, id),
          change: async () => await refundByOperator(app, kind, id),
          after: async () => await refundState(app, kind, id),
        });
        return ok(toRefundJson(outcome));
      });
      if (outcome) await announceRefund(app, outcome);
      return answer;
    },
  );
};

export default refundRoutes;
