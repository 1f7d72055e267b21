// Product orders and delivery addresses (reference §2.4, §2.5, Appendix A "order"). Money in dollars.
import { Type, type Static } from 'typebox';
import { Nullable, PageFields } from './common';
import { SortDirection } from './payments';
import { PartyJson } from './users';

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

// --- Answers ---------------------------------------------------------------------------------------------

export const AddressJson = Type.Object({
  _id: Type.String(),
  source: Type.Literal('user'),
  sourceId: Type.String(),
  name: Type.String(),
  country: Type.String(),
  state: Type.String(),
  city: Type.String(),
  district: Type.String(),
  ward: Type.String(),
  streetNumber: Type.String(),
  streetAddress: Type.String(),
  zipCode: Type.String(),
  description: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AddressJson = Static<typeof AddressJson>;

/**
 * The product as it was bought. A snapshot stored with the order: open (`additionalProperties`) so an order
 * keeps answering what was stored when it was made, whatever the product form had then.
 */
export const ProductSnapshotJson = Type.Object(
  { name: Type.String(), description: Type.String(), type: Type.String(), price: Type.Number() },
  { additionalProperties: true },
);
export type ProductSnapshotJson = Static<typeof ProductSnapshotJson>;

export const OrderJson = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  transactionId: Type.String(),
  performerId: Type.String(),
  performerInfo: PartyJson,
  userId: Type.String(),
  userInfo: PartyJson,
  productId: Type.String(),
  productInfo: ProductSnapshotJson,
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  totalPrice: Type.Number(),
  deliveryAddressId: Nullable(Type.String()),
  /** the address as text, copied at purchase */
  deliveryAddress: Type.String(),
  phoneNumber: Type.String(),
  userNote: Type.String(),
  shippingCode: Type.String(),
  deliveryStatus: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type OrderJson = Static<typeof OrderJson>;
