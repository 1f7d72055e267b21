// Order detail (reference §2.4 /user/orders/[id]): creator, product, unit price, quantity, total; digital
// items download once delivered; physical ones show the delivery address (changeable while processing),
// phone, shipping code and delivery status.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { Alert, Button, Card, Descriptions, Select, Space, Spin } from 'antd';
import { paths } from '@/config/paths';
import { formatExact } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { orderDetailFeature } from '../order-detail-feature';
import { addressesFeature } from '../addresses-feature';
import { addressLine } from '../types';
import { addressesRequested } from '../addresses-slice';
import { downloadRequested, orderAddressChangeRequested, orderDetailRequested } from '../order-detail-slice';
import { selectOrderDetail } from '../order-detail-slice';
import { selectAddresses } from '../addresses-slice';
import { DeliveryTag } from './history-tables';
import { useDates } from '@/lib/dates';

export function OrderDetail({ id }: { id: string }) {
  const dates = useDates();
  const dispatch = useAppDispatch();
  useFeature(orderDetailFeature);
  useFeature(addressesFeature);
  const orderDetail = useAppSelector(selectOrderDetail);
  const addresses = useAppSelector(selectAddresses);
  const [changing, setChanging] = useState(false);
  useEffect(() => {
    if (id) dispatch(orderDetailRequested({ id }));
  }, [dispatch, id]);
  const order = orderDetail.order;
  const physical = order?.productType === 'physical';
  useEffect(() => {
    if (changing && !addresses.loaded) dispatch(addressesRequested());
  }, [dispatch, changing, addresses.loaded]);

  if (orderDetail.status === 'loading' || (orderDetail.status === 'idle' && !order))
    return <Spin aria-label="Loading the order" />;
  if (!order) return <Alert type="error" showIcon message={orderDetail.error ?? 'Order not found'} />;
  return (
    <Card title={`Order #${order.orderNumber}`} extra={<Link href={paths.user.orders}>All orders</Link>}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Creator">
          {order.performerUsername ? (
            <Link href={paths.profile(order.performerUsername)}>{order.performerName}</Link>
          ) : (
            order.performerName
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Product">
          <Link href={paths.product(order.productId)}>{order.productName}</Link>
        </Descriptions.Item>
        {order.productDescription ? (
          <Descriptions.Item label="Description">{order.productDescription}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Unit price">{formatExact(order.unitPrice)}</Descriptions.Item>
        <Descriptions.Item label="Quantity">{order.quantity}</Descriptions.Item>
        <Descriptions.Item label="Total">{formatExact(order.totalPrice)}</Descriptions.Item>
        <Descriptions.Item label="Delivery status">
          <DeliveryTag status={order.deliveryStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="Ordered">{dates.dayTime(order.createdAt)}</Descriptions.Item>
        {physical ? (
          <>
            <Descriptions.Item label="Delivery address">
              {changing ? (
                <Select
                  aria-label="New delivery address"
                  style={{ minWidth: 260 }}
                  placeholder="Choose an address"
                  onChange={(v: string) => {
                    dispatch(orderAddressChangeRequested({ addressId: v }));
                    setChanging(false);
                  }}
                  options={addresses.items.map((a) => ({ value: a._id, label: addressLine(a) }))}
                />
              ) : (
                <Space wrap>
                  <span>{order.deliveryAddress || '—'}</span>
                  {order.deliveryStatus === 'processing' ? (
                    <Button size="small" onClick={() => setChanging(true)}>
                      Change
                    </Button>
                  ) : null}
                </Space>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Phone number">{order.phoneNumber || '—'}</Descriptions.Item>
            <Descriptions.Item label="Shipping code">
              {order.shippingCode || 'Not shipped yet'}
            </Descriptions.Item>
          </>
        ) : null}
        {order.userNote ? <Descriptions.Item label="Your note">{order.userNote}</Descriptions.Item> : null}
      </Descriptions>
      {!physical && order.deliveryStatus === 'delivered' ? (
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          loading={orderDetail.downloading}
          onClick={() => dispatch(downloadRequested())}
        >
          Click to download
        </Button>
      ) : null}
      {orderDetail.error ? (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 16 }} message={orderDetail.error} />
      ) : null}
    </Card>
  );
}
