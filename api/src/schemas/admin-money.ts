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

// --- coupons ----------------------------------------------------------------------------------------------

export const AdminCouponJson = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  value: Type.Number({ description: 'the fraction taken off a top-up (0.1 = 10 %)' }),
  numberOfUses: Type.Integer(),
  perFanUses: Type.Integer({ description: '0 = no limit per fan' }),
  used: Type.Integer({ description: 'completed payments with it' }),
  held: Type.Integer({ description: 'payments with it still waiting for the payer’s confirmation' }),
  expiredDate: Type.String(),
  status: Type.Enum(['active', 'inactive']),
  createdAt: Type.String(),
});
export type AdminCouponJson = Static<typeof AdminCouponJson>;

export const NewCouponBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 50 }),
  value: Type.Number({ description: 'a fraction between 0 and 1, at most four decimals' }),
  numberOfUses: Type.Optional(Type.Integer({ description: 'default 100' })),
  perFanUses: Type.Optional(Type.Integer({ description: 'default 1; 0 = no limit per fan' })),
  expires: Type.Optional(Day),
});
export const CouponCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) });

// --- site settings ----------------------------------------------------------------------------------------

export const AdminSettingJson = Type.Object({
  key: Type.String(),
  value: Type.Unknown(),
  public: Type.Boolean({ description: 'sent to every visitor by /settings/public' }),
  kind: Type.String({
    description: 'text, longText, link, flag, money, count, fraction, countries, gateway, menus',
  }),
  help: Type.String(),
});
export type AdminSettingJson = Static<typeof AdminSettingJson>;
export const SettingKeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) });
export const SettingValueBody = Type.Object({
  value: Type.Unknown({ description: 'JSON of the setting’s kind' }),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
