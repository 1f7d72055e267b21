// Order detail (reference §2.4 /user/orders/[id]): creator, product, unit price, quantity, total; digital
// items download once delivered; physical ones show the delivery address (changeable while processing),
// phone, shipping code and delivery status. antd-free (the fan pages' JS budget, issue 22): the shared detail card
// of label and value rows, a native select for the new address.
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { DetailCard, DetailRow as Item } from '@/components/detail-card';
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
import styles from './order-detail.module.css';

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
    return (
      <p role="status" className={styles.loading}>
        Loading the order…
      </p>
    );
  if (!order)
    return (
      <div role="alert" className="pf-alert">
        {orderDetail.error ?? 'Order not found'}
      </div>
    );
  return (
    <DetailCard
      title={`Order #${order.orderNumber}`}
      extra={<Link href={paths.user.orders}>All orders</Link>}
      rows={
        <>
          <Item label="Creator">
            {order.performerUsername ? (
              <Link href={paths.profile(order.performerUsername)}>{order.performerName}</Link>
            ) : (
              order.performerName
            )}
          </Item>
          <Item label="Product">
            <Link href={paths.product(order.productId)}>{order.productName}</Link>
          </Item>
          {order.productDescription ? <Item label="Description">{order.productDescription}</Item> : null}
          <Item label="Unit price">{formatExact(order.unitPrice)}</Item>
          <Item label="Quantity">{order.quantity}</Item>
          <Item label="Total">{formatExact(order.totalPrice)}</Item>
          <Item label="Delivery status">
            <DeliveryTag status={order.deliveryStatus} />
          </Item>
          <Item label="Ordered">{dates.dayTime(order.createdAt)}</Item>
          {physical ? (
            <>
              <Item label="Delivery address">
                {changing ? (
                  <select
                    aria-label="New delivery address"
                    className={styles.select}
                    defaultValue=""
                    onChange={(e) => {
                      if (!e.target.value) return;
                      dispatch(orderAddressChangeRequested({ addressId: e.target.value }));
                      setChanging(false);
                    }}
                  >
                    <option value="" disabled>
                      Choose an address
                    </option>
                    {addresses.items.map((a) => (
                      <option key={a._id} value={a._id}>
                        {addressLine(a)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className={styles.inline}>
                    <span>{order.deliveryAddress || '—'}</span>
                    {order.deliveryStatus === 'processing' ? (
                      <button type="button" className={styles.btn} onClick={() => setChanging(true)}>
                        Change
                      </button>
                    ) : null}
                  </span>
                )}
              </Item>
              <Item label="Phone number">{order.phoneNumber || '—'}</Item>
              <Item label="Shipping code">{order.shippingCode || 'Not shipped yet'}</Item>
            </>
          ) : null}
          {order.userNote ? <Item label="Your note">{order.userNote}</Item> : null}
        </>
      }
    >
      {!physical && order.deliveryStatus === 'delivered' ? (
        <button
          type="button"
          className={styles.download}
          aria-busy={orderDetail.downloading}
          disabled={orderDetail.downloading}
          onClick={() => dispatch(downloadRequested())}
        >
          Click to download
        </button>
      ) : null}
      {orderDetail.error ? (
        <div role="alert" className="pf-alert" style={{ marginTop: 16 }}>
          {orderDetail.error}
        </div>
      ) : null}
    </DetailCard>
  );
}
