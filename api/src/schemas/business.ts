// The creator's business routes: earnings, payouts, banking and PayPal settings.
import { Type, type Static } from 'typebox';
import { ObjectId, PageFields } from './common';

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
