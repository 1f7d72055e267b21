// Global subscribe modal (reference §5.2), driven by the subscription slice. Payments arrive in a later
// release: the modal shows the creator, the plan and the benefits, and its Subscribe button is disabled.
import { Avatar, Button, Typography } from 'antd';
import { Modal } from '@/components/modal';
import { CheckOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DEFAULT_AVATAR, type SubscriptionType } from '@/config/constants';
import {
  selectSubscription,
  subscriptionModalClosed,
  type SubscriptionPerformer,
} from '../subscription-slice';
import { moneyAmount } from '@/lib/money';

export const SUBSCRIPTION_BENEFITS = [
  'Full access to this creator’s content',
  'Direct message with this creator',
  'Requested personalised Pay Per View content',
  'Cancel your subscription at any time',
] as const;

const money = moneyAmount;

export function priceLine(performer: SubscriptionPerformer, type: SubscriptionType): string {
  if (type === 'free') {
    const days = performer.durationFreeSubscriptionDays || 1;
    return `FREE for ${days} ${days === 1 ? 'day' : 'days'}`;
  }
  if (type === 'yearly') return `${money(performer.yearlyPrice)} USD/year`;
  return `${money(performer.monthlyPrice)} USD/month`;
}

export function SubscriptionModal() {
  const dispatch = useAppDispatch();
  const { showModal, performer, subscriptionType } = useAppSelector(selectSubscription);
  const close = () => dispatch(subscriptionModalClosed());

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
