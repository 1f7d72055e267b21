// Money routes. Amounts are declared as numbers for documentation but checked by lib/money (amountToCents):
// every bad amount answers 422 with a message on these routes (route config `invalidStatus`).
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable, ObjectId, PageFields, Switch } from './common';
import { GalleryJson, VideoJson } from './assets';
import { FeedJson } from './feeds';
import { MessageJson } from './messaging';
import { StreamJson } from './streaming';
import { PartyJson } from './users';

// No schema coercion for money: "10" must stay a string and be refused (lib/money amountToCents checks it).
const Amount = Type.Unknown({ description: 'dollars as a JSON number, at most two decimals' });
const Gateway = Type.Union([Type.Literal('sandbox'), Type.Literal('stripe')]);
export const SortDirection = Type.Optional(Type.String({ maxLength: 10 }));

export const SandboxCardBody = Type.Object(
  {
    number: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9 -]+$' }),
    holderName: Type.String({ minLength: 1, maxLength: 100 }),
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    year: Type.Integer({ minimum: 0, maximum: 2100 }),
    cvc: Type.String({ minLength: 3, maxLength: 4, pattern: '^[0-9]+$' }),
  },
  { additionalProperties: false },
);

export const StripeCardBody = Type.Object(
  { paymentMethodId: Type.String({ pattern: '^pm_[A-Za-z0-9_]{1,100}$' }) },
  { additionalProperties: false },
);

export const CardsQuery = Type.Object(
  { ...PageFields, paymentGateway: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

export const IdParams = Type.Object({ id: ObjectId });
export const PerformerParams = Type.Object({ performerId: ObjectId });

export const TopUpBody = Type.Object(
  {
    amount: Amount,
    paymentGateway: Type.Optional(Gateway),
    cardId: Type.Optional(Type.String({ maxLength: 40 })),
    couponCode: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);

export const SubscribeBody = Type.Object(
  {
    type: Type.Union([Type.Literal('monthly'), Type.Literal('yearly'), Type.Literal('free')]),
    performerId: ObjectId,
    paymentGateway: Type.Optional(Gateway),
    cardId: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

export const ConfirmBody = Type.Object({ approve: Type.Boolean() }, { additionalProperties: false });

export const CancelParams = Type.Object({ gateway: Type.String({ maxLength: 20 }), id: ObjectId });

export const TipBody = Type.Object(
  {
    price: Amount,
    /** a short note to the creator, kept with the tip */
    message: Type.Optional(Type.String({ maxLength: 200 })),
    conversationId: Type.Optional(Type.String({ maxLength: 40 })),
    sessionId: Type.Optional(Type.String({ maxLength: 100 })),
    streamType: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);

export const UnlockParams = Type.Object({
  kind: Type.Union([Type.Literal('feed'), Type.Literal('video'), Type.Literal('gallery')]),
  id: ObjectId,
});

export const ProductOrderBody = Type.Object(
  {
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    deliveryAddressId: Type.Optional(Type.String({ maxLength: 40 })),
    phoneNumber: Type.Optional(Type.String({ maxLength: 30 })),
    userNote: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const CouponParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) });

export const HistoryQuery = Type.Object(
  {
    ...PageFields,
    type: Type.Optional(Type.String({ maxLength: 40 })),
    status: Type.Optional(Type.String({ maxLength: 40 })),
    sortBy: Type.Optional(Type.String({ maxLength: 40 })),
    sort: SortDirection,
  },
  { additionalProperties: false },
);

export const SubscriptionSearchQuery = Type.Object(
  {
    ...PageFields,
    status: Type.Optional(
      Type.Union([
        Type.Literal('active'),
        Type.Literal('inactive'),
        Type.Literal('suspended'),
        Type.Literal(''),
      ]),
    ),
    subscriptionType: Type.Optional(
      Type.Union([
        Type.Literal('monthly'),
        Type.Literal('yearly'),
        Type.Literal('free'),
        Type.Literal('system'),
        Type.Literal(''),
      ]),
    ),
    performerId: Type.Optional(Type.String({ maxLength: 40 })),
    userId: Type.Optional(Type.String({ maxLength: 40 })),
    sortBy: Type.Optional(Type.String({ maxLength: 40 })),
    sort: SortDirection,
  },
  { additionalProperties: false },
);

/** Sort columns a history may be ordered by; anything else falls back to the newest first. */
export function sortOf<K extends string>(
  query: { sortBy?: string; sort?: string },
  allowed: Record<string, K>,
  fallback: K,
): { sortBy: K; sort: 'ASC' | 'DESC' } {
  const sortBy = (
    query.sortBy && Object.hasOwn(allowed, query.sortBy) ? allowed[query.sortBy] : fallback
  ) as K;
  return { sortBy, sort: query.sort === 'asc' ? 'ASC' : 'DESC' };
}

// --- Answers ---------------------------------------------------------------------------------------------

export const CardJson = Type.Object({
  _id: Type.String(),
  source: Type.Literal('user'),
  sourceId: Type.String(),
  paymentGateway: Type.String(),
  isProduction: Type.Boolean(),
  brand: Type.String(),
  last4Digits: Type.String(),
  month: Type.Integer(),
  year: Type.Integer(),
  holderName: Type.String(),
  createdAt: Type.String(),
});
export type CardJson = Static<typeof CardJson>;

/** A card payment (top-up or subscription), as its payer sees it; amounts in dollars. */
export const PaymentJson = Type.Object({
  _id: Type.String(),
  paymentGateway: Type.String(),
  source: Type.Literal('user'),
  sourceId: Type.String(),
  target: Type.String(),
  targetId: Type.String(),
  performerId: Nullable(Type.String()),
  performerInfo: PartyJson,
  type: Type.String(),
  description: Type.String(),
  products: Type.Array(Type.Object({ name: Type.String(), price: Type.Number(), quantity: Type.Integer() })),
  originalPrice: Type.Number(),
  totalPrice: Type.Number(),
  /** what the wallet receives (top-ups); 0 for subscriptions */
  creditAmount: Type.Number(),
  couponInfo: Nullable(Type.Object({ code: Type.String(), value: Type.Number() })),
  status: Type.String(),
  /** only while the payer must confirm the payment (3-D Secure) */
  stripeClientSecret: Type.Optional(Type.String()),
  failureMessage: Type.Optional(Type.String()),
  subscriptionId: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PaymentJson = Static<typeof PaymentJson>;

const walletTransactionFields = {
  _id: Type.String(),
  source: Type.Literal('user'),
  sourceId: Type.String(),
  target: Type.String(),
  targetId: Type.String(),
  performerId: Type.String(),
  performerInfo: PartyJson,
  type: Type.String(),
  /** in the fan's words (a private show's minutes name the creator) */
  description: Type.String(),
  quantity: Type.Integer(),
  sessionId: Type.String(),
  totalPrice: Type.Number(),
  originalPrice: Type.Number(),
  status: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** A wallet spending (tip, unlock, order, paid message or live session), the fan's record. */
export const WalletTransactionJson = Type.Object(walletTransactionFields);
export type WalletTransactionJson = Static<typeof WalletTransactionJson>;

/** A wallet spending with the item it bought, as the buyer now sees it (unlocked in place). */
const withItem = <T extends string, I extends TSchema>(target: T, item: I) =>
  Type.Object({ ...walletTransactionFields, target: Type.Literal(target), item });

/** POST /wallet/charges/{kind}/{id}: the unlocked post, video or gallery (null if it is gone meanwhile). */
export const UnlockJson = Switch('target', [
  ['feed', withItem('feed', Nullable(FeedJson))],
  ['video', withItem('video', Nullable(VideoJson))],
  ['gallery', withItem('gallery', Nullable(GalleryJson))],
]);
export type UnlockJson = Static<typeof UnlockJson>;

/** POST /wallet/charges/message/{id}: the paid message, its media now open. */
export const MessagePurchaseJson = Type.Object({ ...walletTransactionFields, item: MessageJson });
export type MessagePurchaseJson = Static<typeof MessagePurchaseJson>;

/** POST /wallet/charges/stream/{id}: the paid live session, now joinable. */
export const StreamPurchaseJson = Type.Object({ ...walletTransactionFields, item: StreamJson });
export type StreamPurchaseJson = Static<typeof StreamPurchaseJson>;

export const SubscriptionJson = Type.Object({
  _id: Type.String(),
  subscriptionType: Type.String(),
  userId: Type.String(),
  userInfo: PartyJson,
  performerId: Type.String(),
  performerInfo: PartyJson,
  status: Type.String(),
  paymentGateway: Type.String(),
  startRecurringDate: Nullable(Type.String()),
  /** null once it no longer renews */
  nextRecurringDate: Nullable(Type.String()),
  expiredAt: Type.String(),
  autoRenew: Type.Boolean(),
  cancelledAt: Nullable(Type.String()),
  usedFreeSubscription: Type.Boolean(),
  transactionId: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SubscriptionJson = Static<typeof SubscriptionJson>;

/** A coupon a fan may use; `value` is the fraction taken off (0.1 = 10 %). */
export const CouponJson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  code: Type.String(),
  value: Type.Number(),
  expiredDate: Type.String(),
  status: Type.String(),
});
export type CouponJson = Static<typeof CouponJson>;

/** A creator's Stripe Connect account (the account id stays with the API and Stripe otherwise). */
export const StripeAccountJson = Type.Object({
  accountId: Type.String(),
  detailsSubmitted: Type.Boolean(),
  payoutsEnabled: Type.Boolean(),
  updatedAt: Type.String(),
});
export type StripeAccountJson = Static<typeof StripeAccountJson>;

/** POST /stripe/accounts: the account and the onboarding link to send the creator to. */
export const StripeOnboardingJson = Type.Object({ ...StripeAccountJson.properties, url: Type.String() });
export type StripeOnboardingJson = Static<typeof StripeOnboardingJson>;

/** The Stripe webhook's acknowledgement. */
export const WebhookJson = Type.Object({ received: Type.Boolean() });
export type WebhookJson = Static<typeof WebhookJson>;
