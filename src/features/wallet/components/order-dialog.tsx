// Buying a product (reference §5.9): quantity (physical, up to the stock), a delivery address (pick or add),
// phone and note; the total and the wallet after it are shown before paying. Digital items are delivered at
// once and downloadable from the order.
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/link';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Result, Select } from 'antd';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { balanceAfter, formatExact } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { addressAddRequested, addressesRequested } from '../addresses-slice';
import { orderDialogClosed, orderRequested } from '../purchase-dialogs-slice';
import { selectAddresses } from '../addresses-slice';
import { selectPurchaseDialogs } from '../purchase-dialogs-slice';
import { addressLine } from '../types';
import type { AddressInput } from '../api';
import { useMoneyIntent } from './money-intent';
import { INSUFFICIENT, MoneyAlert } from './money-alert';
import { useIntent } from '@/lib/use-intent';
import { useFeature } from '@/store/use-feature';
import { addressesFeature } from '../addresses-feature';
import { purchaseDialogsFeature } from '../purchase-dialogs-feature';

function AddressForm({ onDone }: { onDone: () => void }) {
  useFeature(addressesFeature);
  useFeature(purchaseDialogsFeature);
  const dispatch = useAppDispatch();
  const addresses = useAppSelector(selectAddresses);
  const [intentKey, renew] = useIntent();
  const [form] = Form.useForm();
  const saving = useRef(false);
  useEffect(() => {
    // this form's address was saved (or refused): a new key, and the form closes on success
    if (saving.current && !addresses.adding) {
      saving.current = false;
      renew();
      if (!addresses.error) onDone();
    }
  }, [addresses.adding, addresses.error, renew, onDone]);
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label="New delivery address"
      requiredMark={false}
      onFinish={(v: AddressInput) => dispatch(addressAddRequested({ intentKey, address: v }))}
    >
      <Form.Item
        name="name"
        label="Full name"
        rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}
      >
        <Input maxLength={100} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="streetAddress"
        label="Street address"
        rules={[{ required: true, whitespace: true, message: 'Please enter the street address' }]}
      >
        <Input maxLength={200} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="city" label="City">
        <Input maxLength={100} autoComplete="address-level2" />
      </Form.Item>
      <Form.Item name="zipCode" label="Zip code">
        <Input maxLength={20} autoComplete="postal-code" />
      </Form.Item>
      <Form.Item name="country" label="Country">
        <Input maxLength={100} autoComplete="country-name" />
      </Form.Item>
      {addresses.error ? (
        <Alert type="error" showIcon message={addresses.error} style={{ marginBottom: 12 }} />
      ) : null}
      <Button htmlType="submit" loading={addresses.adding}>
        Save address
      </Button>
    </Form>
  );
}

export function OrderDialog() {
  useFeature(addressesFeature);
  useFeature(purchaseDialogsFeature);
  const dispatch = useAppDispatch();
  const { order } = useAppSelector(selectPurchaseDialogs);
  const addresses = useAppSelector(selectAddresses);
  const user = useAppSelector(selectCurrentUser);
  const intentKey = useMoneyIntent(order.status);
  const [quantity, setQuantity] = useState(1);
  const [addressId, setAddressId] = useState('');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [addingAddress, setAddingAddress] = useState(false);
  const product = order.product;
  const physical = product?.type === 'physical';
  useEffect(() => {
    if (physical && !addresses.loaded) dispatch(addressesRequested());
  }, [dispatch, physical, addresses.loaded]);
  if (!product) return null;
  // the chosen address, else the newest one (a new address is listed first)
  const chosenAddress = addresses.items.some((a) => a._id === addressId)
    ? addressId
    : (addresses.items[0]?._id ?? '');
  const total = Math.round(product.price * 100 * quantity) / 100;
  const balance = user?.balance ?? 0;
  const short = balanceAfter(balance, total) < 0;
  const paying = order.status === 'paying';
  const done = order.status === 'success' && order.placed;
  const close = () => dispatch(orderDialogClosed());
  const missingAddress = physical && !chosenAddress;
  return (
    <Modal
      open
      title={done ? 'Order placed' : `Buy ${product.name}`}
      onCancel={paying ? undefined : close}
      closable={!paying}
      destroyOnHidden
      centered
      footer={
        done
          ? [
              <Button key="done" onClick={close}>
                Close
              </Button>,
              <Link
                key="order"
                className="ant-btn ant-btn-primary"
                href={paths.user.order(order.placed!._id)}
                onClick={close}
              >
                See your order
              </Link>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={paying}>
                Cancel
              </Button>,
              <Button
                key="buy"
                type="primary"
                loading={paying}
                disabled={short || missingAddress}
                onClick={() =>
                  dispatch(
                    orderRequested({
                      intentKey,
                      input: physical
                        ? {
                            quantity,
                            deliveryAddressId: chosenAddress,
                            phoneNumber: phone.trim(),
                            userNote: note.trim(),
                          }
                        : { userNote: note.trim() },
                    }),
                  )
                }
              >
                Pay {formatExact(total)}
              </Button>,
            ]
      }
    >
      {done ? (
        <Result
          status="success"
          title={`Order #${order.placed!.orderNumber}`}
          subTitle={
            physical
              ? 'The creator will ship it; you can follow it in your orders.'
              : 'It is yours: download it from your order.'
          }
        />
      ) : (
        <>
          {physical ? (
            <>
              <label htmlFor="order-quantity" style={{ display: 'block', marginBottom: 4 }}>
                Quantity ({product.stock} in stock)
              </label>
              <InputNumber
                id="order-quantity"
                min={1}
                max={Math.max(1, product.stock)}
                precision={0}
                value={quantity}
                onChange={(v) =>
                  setQuantity(typeof v === 'number' && v >= 1 ? Math.min(v, product.stock) : 1)
                }
              />
              <div style={{ margin: '12px 0 4px' }} id="order-address-label">
                Delivery address
              </div>
              {addresses.items.length && !addingAddress ? (
                <Select
                  aria-labelledby="order-address-label"
                  style={{ width: '100%' }}
                  value={chosenAddress || undefined}
                  onChange={setAddressId}
                  options={addresses.items.map((a) => ({ value: a._id, label: addressLine(a) }))}
                />
              ) : null}
              {addingAddress || (addresses.loaded && !addresses.items.length) ? (
                <div style={{ marginTop: 8 }}>
                  <AddressForm onDone={() => setAddingAddress(false)} />
                </div>
              ) : (
                <Button type="link" style={{ paddingLeft: 0 }} onClick={() => setAddingAddress(true)}>
                  Add new address
                </Button>
              )}
              <label htmlFor="order-phone" style={{ display: 'block', margin: '12px 0 4px' }}>
                Phone number
              </label>
              <Input
                id="order-phone"
                maxLength={30}
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </>
          ) : null}
          <label htmlFor="order-note" style={{ display: 'block', margin: '12px 0 4px' }}>
            Note to the creator (optional)
          </label>
          <Input.TextArea
            id="order-note"
            maxLength={500}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <Descriptions column={1} size="small" bordered style={{ marginTop: 12 }}>
            <Descriptions.Item label="Total">{formatExact(total)}</Descriptions.Item>
            <Descriptions.Item label="Your wallet">{formatExact(balance)}</Descriptions.Item>
            <Descriptions.Item label="After this purchase">
              {short ? '—' : formatExact(balanceAfter(balance, total))}
            </Descriptions.Item>
          </Descriptions>
          {short ? <MoneyAlert message={INSUFFICIENT} onLeave={close} /> : null}
          {order.status === 'failed' && order.error ? (
            <MoneyAlert message={order.error} onLeave={close} />
          ) : null}
        </>
      )}
    </Modal>
  );
}
