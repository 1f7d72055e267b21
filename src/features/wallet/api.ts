// Money calls (reference §5.2–5.4, §5.9). Every money POST carries the intent's Idempotency-Key, so a retry
// of the same click never charges twice.
import {
  del,
  get,
  post,
  put,
  setParams,
  toListPage,
  unwrap,
  type ListData,
  type ListPage,
} from '@/lib/http-client';
import {
  toAddress,
  toCard,
  toCoupon,
  toOrder,
  toPayment,
  toSubscription,
  toWalletCharge,
  type Address,
  type Coupon,
  type Order,
  type PaymentCard,
  type Payment,
  type Subscription,
  type WalletCharge,
} from './types';
import type { DownloadLinkJson } from '@api/schemas/assets';
import type { SuccessJson } from '@api/schemas/common';
import type { AddressJson, OrderJson } from '@api/schemas/orders';
import type {
  CardJson,
  CouponJson,
  MessagePurchaseJson,
  PaymentJson,
  SubscriptionJson,
  UnlockJson,
  WalletTransactionJson,
} from '@api/schemas/payments';

export type Page<T> = ListPage<T>;

const id = (value: string) => encodeURIComponent(value);

export interface SandboxCardInput {
  number: string;
  holderName: string;
  month: number;
  year: number;
  cvc: string;
}

export async function addSandboxCard(input: SandboxCardInput, idempotencyKey: string): Promise<PaymentCard> {
  return toCard(await unwrap(post<CardJson>('/sandbox/cards', input, { idempotencyKey })));
}

/** A card Stripe Elements turned into a payment method in the browser (the number never reaches us). */
export async function addStripeCard(paymentMethodId: string, idempotencyKey: string): Promise<PaymentCard> {
  return toCard(await unwrap(post<CardJson>('/stripe/cards', { paymentMethodId }, { idempotencyKey })));
}

export async function listCards(gateway: string): Promise<Page<PaymentCard>> {
  return toListPage(
    await unwrap(get<ListData<CardJson>>('/payment-cards', { paymentGateway: gateway, limit: 10 })),
    toCard,
  );
}

export async function removeCard(cardId: string): Promise<void> {
  await del<SuccessJson>(`/payment-cards/${id(cardId)}`);
}

export async function applyCoupon(code: string): Promise<Coupon> {
  return toCoupon(await unwrap(post<CouponJson>(`/coupons/${id(code.trim())}/apply-coupon`)));
}

export interface TopUpInput {
  amount: number;
  paymentGateway: string;
  cardId: string;
  couponCode?: string;
}

export async function topUp(input: TopUpInput, idempotencyKey: string): Promise<Payment> {
  return toPayment(await unwrap(post<PaymentJson>('/payment/wallet/top-up', input, { idempotencyKey })));
}

export interface SubscribeInput {
  type: 'monthly' | 'yearly' | 'free';
  performerId: string;
  paymentGateway: string;
  cardId?: string;
}

export async function subscribe(input: SubscribeInput, idempotencyKey: string): Promise<Payment> {
  return toPayment(
    await unwrap(post<PaymentJson>('/payment/subscribe/performers', input, { idempotencyKey })),
  );
}

/** The payer's answer to the confirmation step (sandbox 3-D Secure). */
export async function confirmPayment(
  paymentId: string,
  approve: boolean,
  idempotencyKey: string,
): Promise<Payment> {
  return toPayment(
    await unwrap(
      post<PaymentJson>(`/payment/transactions/${id(paymentId)}/confirm`, { approve }, { idempotencyKey }),
    ),
  );
}

export async function cancelSubscription(
  gateway: string,
  subscriptionId: string,
  idempotencyKey: string,
): Promise<Subscription> {
  return toSubscription(
    await unwrap(
      post<SubscriptionJson | null>(
        `/payment/${id(gateway)}/cancel-subscription/${id(subscriptionId)}`,
        {},
        { idempotencyKey },
      ),
    ),
  );
}

export async function tip(
  performerId: string,
  price: number,
  idempotencyKey: string,
  message?: string,
  live?: { conversationId: string; sessionId: string },
): Promise<WalletCharge> {
  const body = {
    price,
    ...(message ? { message } : {}),
    ...(live
      ? { conversationId: live.conversationId, sessionId: live.sessionId, streamType: 'stream_public' }
      : {}),
  };
  return toWalletCharge(
    await unwrap(
      post<WalletTransactionJson>(`/wallet/charges/tip/${id(performerId)}`, body, { idempotencyKey }),
    ),
  );
}

export type UnlockKind = 'feed' | 'video' | 'gallery' | 'message';

/** Buys a pay-per-view item; the answer carries the item as the buyer now sees it (raw, for its feature). */
export async function unlock(
  kind: UnlockKind,
  itemId: string,
  idempotencyKey: string,
): Promise<{ charge: WalletCharge; item: unknown }> {
  const data = await unwrap(
    post<UnlockJson | MessagePurchaseJson>(`/wallet/charges/${kind}/${id(itemId)}`, {}, { idempotencyKey }),
  );
  return { charge: toWalletCharge(data), item: data?.item ?? null };
}

export interface ProductOrderInput {
  quantity?: number;
  deliveryAddressId?: string;
  phoneNumber?: string;
  userNote?: string;
}

export async function buyProduct(
  productId: string,
  input: ProductOrderInput,
  idempotencyKey: string,
): Promise<Order> {
  return toOrder(
    await unwrap(post<OrderJson>(`/wallet/charges/product/${id(productId)}`, input, { idempotencyKey })),
  );
}

export async function listAddresses(): Promise<Page<Address>> {
  return toListPage(await unwrap(get<ListData<AddressJson>>('/addresses/search', { limit: 10 })), toAddress);
}

export interface AddressInput {
  name: string;
  streetAddress: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
}

export async function createAddress(input: AddressInput, idempotencyKey: string): Promise<Address> {
  return toAddress(await unwrap(post<AddressJson>('/addresses/create', input, { idempotencyKey })));
}

export interface HistoryQuery {
  offset: number;
  limit: number;
  sortBy?: string;
  sort?: 'asc' | 'desc';
  type?: string;
  status?: string;
  deliveryStatus?: string;
}

export async function searchPayments(q: HistoryQuery): Promise<Page<Payment>> {
  return toListPage(
    await unwrap(get<ListData<PaymentJson>>('/payment/transactions/user/search', setParams(q))),
    toPayment,
  );
}

export async function searchWalletCharges(q: HistoryQuery): Promise<Page<WalletCharge>> {
  return toListPage(
    await unwrap(get<ListData<WalletTransactionJson>>('/wallet/charges/search', setParams(q))),
    toWalletCharge,
  );
}

export async function searchSubscriptions(
  q: HistoryQuery & { subscriptionType?: string },
): Promise<Page<Subscription>> {
  return toListPage(
    await unwrap(get<ListData<SubscriptionJson>>('/subscriptions/user/search', setParams(q))),
    toSubscription,
  );
}

export async function searchOrders(q: HistoryQuery): Promise<Page<Order>> {
  return toListPage(await unwrap(get<ListData<OrderJson>>('/orders/users/search', setParams(q))), toOrder);
}

export async function getOrder(orderId: string): Promise<Order> {
  return toOrder(await unwrap(get<OrderJson>(`/orders/${id(orderId)}`)));
}

export async function changeOrderAddress(orderId: string, deliveryAddressId: string): Promise<Order> {
  return toOrder(
    await unwrap(put<OrderJson>(`/orders/${id(orderId)}/update/delivery-address`, { deliveryAddressId })),
  );
}

export async function downloadLink(productId: string): Promise<string> {
  const data = await unwrap(
    get<DownloadLinkJson>(`/performer-assets/products/${id(productId)}/download-link`),
  );
  return data?.downloadLink ?? '';
}
