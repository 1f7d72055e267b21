// Money entities on the wire (reference §4.3): dollars with two decimals, party infos as public cards.
import type { FastifyInstance } from 'fastify';
import { formatDollars, toDollars } from '../lib/money';
import type { CouponRow } from '../repositories/coupons';
import type { AddressRow, OrderRow } from '../repositories/orders';
import type { PaymentCardRow } from '../repositories/payment-cards';
import type { PaymentTransactionRow } from '../repositories/payment-transactions';
import type { SubscriptionRow } from '../repositories/subscriptions';
import type { WalletTransactionRow } from '../repositories/wallet-transactions';
import type { AddressJson, OrderJson } from '../schemas/orders';
import type {
  CardJson,
  CouponJson,
  PaymentJson,
  StripeAccountJson,
  SubscriptionJson,
  WalletTransactionJson,
} from '../schemas/payments';
import type { SubscriptionStateJson } from '../schemas/performers';
import type { StripeAccountRow } from '../repositories/stripe-accounts';
import type { UserCardJson } from '../schemas/users';
import { toUserCard } from './account';

/** A party's public card, or null when the account is gone. */
export async function partyInfo(app: FastifyInstance, id: string | null): Promise<UserCardJson | null> {
  const user = id ? await app.repos.users.findById(id) : undefined;
  return user ? toUserCard(user, app.config.apiPublicUrl) : null;
}

export function toCardJson(card: PaymentCardRow): CardJson {
  return {
    _id: card.id,
    source: 'user',
    sourceId: card.userId,
    paymentGateway: card.paymentGateway,
    isProduction: card.paymentGateway !== 'sandbox',
    brand: card.brand,
    last4Digits: card.last4Digits,
    month: card.month,
    year: card.year,
    holderName: card.holderName,
    createdAt: card.createdAt,
  };
}

export async function toPaymentJson(app: FastifyInstance, p: PaymentTransactionRow): Promise<PaymentJson> {
  return {
    _id: p.id,
    paymentGateway: p.paymentGateway,
    source: 'user',
    sourceId: p.userId,
    target: p.target,
    targetId: p.targetId,
    performerId: p.performerId,
    performerInfo: await partyInfo(app, p.performerId),
    type: p.type,
    description: p.description,
    products: [{ name: p.description, price: toDollars(p.originalPriceCents), quantity: 1 }],
    originalPrice: toDollars(p.originalPriceCents),
    totalPrice: toDollars(p.totalPriceCents),
    // what the wallet receives (top-ups); 0 for subscriptions
    creditAmount: toDollars(p.creditCents),
    couponInfo: p.couponCode ? { code: p.couponCode, value: p.couponValue } : null,
    status: p.status,
    // the payer's own confirmation step needs it; nobody else ever sees a payment
    stripeClientSecret: p.status === 'require_authentication' ? p.clientSecret : undefined,
    failureMessage: p.failureMessage || undefined,
    subscriptionId: p.subscriptionId,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/**
 * A wallet transaction is the fan's record, so it names the creator. A private show's minutes are stored in the
 * creator's words ("Private show with <fan>, minute N"): the fan reads them with the creator's name.
 */
function fanDescription(t: WalletTransactionRow, creator: Awaited<ReturnType<typeof partyInfo>>): string {
  if (t.type !== 'private_chat') return t.description;
  const minute = /minute (\d+)/.exec(t.description)?.[1];
  const name = creator?.name || creator?.username || 'a creator';
  return `Private show with ${name}${minute ? `, minute ${minute}` : ''} (${formatDollars(t.totalPriceCents)})`;
}

export async function toWalletTransactionJson(
  app: FastifyInstance,
  t: WalletTransactionRow,
): Promise<WalletTransactionJson> {
  const performerInfo = await partyInfo(app, t.performerId);
  return {
    _id: t.id,
    source: 'user',
    sourceId: t.userId,
    target: t.target,
    targetId: t.targetId,
    performerId: t.performerId,
    performerInfo,
    type: t.type,
    description: fanDescription(t, performerInfo),
    quantity: t.quantity,
    sessionId: t.sessionId,
    totalPrice: toDollars(t.totalPriceCents),
    originalPrice: toDollars(t.totalPriceCents),
    status: t.status,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

export async function toSubscriptionJson(
  app: FastifyInstance,
  s: SubscriptionRow,
): Promise<SubscriptionJson> {
  return {
    _id: s.id,
    subscriptionType: s.subscriptionType,
    userId: s.userId,
    userInfo: await partyInfo(app, s.userId),
    performerId: s.performerId,
    performerInfo: await partyInfo(app, s.performerId),
    status: s.status,
    paymentGateway: s.paymentGateway,
    startRecurringDate: s.startRecurringDate,
    nextRecurringDate: s.autoRenew ? s.nextRecurringDate : null,
    expiredAt: s.expiredAt,
    autoRenew: s.autoRenew === 1,
    cancelledAt: s.cancelledAt,
    usedFreeSubscription: s.usedFreeSubscription === 1,
    transactionId: s.lastTransactionId,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/**
 * A signed-in fan's running subscription on a creator's profile, so it says "Subscribed · renews on …" (or
 * "access until …" once cancelled) instead of dropping its subscribe block. Null when none runs.
 */
export function toSubscriptionStateJson(
  sub: SubscriptionRow | undefined,
  running: boolean,
): SubscriptionStateJson | null {
  if (!sub || !running) return null;
  return {
    subscriptionType: sub.subscriptionType,
    autoRenew: sub.autoRenew === 1,
    cancelled: sub.cancelledAt !== null,
    nextRecurringDate: sub.autoRenew === 1 ? sub.nextRecurringDate : null,
    expiredAt: sub.expiredAt,
  };
}

export function toCouponJson(c: CouponRow): CouponJson {
  return {
    _id: c.id,
    name: c.name,
    description: c.description,
    code: c.code,
    value: c.valueBasisPoints / 10_000,
    expiredDate: c.expiredDate,
    status: c.status,
  };
}

export function toAddressJson(a: AddressRow): AddressJson {
  return {
    _id: a.id,
    source: 'user',
    sourceId: a.userId,
    name: a.name,
    country: a.country,
    state: a.state,
    city: a.city,
    district: a.district,
    ward: a.ward,
    streetNumber: a.streetNumber,
    streetAddress: a.streetAddress,
    zipCode: a.zipCode,
    description: a.description,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

export async function toOrderJson(app: FastifyInstance, o: OrderRow): Promise<OrderJson> {
  const productInfo = JSON.parse(o.productInfo) as OrderJson['productInfo'];
  return {
    _id: o.id,
    orderNumber: o.orderNumber,
    transactionId: o.transactionId,
    performerId: o.performerId,
    performerInfo: await partyInfo(app, o.performerId),
    userId: o.userId,
    userInfo: await partyInfo(app, o.userId),
    productId: o.productId,
    productInfo,
    quantity: o.quantity,
    unitPrice: toDollars(o.unitPriceCents),
    totalPrice: toDollars(o.totalPriceCents),
    deliveryAddressId: o.deliveryAddressId,
    deliveryAddress: o.deliveryAddress,
    phoneNumber: o.phoneNumber,
    userNote: o.userNote,
    shippingCode: o.shippingCode,
    deliveryStatus: o.deliveryStatus,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

/** A creator's Stripe Connect account (the account id stays with the API and Stripe otherwise). */
export function toStripeAccountJson(row: StripeAccountRow): StripeAccountJson {
  return {
    accountId: row.accountId,
    detailsSubmitted: row.detailsSubmitted === 1,
    payoutsEnabled: row.payoutsEnabled === 1,
    updatedAt: row.updatedAt,
  };
}
