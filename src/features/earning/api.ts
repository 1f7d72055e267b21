// The creator's side of fans' money (issue 10): earnings, subscribers and orders received.
import { get, put, setParams, toListPage, unwrap, type ListData, type ListPage } from '@/lib/http-client';
import { type Order, type Subscription, toOrder, toSubscription } from '@/features/wallet';
import {
  toDailyEarnings,
  toEarning,
  toEarningStats,
  type DailyEarning,
  type Earning,
  type EarningStats,
} from './types';
import type { DailyEarningJson, EarningJson, EarningStatsJson } from '@api/schemas/business';
import type { OrderJson } from '@api/schemas/orders';
import type { SubscriptionJson } from '@api/schemas/payments';

export async function searchReceivedOrders(q: {
  offset: number;
  limit: number;
  deliveryStatus?: string;
  sortBy?: string;
  sort?: string;
}): Promise<ListPage<Order>> {
  const data = await unwrap(get<ListData<OrderJson>>('/orders/search', setParams(q)));
  return toListPage(data, toOrder);
}

export async function getReceivedOrder(id: string): Promise<Order> {
  return toOrder(await unwrap(get<OrderJson>(`/orders/${encodeURIComponent(id)}`)));
}

export async function updateDelivery(
  id: string,
  deliveryStatus: string,
  shippingCode: string,
): Promise<Order> {
  return toOrder(
    await unwrap(
      put<OrderJson>(`/orders/${encodeURIComponent(id)}/update`, { deliveryStatus, shippingCode }),
    ),
  );
}

export async function searchSubscribers(q: {
  offset: number;
  limit: number;
  status?: string;
  sortBy?: string;
  sort?: string;
}): Promise<ListPage<Subscription>> {
  const data = await unwrap(get<ListData<SubscriptionJson>>('/subscriptions/performer/search', setParams(q)));
  return toListPage(data, toSubscription);
}

export interface EarningFilters {
  type?: string;
  fromDate?: string;
  toDate?: string;
}

export async function searchEarnings(
  q: EarningFilters & { offset: number; limit: number; sortBy?: string; sort?: string },
): Promise<ListPage<Earning>> {
  const data = await unwrap(get<ListData<EarningJson>>('/performer/earning/search', setParams(q)));
  return toListPage(data, toEarning);
}

/** Totals and the by-day series of one period, fetched together (they always change together). */
export async function earningSummary(
  f: EarningFilters,
): Promise<{ stats: EarningStats; daily: DailyEarning[] }> {
  const params = setParams(f);
  const [stats, daily] = await Promise.all([
    unwrap(get<EarningStatsJson>('/performer/earning/stats', params)),
    unwrap(get<DailyEarningJson[]>('/performer/earning/daily', params)),
  ]);
  return { stats: toEarningStats(stats), daily: toDailyEarnings(daily) };
}
