// The fan's money tables (reference §2.4): card payments, wallet spending and orders. Their views live in the
// URL; each has the contract's filters. antd-free (issue 22): plain tables, tags in plain-table's colours.
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { formatExact } from '@/lib/money';
import { plainTable } from '@/components/plain-table';
import type { TableQueryDefaults } from '@/lib/table-query';
import { gatewayLabel, type Order, type Payment, type WalletCharge } from '../types';
import { useHistoryTable } from './use-history-table';
import { HistoryView, type HistoryColumn, dateColumn, priceColumn } from './history-view';
import { useDates } from '@/lib/dates';

const PAYMENT_TYPES: Record<string, string> = {
  token_package: 'Wallet top-up',
  monthly_subscription: 'Monthly subscription',
  yearly_subscription: 'Yearly subscription',
  free_subscription: 'Free subscription',
};
const PAYMENT_STATUS_TAG: Record<string, string> = {
  success: plainTable.tagGreen,
  fail: plainTable.tagRed,
  require_authentication: plainTable.tagGold,
  processing: plainTable.tagBlue,
  refunded: plainTable.tagPurple,
};
/** A status word in a coloured tag (antd's Tag look). */
const tag = (color: string | undefined, text: string, title?: string) => (
  <span className={`${plainTable.tag} ${color ?? ''}`} title={title}>
    {text}
  </span>
);
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
  const columns: HistoryColumn<Payment>[] = [
    dateColumn('createdAt', 'Date', dates.dayTime),
    { title: 'Description', render: (p) => p.description },
    { title: 'Type', render: (p) => PAYMENT_TYPES[p.type] ?? p.type },
    { title: 'Original price', numeric: true, render: (p) => formatExact(p.originalPrice) },
    { title: 'Discount', render: (p) => (p.couponCode ? `${p.couponCode}` : '—') },
    priceColumn('Charged'),
    {
      title: 'Status',
      render: (p) =>
        tag(
          PAYMENT_STATUS_TAG[p.status],
          PAYMENT_STATUS_TEXT[p.status] ?? p.status,
          p.failureMessage || undefined,
        ),
    },
    { title: 'Gateway', render: (p) => gatewayLabel(p.paymentGateway) },
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
  const columns: HistoryColumn<WalletCharge>[] = [
    dateColumn('createdAt', 'Date', dates.dayTime),
    {
      title: 'Item',
      render: (c) => {
        const href = chargeHref(c);
        return href ? <Link href={href}>{c.description}</Link> : c.description;
      },
    },
    {
      title: 'Creator',
      render: (c) =>
        c.performerUsername ? (
          <Link href={paths.profile(c.performerUsername)}>{c.performerName}</Link>
        ) : (
          c.performerName || '—'
        ),
    },
    { title: 'Type', render: (c) => CHARGE_TYPES[c.type] ?? c.type },
    priceColumn('Price'),
    {
      title: 'Status',
      render: (c) =>
        c.status === 'success'
          ? tag(plainTable.tagGreen, 'Paid')
          : c.status === 'refunded'
            ? tag(plainTable.tagPurple, 'Refunded')
            : tag(undefined, 'Pending'),
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
const DELIVERY_TAG: Record<string, string> = {
  processing: plainTable.tagBlue,
  shipping: plainTable.tagGold,
  delivered: plainTable.tagGreen,
  refunded: plainTable.tagPurple,
};
export const DeliveryTag = ({ status }: { status: string }) =>
  tag(DELIVERY_TAG[status], DELIVERY_TEXT[status] ?? status);

const orderDefaults: TableQueryDefaults<{ deliveryStatus: string }> = {
  pageSize: 10,
  sortBy: 'createdAt',
  filters: { deliveryStatus: '' },
  allowed: { deliveryStatus: Object.keys(DELIVERY_TEXT), sortBy: ['createdAt', 'updatedAt', 'totalPrice'] },
};

export function OrdersTable() {
  const dates = useDates();
  const t = useHistoryTable('orders', orderDefaults);
  const columns: HistoryColumn<Order>[] = [
    { title: 'Order', render: (o) => <Link href={paths.user.order(o._id)}>#{o.orderNumber}</Link> },
    { title: 'Product', render: (o) => o.productName },
    priceColumn('Price'),
    { title: 'Delivery', render: (o) => <DeliveryTag status={o.deliveryStatus} /> },
    dateColumn('updatedAt', 'Updated', dates.dayTime),
    {
      title: 'Actions',
      render: (o) => (
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
