// Money routes. Amounts are declared as numbers for documentation but checked by lib/money (amountToCents):
// every bad amount answers 422 with a message on these routes (route config `invalidStatus`).
import { Type, type Static } from 'typebox';
import { ObjectId, PageFields } from './common';

// No schema coercion for money: "10" must stay a string and be refused (lib/money amountToCents checks it).
const Amount = Type.Unknown({ description: 'dollars as a JSON number, at most two decimals' });
const Gateway = Type.Union([Type.Literal('sandbox'), Type.Literal('stripe')]);
const SortDirection = Type.Optional(Type.String({ maxLength: 10 }));

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

export const OrderSearchQuery = Type.Object(
  {
    ...PageFields,
    deliveryStatus: Type.Optional(Type.String({ maxLength: 20 })),
    fromDate: Type.Optional(Type.String({ maxLength: 40 })),
    toDate: Type.Optional(Type.String({ maxLength: 40 })),
    sortBy: Type.Optional(Type.String({ maxLength: 40 })),
    sort: SortDirection,
    q: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const DeliveryAddressBody = Type.Object(
  { deliveryAddressId: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);

export const OrderUpdateBody = Type.Object(
  {
    deliveryStatus: Type.Union([
      Type.Literal('processing'),
      Type.Literal('shipping'),
      Type.Literal('delivered'),
      Type.Literal('refunded'),
    ]),
    shippingCode: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const AddressBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    country: Type.Optional(Type.String({ maxLength: 100 })),
    state: Type.Optional(Type.String({ maxLength: 100 })),
    city: Type.Optional(Type.String({ maxLength: 100 })),
    district: Type.Optional(Type.String({ maxLength: 100 })),
    ward: Type.Optional(Type.String({ maxLength: 100 })),
    streetNumber: Type.Optional(Type.String({ maxLength: 50 })),
    streetAddress: Type.String({ minLength: 1, maxLength: 200 }),
    zipCode: Type.Optional(Type.String({ maxLength: 20 })),
    description: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type AddressBodyType = Static<typeof AddressBody>;

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
