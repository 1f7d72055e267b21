// The console's money actions (issue 23): refunds, and the dashboard's figures.
import { Type, type Static } from 'typebox';
import { ObjectId } from './common';

export const REFUND_KINDS = ['purchase', 'subscription'] as const;

export const RefundParams = Type.Object({
  kind: Type.Enum([...REFUND_KINDS], {
    description:
      'purchase = a wallet transaction (unlock, message, tip, product order); subscription = a card payment',
  }),
  id: ObjectId,
});

export const RefundJson = Type.Object({
  kind: Type.Enum([...REFUND_KINDS]),
  id: Type.String(),
  status: Type.Literal('refunded'),
  fanId: Type.String(),
  performerId: Type.String(),
  amount: Type.Number({ description: 'dollars back in the fan’s wallet' }),
  fromPerformer: Type.Number({ description: 'dollars taken back from the creator’s balance' }),
  fromPlatform: Type.Number({ description: 'dollars the platform covered (commission and any shortfall)' }),
  subscriptionEnded: Type.Boolean(),
});
export type RefundJson = Static<typeof RefundJson>;

// --- dashboard --------------------------------------------------------------------------------------------

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

export const DashboardQuery = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});

export const SalesJson = Type.Object({
  gross: Type.Number({ description: 'dollars fans paid (refunded sales left out)' }),
  commission: Type.Number({ description: 'dollars the platform kept' }),
  net: Type.Number({ description: 'dollars creators earned' }),
});

export const DashboardJson = Type.Object({
  openWork: Type.Object({
    verificationsWaiting: Type.Integer(),
    reportsOpen: Type.Integer(),
    payoutsPending: Type.Integer(),
    failedRenewals: Type.Integer({ description: 'subscription charges that failed in the period' }),
  }),
  today: SalesJson,
  period: Type.Object({ from: Day, to: Day, sales: SalesJson }),
  signups: Type.Array(Type.Object({ date: Day, fans: Type.Integer(), creators: Type.Integer() }), {
    description: 'every day of the period, oldest first',
  }),
});
export type DashboardJson = Static<typeof DashboardJson>;
