// Global subscribe modal (reference §5.2), driven by the subscription slice, with the creator's current prices
// (subscription-saga). Payments arrive in a later release: its Subscribe button is disabled.
import { Avatar, Button, Typography } from 'antd';
import { Modal } from '@/components/modal';
import { CheckOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DEFAULT_AVATAR, type SubscriptionType } from '@/config/constants';
import {
  selectSubscription,
  subscriptionModalClosed,
  subscriptionPricesRequested,
  type SubscriptionPerformer,
} from '../subscription-slice';
import { formatMoney } from '@/lib/money';
import { useEffect } from 'react';
import { useInjectSaga } from '@/store/inject-saga';
import { subscriptionSaga } from '../subscription-saga';

export const SUBSCRIPTION_BENEFITS = [
  'Full access to this creator’s content',
  'Direct message with this creator',
  'Requested personalised Pay Per View content',
  'Cancel your subscription at any time',
] as const;

export function priceLine(performer: SubscriptionPerformer, type: SubscriptionType): string {
  if (type === 'free') {
    const days = performer.durationFreeSubscriptionDays || 1;
    return `FREE for ${days} ${days === 1 ? 'day' : 'days'}`;
  }
  // The same format as the profile's buttons ("SUBSCRIBE FOR $9.99"): one money format everywhere.
  if (type === 'yearly') return `${formatMoney(performer.yearlyPrice)} a year`;
  return `${formatMoney(performer.monthlyPrice)} a month`;
}

export function SubscriptionModal() {
  const dispatch = useAppDispatch();
  useInjectSaga('subscription', subscriptionSaga);
  const { showModal, performer, subscriptionType } = useAppSelector(selectSubscription);
  const close = () => dispatch(subscriptionModalClosed());
  const openId = performer?._id;
  const openUsername = performer?.username ?? '';
  useEffect(() => {
    // The modal mounts as it opens: ask for the creator's current prices (one source, subscription-saga).
    if (showModal && openId) dispatch(subscriptionPricesRequested({ _id: openId, username: openUsername }));
  }, [dispatch, showModal, openId, openUsername]);

  return (
    <Modal
      open={showModal && Boolean(performer)}
      onCancel={close}
      title="Confirm subscription"
      destroyOnHidden
      centered
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="subscribe" type="primary" disabled aria-describedby="subscription-payments-note">
          Subscribe
        </Button>,
      ]}
    >
      {performer ? (
        <div>
          <div className="profile-card" style={{ marginBottom: 12 }}>
            <Avatar src={performer.avatar || DEFAULT_AVATAR} size={56} alt="" />
            <div>
              <div className="profile-card__name">{performer.name || performer.username}</div>
              <div className="profile-card__username">@{performer.username}</div>
            </div>
          </div>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {priceLine(performer, subscriptionType)}
          </Typography.Title>
          <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 12px' }}>
            {SUBSCRIPTION_BENEFITS.map((b) => (
              <li key={b} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
                <CheckOutlined aria-hidden style={{ color: 'var(--fp-primary)', marginTop: 4 }} />
                <span>{b}</span>
              </li>
            ))}
          </ul>
          <Typography.Text type="secondary" id="subscription-payments-note">
            Payments arrive in a later release.
          </Typography.Text>
        </div>
      ) : null}
    </Modal>
  );
}
