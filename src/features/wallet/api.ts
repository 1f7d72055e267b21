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
  return toCard(await unwrap(post<unknown>('/sandbox/cards', input, { idempotencyKey })));
}

/** A card Stripe Elements turned into a payment method in the browser (the number never reaches us). */
export async function addStripeCard(paymentMethodId: string, idempotencyKey: string): Promise<PaymentCard> {
  return toCard(await unwrap(post<unknown>('/stripe/cards', { paymentMethodId }, { idempotencyKey })));
}

export async function listCards(gateway: string): Promise<Page<PaymentCard>> {
  return toListPage(
    await unwrap(get<ListData<unknown>>('/payment-cards', { paymentGateway: gateway, limit: 10 })),
    toCard,
  );
}

export async function removeCard(cardId: string): Promise<void> {
  await del<unknown>(`/payment-cards/${id(cardId)}`);
}

export async function applyCoupon(code: string): Promise<Coupon> {
  return toCoupon(await unwrap(post<unknown>(`/coupons/${id(code.trim())}/apply-coupon`)));
}

export interface TopUpInput {
  amount: number;
  paymentGateway: string;
  cardId: string;
  couponCode?: string;
}

export async function topUp(input: TopUpInput, idempotencyKey: string): Promise<Payment> {
  return toPayment(await unwrap(post<unknown>('/payment/wallet/top-up', input, { idempotencyKey })));
}

export interface SubscribeInput {
  type: 'monthly' | 'yearly' | 'free';
  performerId: string;
  paymentGateway: string;
  cardId?: string;
}

export async function subscribe(input: SubscribeInput, idempotencyKey: string): Promise<Payment> {
  return toPayment(await unwrap(post<unknown>('/payment/subscribe/performers', input, { idempotencyKey })));
}

/** The payer's answer to the confirmation step (sandbox 3-D Secure). */
export async function confirmPayment(
  paymentId: string,
  approve: boolean,
  idempotencyKey: string,
): Promise<Payment> {
  return toPayment(
    await unwrap(
      post<unknown>(`/payment/transactions/${id(paymentId)}/confirm`, { approve }, { idempotencyKey }),
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
      post<unknown>(
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
    await unwrap(post<unknown>(`/wallet/charges/tip/${id(performerId)}`, body, { idempotencyKey })),
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
    post<Record<string, unknown>>(`/wallet/charges/${kind}/${id(itemId)}`, {}, { idempotencyKey }),
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
    await unwrap(post<unknown>(`/wallet/charges/product/${id(productId)}`, input, { idempotencyKey })),
  );
}

export async function listAddresses(): Promise<Page<Address>> {
  return toListPage(await unwrap(get<ListData<unknown>>('/addresses/search', { limit: 10 })), toAddress);
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
  return toAddress(await unwrap(post<unknown>('/addresses/create', input, { idempotencyKey })));
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
    await unwrap(get<ListData<unknown>>('/payment/transactions/user/search', setParams(q))),
    toPayment,
  );
}

export async function searchWalletCharges(q: HistoryQuery): Promise<Page<WalletCharge>> {
  return toListPage(
    await unwrap(get<ListData<unknown>>('/wallet/charges/search', setParams(q))),
    toWalletCharge,
  );
}

export async function searchSubscriptions(
  q: HistoryQuery & { subscriptionType?: string },
): Promise<Page<Subscription>> {
  return toListPage(
    await unwrap(get<ListData<unknown>>('/subscriptions/user/search', setParams(q))),
    toSubscription,
  );
}

export async function searchOrders(q: HistoryQuery): Promise<Page<Order>> {
  return toListPage(await unwrap(get<ListData<unknown>>('/orders/users/search', setParams(q))), toOrder);
}

export async function getOrder(orderId: string): Promise<Order> {
  return toOrder(await unwrap(get<unknown>(`/orders/${id(orderId)}`)));
}

export async function changeOrderAddress(orderId: string, deliveryAddressId: string): Promise<Order> {
  return toOrder(
    await unwrap(put<unknown>(`/orders/${id(orderId)}/update/delivery-address`, { deliveryAddressId })),
  );
}

export async function downloadLink(productId: string): Promise<string> {
  const data = await unwrap(
    get<{ downloadLink?: string }>(`/performer-assets/products/${id(productId)}/download-link`),
  );
  return data?.downloadLink ?? '';
}
