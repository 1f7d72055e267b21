// Orders received (reference §2.5 /creator/my-order and its detail): the table with a delivery filter, and the
// detail where the creator sets the delivery status and shipping code (required unless refunded; locked once
// delivered or refunded). A refund returns the fan's money and the stock. antd-free (issue 22): the plain table
// (cards on a phone) and pager, the detail card the fan's order shares, the studio form kit.
import { useDates } from '@/lib/dates';
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { DetailCard, DetailRow } from '@/components/detail-card';
import { PageNav, SelectFilter, plainTable } from '@/components/plain-table';
import { paths } from '@/config/paths';
import { formatExact } from '@/lib/money';
import { useHydrated } from '@/lib/use-hydrated';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { earningFeature } from '../earning-feature';
import { DELIVERY_TEXT, DeliveryTag, type Order } from '@/features/wallet';
import { SelectField, StudioForm, TextField, studioClasses, useStudioForm } from '@/features/studio';
import {
  deliveryUpdateRequested,
  receivedOrderRequested,
  receivedOrdersRequested,
  selectEarning,
} from '../earning-slice';

const PAGE_SIZE = 10;
export const receivedOrderHref = (id: string) => `${paths.creator.myOrders}/${encodeURIComponent(id)}`;

export function ReceivedOrders() {
  const dates = useDates();
  const dispatch = useAppDispatch();
  useFeature(earningFeature);
  const { orders } = useAppSelector(selectEarning);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    dispatch(
      receivedOrdersRequested({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, deliveryStatus: status }),
    );
  }, [dispatch, page, status]);
  const hydrated = useHydrated();
  const loading = orders.status === 'loading' || orders.status === 'idle' || !hydrated;
  const columns: { title: string; render: (o: Order) => React.ReactNode; num?: boolean }[] = [
    { title: 'Order', render: (o) => <Link href={receivedOrderHref(o._id)}>#{o.orderNumber}</Link> },
    { title: 'Product', render: (o) => o.productName },
    { title: 'Buyer', render: (o) => o.buyerName },
    { title: 'Quantity', render: (o) => o.quantity, num: true },
    { title: 'Total', render: (o) => formatExact(o.totalPrice), num: true },
    { title: 'Delivery', render: (o) => <DeliveryTag status={o.deliveryStatus} /> },
    { title: 'Ordered', render: (o) => dates.dayTime(o.createdAt) },
  ];
  return (
    <div className="plain-card">
      <div className={studioClasses.filters}>
        <SelectFilter
          label="Delivery"
          value={status}
          options={DELIVERY_TEXT}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </div>
      {orders.error ? (
        <div role="alert" className="pf-alert" style={{ marginBottom: 12 }}>
          {orders.error}
        </div>
      ) : null}
      <table className={plainTable.table} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.title} scope="col" className={c.num ? plainTable.num : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.items.map((o) => (
            <tr key={o._id}>
              {columns.map((c) => (
                <td key={c.title} data-label={c.title} className={c.num ? plainTable.num : undefined}>
                  {c.render(o)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {orders.items.length === 0 ? (
        <p className={loading ? `${studioClasses.empty} ${studioClasses.loading}` : studioClasses.empty}>
          {loading ? 'Loading…' : 'No order yet'}
        </p>
      ) : null}
      <PageNav current={page} pageSize={PAGE_SIZE} total={orders.total} numbered onChange={setPage} />
    </div>
  );
}

interface DeliveryValues {
  deliveryStatus: string;
  shippingCode: string;
}

const DELIVERY_OPTIONS = Object.entries(DELIVERY_TEXT).map(([value, label]) => ({ value, label }));
/** A shipping code is needed once the parcel is on its way (not while processing, nor for a refund). */
export const needsShippingCode = (status: string) => !['processing', 'refunded'].includes(status);

function DeliveryForm({ item, saving, error }: { item: Order; saving: boolean; error: string | null }) {
  const dispatch = useAppDispatch();
  useFeature(earningFeature);
  const form = useStudioForm<DeliveryValues>(
    'delivery',
    { deliveryStatus: item.deliveryStatus, shippingCode: item.shippingCode ?? '' },
    {
      shippingCode: (value, values) =>
        needsShippingCode(values.deliveryStatus) && !String(value ?? '').trim()
          ? 'Shipping code is required'
          : null,
    },
    { shippingCode: 'Shipping code' },
  );
  return (
    <div style={{ marginTop: 16, maxWidth: 420 }}>
      <StudioForm
        form={form}
        label="Delivery"
        onValid={(v) =>
          dispatch(
            deliveryUpdateRequested({
              deliveryStatus: v.deliveryStatus,
              shippingCode: v.shippingCode.trim(),
            }),
          )
        }
      >
        <SelectField form={form} field="deliveryStatus" label="Delivery status" options={DELIVERY_OPTIONS} />
        <TextField
          form={form}
          field="shippingCode"
          label="Shipping code"
          max={100}
          required={needsShippingCode(form.values.deliveryStatus)}
        />
        {error ? (
          <div className="pf-alert" role="alert" style={{ marginBottom: 12 }}>
            {error}
          </div>
        ) : null}
        <button type="submit" className={studioClasses.primary} aria-busy={saving} disabled={saving}>
          Update delivery
        </button>
      </StudioForm>
    </div>
  );
}

export function ReceivedOrderDetail({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  useFeature(earningFeature);
  const { order } = useAppSelector(selectEarning);
  useEffect(() => {
    if (id) dispatch(receivedOrderRequested({ id }));
  }, [dispatch, id]);
  const item = order.item;
  if (order.status === 'loading' || order.status === 'idle')
    return (
      <p role="status" className={studioClasses.empty}>
        Loading the order…
      </p>
    );
  if (!item)
    return (
      <div role="alert" className="pf-alert">
        {order.error ?? 'Order not found'}
      </div>
    );
  const closed = item.deliveryStatus === 'delivered' || item.deliveryStatus === 'refunded';
  const physical = item.productType === 'physical';
  return (
    <DetailCard
      title={`Order #${item.orderNumber}`}
      extra={<Link href={paths.creator.myOrders}>All orders</Link>}
      rows={
        <>
          <DetailRow label="Product">{item.productName}</DetailRow>
          <DetailRow label="Type">{physical ? 'Physical' : 'Digital'}</DetailRow>
          <DetailRow label="Unit price">{formatExact(item.unitPrice)}</DetailRow>
          <DetailRow label="Quantity">{item.quantity}</DetailRow>
          <DetailRow label="Total">{formatExact(item.totalPrice)}</DetailRow>
          <DetailRow label="Buyer">{item.buyerName || '—'}</DetailRow>
          {physical ? <DetailRow label="Delivery address">{item.deliveryAddress || '—'}</DetailRow> : null}
          {physical ? <DetailRow label="Phone number">{item.phoneNumber || '—'}</DetailRow> : null}
          {item.userNote ? <DetailRow label="Note from the buyer">{item.userNote}</DetailRow> : null}
          <DetailRow label="Delivery status">
            <DeliveryTag status={item.deliveryStatus} />
          </DetailRow>
          {item.shippingCode ? <DetailRow label="Shipping code">{item.shippingCode}</DetailRow> : null}
        </>
      }
    >
      {closed ? null : (
        // a saved delivery comes back in `item`: the form starts again from it
        <DeliveryForm
          key={`${item._id}-${item.deliveryStatus}-${item.shippingCode ?? ''}`}
          item={item}
          saving={order.saving}
          error={order.error}
        />
      )}
    </DetailCard>
  );
}
