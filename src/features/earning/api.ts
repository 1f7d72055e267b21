// The creator's side of fans' money (issue 10): subscribers and orders received.
import { get, put, unwrap, type ListData } from '@/lib/http-client';
import { toOrder, toSubscription, type Order, type Subscription } from '@/features/wallet/types';

export interface Page<T> {
  items: T[];
  total: number;
}

const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export async function searchReceivedOrders(q: {
  offset: number;
  limit: number;
  deliveryStatus?: string;
  sortBy?: string;
  sort?: string;
}): Promise<Page<Order>> {
  const data = await unwrap(get<ListData<unknown>>('/orders/search', clean(q)));
  const list = Array.isArray(data?.data) ? data.data : [];
  return { items: list.map(toOrder), total: typeof data?.total === 'number' ? data.total : list.length };
}

export async function getReceivedOrder(id: string): Promise<Order> {
  return toOrder(await unwrap(get<unknown>(`/orders/${encodeURIComponent(id)}`)));
}

export async function updateDelivery(
  id: string,
  deliveryStatus: string,
  shippingCode: string,
): Promise<Order> {
  return toOrder(
    await unwrap(put<unknown>(`/orders/${encodeURIComponent(id)}/update`, { deliveryStatus, shippingCode })),
  );
}

export async function searchSubscribers(q: {
  offset: number;
  limit: number;
  status?: string;
}): Promise<Page<Subscription>> {
  const data = await unwrap(get<ListData<unknown>>('/subscriptions/performer/search', clean(q)));
  const list = Array.isArray(data?.data) ? data.data : [];
  return {
    items: list.map(toSubscription),
    total: typeof data?.total === 'number' ? data.total : list.length,
  };
}
