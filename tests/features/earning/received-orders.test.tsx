import '../../components/resize-observer-stub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, useMswServer } from '../../msw/server';
import { API } from '../../msw/handlers';
import { renderWithStore } from '../../components/render';
import { ReceivedOrderDetail, ReceivedOrders } from '@/features/earning';

useMswServer();

const ok = (data: unknown) => HttpResponse.json({ status: 0, data });

function rawOrder(over: Record<string, unknown> = {}) {
  return {
    _id: 'o'.repeat(24),
    orderNumber: '1001',
    transactionId: 't1',
    performerId: 'c1',
    performerInfo: { _id: 'c1', name: 'Demo Creator', username: 'demo-creator' },
    userId: 'f1',
    userInfo: { _id: 'f1', name: 'Fan One', username: 'fan-one' },
    productId: 'p1',
    productInfo: { name: 'Signed poster', description: '', type: 'physical', price: 20 },
    quantity: 2,
    unitPrice: 20,
    totalPrice: 40,
    deliveryAddressId: 'a1',
    deliveryAddress: '1 Main Street',
    phoneNumber: '+1 555',
    userNote: '',
    shippingCode: '',
    deliveryStatus: 'processing',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

describe('orders received (/creator/my-order)', () => {
  it('lists the orders, filters by delivery status from page 1, and says when there are none', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/orders/search`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        queries.push(q);
        const items = q.get('deliveryStatus') === 'refunded' ? [] : [rawOrder()];
        return ok({ data: items, total: items.length });
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<ReceivedOrders />);
    const row = (await screen.findByRole('link', { name: '#1001' })).closest('tr')!;
    expect(within(row).getByText('Signed poster')).toBeInTheDocument();
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(within(row).getByText('$40.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Delivery'), 'refunded');
    expect(await screen.findByText('No order yet')).toBeInTheDocument();
    expect(queries.at(-1)?.get('deliveryStatus')).toBe('refunded');
    expect(queries.at(-1)?.get('offset')).toBe('0');
  });
});

describe('an order received (/creator/my-order/[id])', () => {
  it('asks for a shipping code before shipping, then saves the delivery and shows it', async () => {
    const updates: unknown[] = [];
    server.use(
      http.get(`${API}/orders/:id`, () => ok(rawOrder())),
      http.put(`${API}/orders/:id/update`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        updates.push(body);
        return ok(rawOrder(body));
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<ReceivedOrderDetail id={'o'.repeat(24)} />);
    expect(await screen.findByRole('heading', { name: 'Order #1001' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Delivery address/ })).toHaveTextContent('1 Main Street');
    const form = screen.getByRole('form', { name: 'Delivery' });
    await user.selectOptions(within(form).getByLabelText('Delivery status'), 'shipping');
    await user.click(within(form).getByRole('button', { name: 'Update delivery' }));
    expect(await within(form).findByText('Shipping code is required')).toBeInTheDocument();
    // the refused submit focuses the field on the next frame
    await waitFor(() => expect(within(form).getByLabelText('Shipping code')).toHaveFocus());
    expect(updates).toHaveLength(0);

    await user.type(within(form).getByLabelText('Shipping code'), '  TRACK-123 ');
    await user.click(within(form).getByRole('button', { name: 'Update delivery' }));
    await waitFor(() => expect(updates).toEqual([{ deliveryStatus: 'shipping', shippingCode: 'TRACK-123' }]));
    expect(await screen.findByRole('row', { name: /Shipping code/ })).toHaveTextContent('TRACK-123');
  });

  it('needs no shipping code for a refund', async () => {
    const updates: unknown[] = [];
    server.use(
      http.get(`${API}/orders/:id`, () => ok(rawOrder())),
      http.put(`${API}/orders/:id/update`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        updates.push(body);
        return ok(rawOrder(body));
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<ReceivedOrderDetail id={'o'.repeat(24)} />);
    const form = await screen.findByRole('form', { name: 'Delivery' });
    await user.selectOptions(within(form).getByLabelText('Delivery status'), 'refunded');
    await user.click(within(form).getByRole('button', { name: 'Update delivery' }));
    await waitFor(() => expect(updates).toEqual([{ deliveryStatus: 'refunded', shippingCode: '' }]));
    // refunded: the delivery is closed
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Delivery' })).not.toBeInTheDocument());
  });

  it('has no form once delivered', async () => {
    server.use(http.get(`${API}/orders/:id`, () => ok(rawOrder({ deliveryStatus: 'delivered' }))));
    renderWithStore(<ReceivedOrderDetail id={'o'.repeat(24)} />);
    expect(await screen.findByRole('heading', { name: 'Order #1001' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Delivery status/ })).toHaveTextContent('Delivered');
  });

  it('says so when the order cannot be loaded', async () => {
    server.use(
      http.get(`${API}/orders/:id`, () =>
        HttpResponse.json({ statusCode: 404, message: 'Order not found', error: 'Error' }, { status: 404 }),
      ),
    );
    renderWithStore(<ReceivedOrderDetail id="nope" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });
});
