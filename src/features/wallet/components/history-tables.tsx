// The fan's money tables (reference §2.4): card payments, wallet spending and orders. Their views live in the
// URL; each has the contract's filters.
import Link from 'next/link';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { paths } from '@/config/paths';
import { formatExact } from '@/lib/money';
import type { TableQueryDefaults } from '@/lib/table-query';
import { gatewayLabel, type Order, type Payment, type WalletCharge } from '../types';
import { useHistoryTable } from './use-history-table';
import { HistoryView, dateColumn, priceColumn } from './history-view';
import { useDates } from '@/lib/dates';

const PAYMENT_TYPES: Record<string, string> = {
  token_package: 'Wallet top-up',
  monthly_subscription: 'Monthly subscription',
  yearly_subscription: 'Yearly subscription',
  free_subscription: 'Free subscription',
};
const PAYMENT_STATUS_COLOR: Record<string, string> = {
  success: 'green',
  fail: 'red',
  canceled: 'default',
  require_authentication: 'orange',
  processing: 'blue',
  refunded: 'purple',
};
export const PAYMENT_STATUS_TEXT: Record<string, string> = {
  created: 'Created',
  processing: 'Processing',
  require_authentication: 'Waiting for confirmation',
  success: 'Paid',
  fail: 'Failed',
  canceled: 'Cancelled',
  refunded: 'Refunded',
};

const paymentDefaults: TableQueryDefaults<{ status: string }> = {
  pageSize: 10,
  sortBy: 'createdAt',
  filters: { status: '' },
  allowed: { status: Object.keys(PAYMENT_STATUS_TEXT), sortBy: ['createdAt', 'totalPrice'] },
};

export function PaymentHistoryTable() {
  const dates = useDates();
  const t = useHistoryTable('payments', paymentDefaults);
  const columns: ColumnsType<Payment> = [
    dateColumn(t.state, 'createdAt', 'Date', dates.dayTime),
    { title: 'Description', dataIndex: 'description', key: 'description' },
    { title: 'Type', dataIndex: 'type', key: 'type', render: (v: string) => PAYMENT_TYPES[v] ?? v },
    { title: 'Original price', dataIndex: 'originalPrice', key: 'originalPrice', render: formatExact },
    {
      title: 'Discount',
      key: 'discount',
      render: (_: unknown, p) => (p.couponCode ? `${p.couponCode}` : '—'),
    },
    priceColumn(t.state, 'Charged'),
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (v: string, p) => (
        <Tag color={PAYMENT_STATUS_COLOR[v]} title={p.failureMessage || undefined}>
          {PAYMENT_STATUS_TEXT[v] ?? v}
        </Tag>
      ),
    },
    {
      title: 'Gateway',
      dataIndex: 'paymentGateway',
      key: 'paymentGateway',
      render: gatewayLabel,
    },
  ];
  return (
    <HistoryView<Payment>
      table={t}
      columns={columns}
      filter={{ label: 'Status', key: 'status', options: PAYMENT_STATUS_TEXT }}
      empty="No card payment yet"
    />
  );
}

export const CHARGE_TYPES: Record<string, string> = {
  feed: 'Post',
  video: 'Video',
  gallery: 'Gallery',
  product: 'Product',
  message: 'Message',
  tip: 'Creator tip',
  stream_tip: 'Streaming tip',
  public_chat: 'Streaming',
  private_chat: 'Private show',
};
const chargeDefaults: TableQueryDefaults<{ type: string }> = {
  pageSize: 10,
  sortBy: 'createdAt',
  filters: { type: '' },
  allowed: { type: Object.keys(CHARGE_TYPES), sortBy: ['createdAt', 'totalPrice'] },
};

function chargeHref(c: WalletCharge): string | null {
  if (c.target === 'feed') return paths.post(c.targetId);
  if (c.target === 'video') return paths.video(c.targetId);
  if (c.target === 'gallery') return paths.gallery(c.targetId);
  if (c.target === 'product') return paths.product(c.targetId);
  if (c.target === 'performer' && c.performerUsername) return paths.profile(c.performerUsername);
  return null;
}

export function WalletChargesTable() {
  const dates = useDates();
  const t = useHistoryTable('charges', chargeDefaults);
  const columns: ColumnsType<WalletCharge> = [
    dateColumn(t.state, 'createdAt', 'Date', dates.dayTime),
    {
      title: 'Item',
      key: 'item',
      render: (_: unknown, c) => {
        const href = chargeHref(c);
        return href ? <Link href={href}>{c.description}</Link> : c.description;
      },
    },
    {
      title: 'Creator',
      key: 'creator',
      render: (_: unknown, c) =>
        c.performerUsername ? (
          <Link href={paths.profile(c.performerUsername)}>{c.performerName}</Link>
        ) : (
          c.performerName || '—'
        ),
    },
    { title: 'Type', dataIndex: 'type', key: 'type', render: (v: string) => CHARGE_TYPES[v] ?? v },
    priceColumn(t.state, 'Price'),
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => (
        <Tag color={v === 'success' ? 'green' : v === 'refunded' ? 'purple' : 'default'}>
          {v === 'success' ? 'Paid' : v === 'refunded' ? 'Refunded' : 'Pending'}
        </Tag>
      ),
    },
  ];
  return (
    <HistoryView<WalletCharge>
      table={t}
      columns={columns}
      filter={{ label: 'Type', key: 'type', options: CHARGE_TYPES }}
      empty="Nothing bought with your wallet yet"
    />
  );
}

export const DELIVERY_TEXT: Record<string, string> = {
  processing: 'Processing',
  shipping: 'Shipping',
  delivered: 'Delivered',
  refunded: 'Refunded',
};
const DELIVERY_COLOR: Record<string, string> = {
  processing: 'blue',
  shipping: 'orange',
  delivered: 'green',
  refunded: 'purple',
};
export const DeliveryTag = ({ status }: { status: string }) => (
  <Tag color={DELIVERY_COLOR[status]}>{DELIVERY_TEXT[status] ?? status}</Tag>
);

const orderDefaults: TableQueryDefaults<{ deliveryStatus: string }> = {
  pageSize: 10,
  sortBy: 'createdAt',
  filters: { deliveryStatus: '' },
  allowed: { deliveryStatus: Object.keys(DELIVERY_TEXT), sortBy: ['createdAt', 'updatedAt', 'totalPrice'] },
};

export function OrdersTable() {
  const dates = useDates();
  const t = useHistoryTable('orders', orderDefaults);
  const columns: ColumnsType<Order> = [
    {
      title: 'Order',
      dataIndex: 'orderNumber',
      key: 'orderNumber',
      render: (v: string, o) => <Link href={paths.user.order(o._id)}>#{v}</Link>,
    },
    { title: 'Product', dataIndex: 'productName', key: 'productName' },
    priceColumn(t.state, 'Price'),
    {
      title: 'Delivery',
      dataIndex: 'deliveryStatus',
      key: 'deliveryStatus',
      render: (v: string) => <DeliveryTag status={v} />,
    },
    dateColumn(t.state, 'updatedAt', 'Updated', dates.dayTime),
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, o) => (
        <Link href={paths.user.order(o._id)} aria-label={`View order ${o.orderNumber}`}>
          View
        </Link>
      ),
    },
  ];
  return (
    <HistoryView<Order>
      table={t}
      columns={columns}
      filter={{ label: 'Delivery', key: 'deliveryStatus', options: DELIVERY_TEXT }}
      empty="No order yet"
    />
  );
}
