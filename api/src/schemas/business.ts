// The creator's business routes: earnings, payouts, banking and PayPal settings.
import { Type, type Static } from 'typebox';
import { Nullable, ObjectId, PageFields } from './common';
import { PartyJson } from './users';

export const EarningQuery = Type.Object(
  {
    ...PageFields,
    type: Type.Optional(Type.String({ maxLength: 40 })),
    fromDate: Type.Optional(Type.String({ maxLength: 40 })),
    toDate: Type.Optional(Type.String({ maxLength: 40 })),
    sortBy: Type.Optional(Type.String({ maxLength: 40 })),
    sort: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);

export const PayoutBody = Type.Object(
  {
    // money: checked by lib/money (422 with a message), never coerced from a string
    requestTokens: Type.Unknown(),
    requestNote: Type.Optional(Type.String({ maxLength: 500 })),
    paymentAccountType: Type.Union([Type.Literal('banking'), Type.Literal('paypal')]),
    source: Type.Optional(Type.Literal('performer')),
  },
  { additionalProperties: false },
);
export type PayoutBodyType = Static<typeof PayoutBody>;

export const PayoutIdParams = Type.Object({ id: ObjectId });

export const PayoutSearchQuery = Type.Object(
  {
    ...PageFields,
    status: Type.Optional(
      Type.Union([
        Type.Literal('pending'),
        Type.Literal('approved'),
        Type.Literal('rejected'),
        Type.Literal('done'),
        Type.Literal(''),
      ]),
    ),
    sortBy: Type.Optional(Type.String({ maxLength: 40 })),
    sort: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);

const Text = (max = 100) => Type.Optional(Type.String({ maxLength: max }));
export const BankingBody = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    bankName: Text(),
    bankAccount: Type.String({ minLength: 1, maxLength: 50 }),
    bankRouting: Text(50),
    bankSwiftCode: Text(20),
    country: Text(),
    state: Text(),
    city: Text(),
    address: Text(200),
  },
  { additionalProperties: false },
);
export type BankingBodyType = Static<typeof BankingBody>;

export const GatewaySettingsBody = Type.Object(
  {
    key: Type.Literal('paypal'),
    value: Type.Object(
      {
        email: Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
        phoneNumber: Type.Optional(Type.String({ maxLength: 30 })),
      },
      { additionalProperties: false },
    ),
    performerId: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type GatewaySettingsBodyType = Static<typeof GatewaySettingsBody>;

// --- Answers ---------------------------------------------------------------------------------------------

/** One earning of the creator (a sale, tip, subscription...); amounts in dollars. */
export const EarningJson = Type.Object({
  _id: Type.String(),
  transactionId: Type.String(),
  sourceType: Type.Enum(['wallet', 'payment']),
  type: Type.String(),
  userId: Type.String(),
  userInfo: PartyJson,
  performerId: Type.String(),
  grossPrice: Type.Number(),
  siteCommission: Type.Number(),
  netPrice: Type.Number(),
  paymentGateway: Type.String(),
  isToken: Type.Boolean(),
  isPaid: Type.Boolean(),
  paidAt: Nullable(Type.String()),
  isRefunded: Type.Boolean(),
  refundedAt: Nullable(Type.String()),
  /** our addition: what the fan wrote with the payment (a tip's message) */
  note: Type.String(),
  createdAt: Type.String(),
});
export type EarningJson = Static<typeof EarningJson>;

export const EarningStatsJson = Type.Object({
  totalGrossPrice: Type.Number(),
  totalSiteCommission: Type.Number(),
  totalNetPrice: Type.Number(),
});
export type EarningStatsJson = Static<typeof EarningStatsJson>;

/** Our addition: net earned per day and type, for the earnings chart. */
export const DailyEarningJson = Type.Object({
  date: Type.String(),
  type: Type.String(),
  netPrice: Type.Number(),
});
export type DailyEarningJson = Static<typeof DailyEarningJson>;

/** A payout request; `requestTokens` is dollars (the contract's name). */
export const PayoutJson = Type.Object({
  _id: Type.String(),
  source: Type.Literal('performer'),
  sourceId: Type.String(),
  requestTokens: Type.Number(),
  paymentAccountType: Type.Enum(['banking', 'paypal']),
  requestNote: Type.String(),
  adminNote: Type.String(),
  status: Type.Enum(['pending', 'approved', 'rejected', 'done']),
  tokenConversionRate: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PayoutJson = Static<typeof PayoutJson>;

/** What a creator could ask for now (POST /payout-requests/calculate), in dollars. */
export const PayoutStatsJson = Type.Object({
  totalEarnedTokens: Type.Number(),
  previousPaidOutTokens: Type.Number(),
  remainingUnpaidTokens: Type.Number(),
});
export type PayoutStatsJson = Static<typeof PayoutStatsJson>;

/** Where bank payouts go (null until saved). */
export const BankingJson = Type.Object({
  performerId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  bankName: Type.String(),
  bankAccount: Type.String(),
  bankRouting: Type.String(),
  bankSwiftCode: Type.String(),
  country: Type.String(),
  state: Type.String(),
  city: Type.String(),
  address: Type.String(),
  updatedAt: Type.String(),
});
export type BankingJson = Static<typeof BankingJson>;

/** Where PayPal payouts go (null until saved). */
export const PaypalJson = Type.Object({
  key: Type.Literal('paypal'),
  value: Type.Object({ email: Type.String(), phoneNumber: Type.String() }),
  performerId: Type.String(),
});
export type PaypalJson = Static<typeof PaypalJson>;
