// The creator's side of fans' money (issue 10): subscribers and orders received.
import { get, put, setParams, toListPage, unwrap, type ListData, type ListPage } from '@/lib/http-client';
import { toOrder, toSubscription, type Order, type Subscription } from '@/features/wallet/types';

export async function searchReceivedOrders(q: {
  offset: number;
  limit: number;
  deliveryStatus?: string;
  sortBy?: string;
  sort?: string;
}): Promise<ListPage<Order>> {
  const data = await unwrap(get<ListData<unknown>>('/orders/search', setParams(q)));
  return toListPage(data, toOrder);
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
}): Promise<ListPage<Subscription>> {
  const data = await unwrap(get<ListData<unknown>>('/subscriptions/performer/search', setParams(q)));
  return toListPage(data, toSubscription);
}
