// Orders received (reference §2.5 /creator/my-order and its detail): the table with a delivery filter, and the
// detail where the creator sets the delivery status and shipping code (required unless refunded; locked once
// delivered or refunded). A refund returns the fan's money and the stock.
import { useDates } from '@/lib/dates';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { Alert, Button, Card, Descriptions, Form, Input, Select, Skeleton, Space, Tag } from 'antd';
import { ManagementTable } from '@/components/management-table';
import type { ColumnsType } from 'antd/es/table';
import { paths } from '@/config/paths';
import { formatExact } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { earningFeature } from '../earning-feature';
import type { Order } from '@/features/wallet';
import {
  deliveryUpdateRequested,
  receivedOrderRequested,
  receivedOrdersRequested,
  selectEarning,
} from '../earning-slice';

const DELIVERY = {
  processing: 'Processing',
  shipping: 'Shipping',
  delivered: 'Delivered',
  refunded: 'Refunded',
} as const;
const COLOR = { processing: 'blue', shipping: 'orange', delivered: 'green', refunded: 'purple' } as const;
const tag = (s: string) => (
  <Tag color={COLOR[s as keyof typeof COLOR]}>{DELIVERY[s as keyof typeof DELIVERY] ?? s}</Tag>
);
export const receivedOrderHref = (id: string) => `${paths.creator.myOrders}/${encodeURIComponent(id)}`;

export function ReceivedOrders() {
  const dates = useDates();
  const dispatch = useAppDispatch();
  useFeature(earningFeature);
  const { orders } = useAppSelector(selectEarning);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    dispatch(receivedOrdersRequested({ offset: (page - 1) * 10, limit: 10, deliveryStatus: status }));
  }, [dispatch, page, status]);
  const columns: ColumnsType<Order> = [
    {
      title: 'Order',
      dataIndex: 'orderNumber',
      key: 'order',
      render: (v: string, o) => <Link href={receivedOrderHref(o._id)}>#{v}</Link>,
    },
    { title: 'Product', dataIndex: 'productName', key: 'product' },
    { title: 'Buyer', dataIndex: 'buyerName', key: 'buyer' },
    { title: 'Quantity', dataIndex: 'quantity', key: 'quantity' },
    { title: 'Total', dataIndex: 'totalPrice', key: 'total', render: formatExact },
    { title: 'Delivery', dataIndex: 'deliveryStatus', key: 'delivery', render: tag },
    { title: 'Ordered', dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => dates.dayTime(v) },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <span id="order-delivery">Delivery</span>
        <Select
          aria-labelledby="order-delivery"
          style={{ minWidth: 180 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { value: '', label: 'All' },
            ...Object.entries(DELIVERY).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Space>
      {orders.error ? (
        <Alert type="error" showIcon message={orders.error} style={{ marginBottom: 12 }} />
      ) : null}
      <ManagementTable<Order>
        rowKey="_id"
        columns={columns}
        dataSource={orders.items}
        loading={orders.status === 'loading'}
        pagination={{ current: page, pageSize: 10, total: orders.total, onChange: setPage }}
        locale={{ emptyText: 'No order yet' }}
      />
    </>
  );
}

export function ReceivedOrderDetail({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  useFeature(earningFeature);
  const { order } = useAppSelector(selectEarning);
  const [form] = Form.useForm<{ deliveryStatus: string; shippingCode: string }>();
  useEffect(() => {
    if (id) dispatch(receivedOrderRequested({ id }));
  }, [dispatch, id]);
  const item = order.item;
  useEffect(() => {
    if (item) form.setFieldsValue({ deliveryStatus: item.deliveryStatus, shippingCode: item.shippingCode });
  }, [item, form]);
  if (order.status === 'loading' || order.status === 'idle') return <Skeleton active />;
  if (!item) return <Alert type="error" showIcon message={order.error ?? 'Order not found'} />;
  const closed = item.deliveryStatus === 'delivered' || item.deliveryStatus === 'refunded';
  const physical = item.productType === 'physical';
  return (
    <Card title={`Order #${item.orderNumber}`} extra={<Link href={paths.creator.myOrders}>All orders</Link>}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Product">{item.productName}</Descriptions.Item>
        <Descriptions.Item label="Type">{physical ? 'Physical' : 'Digital'}</Descriptions.Item>
        <Descriptions.Item label="Unit price">{formatExact(item.unitPrice)}</Descriptions.Item>
        <Descriptions.Item label="Quantity">{item.quantity}</Descriptions.Item>
        <Descriptions.Item label="Total">{formatExact(item.totalPrice)}</Descriptions.Item>
        <Descriptions.Item label="Buyer">{item.buyerName || '—'}</Descriptions.Item>
        {physical ? (
          <Descriptions.Item label="Delivery address">{item.deliveryAddress || '—'}</Descriptions.Item>
        ) : null}
        {physical ? (
          <Descriptions.Item label="Phone number">{item.phoneNumber || '—'}</Descriptions.Item>
        ) : null}
        {item.userNote ? (
          <Descriptions.Item label="Note from the buyer">{item.userNote}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Delivery status">{tag(item.deliveryStatus)}</Descriptions.Item>
        {item.shippingCode ? (
          <Descriptions.Item label="Shipping code">{item.shippingCode}</Descriptions.Item>
        ) : null}
      </Descriptions>
      {closed ? null : (
        <Form
          form={form}
          layout="vertical"
          aria-label="Delivery"
          style={{ marginTop: 16, maxWidth: 420 }}
          onFinish={(v) =>
            dispatch(
              deliveryUpdateRequested({
                deliveryStatus: v.deliveryStatus,
                shippingCode: (v.shippingCode ?? '').trim(),
              }),
            )
          }
        >
          <Form.Item name="deliveryStatus" label="Delivery status">
            <Select options={Object.entries(DELIVERY).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {({ getFieldValue }) => (
              <Form.Item
                name="shippingCode"
                label="Shipping code"
                rules={[
                  {
                    required: !['processing', 'refunded'].includes(getFieldValue('deliveryStatus')),
                    whitespace: true,
                    message: 'Shipping code is required',
                  },
                ]}
              >
                <Input maxLength={100} />
              </Form.Item>
            )}
          </Form.Item>
          {order.error ? (
            <Alert type="error" showIcon role="alert" message={order.error} style={{ marginBottom: 12 }} />
          ) : null}
          <Button type="primary" htmlType="submit" loading={order.saving}>
            Update delivery
          </Button>
        </Form>
      )}
    </Card>
  );
}
