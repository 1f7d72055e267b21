// The creator's orders received against msw: the list with its filter, the detail, and the delivery update
// (the API's refusal kept word for word).
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { API, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { startSaga } from '../saga-store';
import { earningSaga } from '@/features/earning/earning-saga';
import {
  deliveryUpdateRequested,
  receivedOrderRequested,
  receivedOrdersRequested,
  subscribersRequested,
} from '@/features/earning/earning-slice';
import { setClientEnv } from '@/config/env';

useMswServer();
const order = (over: Record<string, unknown> = {}) => ({
  _id: 'o'.repeat(24),
  orderNumber: 'AB12CD34',
  productInfo: { name: 'Signed poster', type: 'physical' },
  userInfo: { name: 'Eve', username: 'eve' },
  quantity: 1,
  totalPrice: 19.99,
  deliveryStatus: 'processing',
  ...over,
});

beforeEach(() => {
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
});

test('orders received: the filter goes to the API; the detail ships with a code; a refusal keeps its message', async () => {
  const queries: string[] = [];
  let updates = 0;
  server.use(
    http.get(`${API}/orders/search`, ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json({ status: 0, data: { data: [order()], total: 1 } });
    }),
    http.get(`${API}/orders/:id`, () => HttpResponse.json({ status: 0, data: order() })),
    http.put(`${API}/orders/:id/update`, async ({ request }) => {
      updates += 1;
      const body = (await request.json()) as { deliveryStatus: string; shippingCode: string };
      if (!body.shippingCode)
        return HttpResponse.json({ statusCode: 422, message: 'Shipping code is required' }, { status: 422 });
      return HttpResponse.json({
        status: 0,
        data: order({ deliveryStatus: body.deliveryStatus, shippingCode: body.shippingCode }),
      });
    }),
    http.get(`${API}/subscriptions/performer/search`, () =>
      HttpResponse.json({
        status: 0,
        data: {
          data: [
            {
              _id: 's1',
              userId: 'u1',
              userInfo: { name: 'Eve', username: 'eve' },
              subscriptionType: 'monthly',
            },
          ],
          total: 1,
        },
      }),
    ),
  );
  const r = startSaga(earningSaga);
  r.store.dispatch(receivedOrdersRequested({ offset: 0, limit: 10, deliveryStatus: 'processing' }));
  await r.waitFor('earning/receivedOrdersLoaded');
  expect(queries[0]).toContain('deliveryStatus=processing');
  expect(r.store.getState().earning.orders.items[0]).toMatchObject({
    orderNumber: 'AB12CD34',
    buyerName: 'Eve',
    productName: 'Signed poster',
  });
  r.store.dispatch(receivedOrderRequested({ id: 'o'.repeat(24) }));
  await r.waitFor('earning/receivedOrderLoaded');
  r.store.dispatch(deliveryUpdateRequested({ deliveryStatus: 'shipping', shippingCode: '' }));
  await r.waitFor('earning/deliveryUpdateFailed');
  expect(r.store.getState().earning.order.error).toBe('Shipping code is required');
  r.store.dispatch(deliveryUpdateRequested({ deliveryStatus: 'shipping', shippingCode: 'TRACK-1' }));
  await r.waitFor('earning/deliveryUpdated');
  expect(r.store.getState().earning.order).toMatchObject({
    saved: 1,
    item: { deliveryStatus: 'shipping', shippingCode: 'TRACK-1' },
  });
  expect(updates).toBe(2);
  r.store.dispatch(subscribersRequested({ offset: 0, limit: 10 }));
  await r.waitFor('earning/subscribersLoaded');
  expect(r.store.getState().earning.subscribers.items[0]).toMatchObject({
    fanName: 'Eve',
    fanUsername: 'eve',
  });
  r.stop();
});
