// Money entities as the web app keeps them (server JSON -> client models, house rule 3).
import type { AddressJson, OrderJson } from '@api/schemas/orders';
import type {
  CardJson,
  CouponJson,
  PaymentJson,
  SubscriptionJson,
  WalletTransactionJson,
} from '@api/schemas/payments';
import type { UserCardJson } from '@api/schemas/users';
import { asRaw, flag, num, str } from '@/lib/raw-json';

export interface PaymentCard {
  _id: string;
  brand: string;
  last4Digits: string;
  month: number;
  year: number;
  holderName: string;
  paymentGateway: string;
}

export type PaymentStatus =
  'created' | 'processing' | 'require_authentication' | 'success' | 'fail' | 'canceled' | 'refunded';

export interface Payment {
  _id: string;
  type: string;
  description: string;
  status: PaymentStatus;
  originalPrice: number;
  totalPrice: number;
  creditAmount: number;
  couponCode: string;
  paymentGateway: string;
  performerId: string;
  performerName: string;
  failureMessage: string;
  /** Stripe's 3-D Secure step (the payer's own payment only) */
  clientSecret: string;
  createdAt: string;
}

export interface WalletCharge {
  _id: string;
  type: string;
  target: string;
  targetId: string;
  description: string;
  totalPrice: number;
  status: string;
  performerName: string;
  performerUsername: string;
  createdAt: string;
}

export interface Subscription {
  _id: string;
  subscriptionType: string;
  status: string;
  paymentGateway: string;
  startRecurringDate: string;
  nextRecurringDate: string;
  expiredAt: string;
  autoRenew: boolean;
  cancelledAt: string;
  updatedAt: string;
  performerId: string;
  performerName: string;
  performerUsername: string;
  performerAvatar: string;
  /** the fan (the creator's view of a subscription) */
  userId: string;
  fanName: string;
  fanUsername: string;
  fanAvatar: string;
}

export interface Coupon {
  code: string;
  value: number;
}

export interface Address {
  _id: string;
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface Order {
  _id: string;
  orderNumber: string;
  productId: string;
  productName: string;
  productType: string;
  productDescription: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  deliveryStatus: string;
  deliveryAddressId: string;
  deliveryAddress: string;
  phoneNumber: string;
  userNote: string;
  shippingCode: string;
  performerName: string;
  performerUsername: string;
  /** the buyer (the creator's view of an order) */
  buyerName: string;
  buyerUsername: string;
  createdAt: string;
  updatedAt: string;
}

/** A person on an entity (performerInfo, userInfo): display name, username and avatar. */
export const party = (v: unknown) => {
  const r = asRaw<UserCardJson>(v);
  return { name: str(r.name) || str(r.username), username: str(r.username), avatar: str(r.avatar) };
};

export function toCard(raw: unknown): PaymentCard {
  const r = asRaw<CardJson>(raw);
  return {
    _id: str(r._id),
    brand: str(r.brand),
    last4Digits: str(r.last4Digits),
    month: num(r.month),
    year: num(r.year),
    holderName: str(r.holderName),
    paymentGateway: str(r.paymentGateway),
  };
}

export function toPayment(raw: unknown): Payment {
  const r = asRaw<PaymentJson>(raw);
  return {
    _id: str(r._id),
    type: str(r.type),
    description: str(r.description),
    status: (str(r.status) || 'created') as PaymentStatus,
    originalPrice: num(r.originalPrice),
    totalPrice: num(r.totalPrice),
    creditAmount: num(r.creditAmount),
    couponCode: str(asRaw<PaymentJson['couponInfo']>(r.couponInfo).code),
    paymentGateway: str(r.paymentGateway),
    performerId: str(r.performerId),
    performerName: party(r.performerInfo).name,
    failureMessage: str(r.failureMessage),
    clientSecret: str(r.stripeClientSecret),
    createdAt: str(r.createdAt),
  };
}

export function toWalletCharge(raw: unknown): WalletCharge {
  const r = asRaw<WalletTransactionJson>(raw);
  const p = party(r.performerInfo);
  return {
    _id: str(r._id),
    type: str(r.type),
    target: str(r.target),
    targetId: str(r.targetId),
    description: str(r.description),
    totalPrice: num(r.totalPrice),
    status: str(r.status),
    performerName: p.name,
    performerUsername: p.username,
    createdAt: str(r.createdAt),
  };
}

export function toSubscription(raw: unknown): Subscription {
  const r = asRaw<SubscriptionJson>(raw);
  const p = party(r.performerInfo);
  return {
    _id: str(r._id),
    subscriptionType: str(r.subscriptionType),
    status: str(r.status),
    paymentGateway: str(r.paymentGateway),
    startRecurringDate: str(r.startRecurringDate),
    nextRecurringDate: str(r.nextRecurringDate),
    expiredAt: str(r.expiredAt),
    autoRenew: flag(r.autoRenew),
    cancelledAt: str(r.cancelledAt),
    updatedAt: str(r.updatedAt),
    performerId: str(r.performerId),
    performerName: p.name,
    performerUsername: p.username,
    performerAvatar: p.avatar,
    userId: str(r.userId),
    fanName: party(r.userInfo).name,
    fanUsername: party(r.userInfo).username,
    fanAvatar: party(r.userInfo).avatar,
  };
}

export function toAddress(raw: unknown): Address {
  const r = asRaw<AddressJson>(raw);
  return {
    _id: str(r._id),
    name: str(r.name),
    streetAddress: str(r.streetAddress),
    city: str(r.city),
    state: str(r.state),
    zipCode: str(r.zipCode),
    country: str(r.country),
  };
}

export function addressLine(a: Address): string {
  return [a.name, a.streetAddress, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ');
}

export function toOrder(raw: unknown): Order {
  const r = asRaw<OrderJson>(raw);
  const info = asRaw<OrderJson['productInfo']>(r.productInfo);
  const p = party(r.performerInfo);
  return {
    _id: str(r._id),
    orderNumber: str(r.orderNumber),
    productId: str(r.productId),
    productName: str(info.name),
    productType: str(info.type),
    productDescription: str(info.description),
    quantity: num(r.quantity),
    unitPrice: num(r.unitPrice),
    totalPrice: num(r.totalPrice),
    deliveryStatus: str(r.deliveryStatus),
    deliveryAddressId: str(r.deliveryAddressId),
    deliveryAddress: str(r.deliveryAddress),
    phoneNumber: str(r.phoneNumber),
    userNote: str(r.userNote),
    shippingCode: str(r.shippingCode),
    performerName: p.name,
    performerUsername: p.username,
    buyerName: party(r.userInfo).name,
    buyerUsername: party(r.userInfo).username,
    createdAt: str(r.createdAt),
    updatedAt: str(r.updatedAt),
  };
}

/** A subscription as the fan's table shows it (reference: "Suspended" when active but expired). */
export function subscriptionState(
  s: Subscription,
  now = Date.now(),
): 'active' | 'cancelled' | 'suspended' | 'expired' {
  const running = Date.parse(s.expiredAt) > now;
  if (running)
    return s.autoRenew || s.subscriptionType === 'free' || s.subscriptionType === 'system'
      ? 'active'
      : 'cancelled';
  return s.status === 'active' ? 'suspended' : 'expired';
}

export function toCoupon(raw: unknown): Coupon {
  const r = asRaw<CouponJson>(raw);
  return { code: str(r.code), value: num(r.value) };
}

const GATEWAY_LABELS: Record<string, string> = {
  sandbox: 'Sandbox (test)',
  stripe: 'Card (Stripe)',
  // the API's name for what nobody paid for: free trials, subscriptions the site granted
  system: 'No charge',
};

/** A payment gateway as people read it; never the API's internal name. */
export function gatewayLabel(gateway: string): string {
  if (!gateway) return '—';
  return GATEWAY_LABELS[gateway] ?? gateway.charAt(0).toUpperCase() + gateway.slice(1);
}
