// Global subscribe modal (reference §5.2), driven by the subscription slice, with the creator's current prices
// (subscription-saga). Paid plans are charged to a saved card, as the reference does; the renewal line says
// what will happen before the button is pressed. Progress, the card's confirmation step, the decline message
// and the success all show in the modal; success opens the creator's content in place (wallet saga).
import { DEFAULT_DATE_LOCALE, formatDay, useDates } from '@/lib/dates';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { Alert, Avatar, Button, Result, Space, Spin, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { Modal } from '@/components/modal';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DEFAULT_AVATAR, type SubscriptionType } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatExact, formatMoney } from '@/lib/money';
import { useFeature } from '@/store/use-feature';
import { subscriptionFeature } from '@/features/subscription';
import { checkoutFeature } from '../checkout-feature';
import { selectSettings } from '@/features/settings';
import { paymentConfirmRequested, paymentReset, selectCheckout, subscribeRequested } from '../checkout-slice';
import { CardPicker } from './card-picker';
import { TestModeNote } from './test-mode-note';
import { ConfirmStep } from './card-entry';
import { useMoneyIntent } from './money-intent';
import {
  selectSubscription,
  subscriptionModalClosed,
  type SubscriptionPerformer,
  subscriptionPricesRequested,
} from '@/features/subscription';

export const SUBSCRIPTION_BENEFITS = [
  'Full access to this creator’s content',
  'Direct message with this creator',
  'Requested personalised Pay Per View content',
  'Cancel your subscription at any time',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export function priceLine(performer: SubscriptionPerformer, type: SubscriptionType): string {
  if (type === 'free') {
    const days = performer.durationFreeSubscriptionDays || 1;
    return `FREE for ${days} ${days === 1 ? 'day' : 'days'}`;
  }
  // The same format as the profile's buttons ("SUBSCRIBE FOR $9.99"): one money format everywhere.
  if (type === 'yearly') return `${formatMoney(performer.yearlyPrice)} a year`;
  return `${formatMoney(performer.monthlyPrice)} a month`;
}

/** The honest line before the button: what is charged, how often, until when, and the next charge date. */
export function renewalLine(
  performer: SubscriptionPerformer,
  type: SubscriptionType,
  now = Date.now(),
  locale = DEFAULT_DATE_LOCALE,
): string {
  if (type === 'free') {
    const days = performer.durationFreeSubscriptionDays || 1;
    return `Free for ${days} ${days === 1 ? 'day' : 'days'}, until ${formatDay(now + days * DAY_MS, locale)}. Nothing is charged and it does not renew.`;
  }
  const yearly = type === 'yearly';
  const price = formatExact(yearly ? performer.yearlyPrice : performer.monthlyPrice);
  const next = formatDay(now + (yearly ? 365 : 30) * DAY_MS, locale);
  return `Renews every ${yearly ? 'year' : 'month'} at ${price} until you cancel. Next charge on ${next}.`;
}

export function SubscriptionModal() {
  const dispatch = useAppDispatch();
  useFeature(subscriptionFeature);
  useFeature(checkoutFeature);
  const dates = useDates();
  const { showModal, performer, subscriptionType } = useAppSelector(selectSubscription);
  const { payment } = useAppSelector(selectCheckout);
  const { paymentGateway } = useAppSelector(selectSettings);
  const [cardId, setCardId] = useState('');
  const intentKey = useMoneyIntent(payment.status);
  const confirmKey = useMoneyIntent(payment.status === 'confirm' ? 'idle' : payment.status);
  const close = useCallback(() => {
    dispatch(subscriptionModalClosed());
    dispatch(paymentReset());
  }, [dispatch]);
  const openId = performer?._id;
  const openUsername = performer?.username ?? '';
  useEffect(() => {
    // The modal mounts as it opens: ask for the creator's current prices (one source, subscription-saga).
    if (showModal && openId) dispatch(subscriptionPricesRequested({ _id: openId, username: openUsername }));
    dispatch(paymentReset());
  }, [dispatch, showModal, openId, openUsername]);

  const free = subscriptionType === 'free';
  const paying = payment.status === 'paying';
  const done = payment.status === 'success' && payment.purpose === 'subscribe';
  const confirming = payment.status === 'confirm';
  const subscribe = () => {
    if (!performer) return;
    dispatch(
      subscribeRequested({
        intentKey,
        input: {
          type: subscriptionType,
          performerId: performer._id,
          paymentGateway,
          ...(free ? {} : { cardId }),
        },
      }),
    );
  };

  let footer: React.ReactNode[];
  if (done) {
    footer = [
      <Button key="done" type="primary" onClick={close}>
        Done
      </Button>,
    ];
  } else if (confirming) {
    footer = [
      <Button
        key="cancel-payment"
        onClick={() => dispatch(paymentConfirmRequested({ intentKey: confirmKey, approve: false }))}
      >
        Cancel payment
      </Button>,
      <Button
        key="confirm"
        type="primary"
        onClick={() => dispatch(paymentConfirmRequested({ intentKey: confirmKey, approve: true }))}
      >
        Confirm payment
      </Button>,
    ];
  } else {
    footer = [
      <Button key="cancel" onClick={close} disabled={paying}>
        Cancel
      </Button>,
      <Button key="subscribe" type="primary" loading={paying} disabled={!free && !cardId} onClick={subscribe}>
        {free
          ? 'Start free trial'
          : `Subscribe for ${performer ? priceLine(performer, subscriptionType) : ''}`}
      </Button>,
    ];
  }

  return (
    <Modal
      open={showModal && Boolean(performer)}
      onCancel={paying ? undefined : close}
      closable={!paying}
      maskClosable={!paying}
      title={done ? 'Subscribed' : 'Confirm subscription'}
      destroyOnHidden
      centered
      footer={footer}
    >
      {performer && done ? (
        <Result
          status="success"
          title={`You are subscribed to ${performer.name || performer.username}`}
          subTitle={
            free
              ? 'Your free trial has started: their posts are open now.'
              : 'Their posts are open now. You can cancel any time from My subscriptions.'
          }
          extra={<Link href={paths.user.subscriptions}>My subscriptions</Link>}
        />
      ) : performer ? (
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
          {free ? null : (
            <>
              <TestModeNote />
              <CardPicker value={cardId} onChange={setCardId} />
            </>
          )}
          {confirming ? (
            <ConfirmStep
              amount={formatExact(
                subscriptionType === 'yearly' ? performer.yearlyPrice : performer.monthlyPrice,
              )}
              clientSecret={payment.pending?.clientSecret ?? ''}
              onAnswer={(approve) => dispatch(paymentConfirmRequested({ intentKey: confirmKey, approve }))}
            />
          ) : null}
          {paying ? (
            <Space style={{ marginTop: 12 }} role="status">
              <Spin size="small" />
              <span>Processing your payment… this can take a few seconds.</span>
            </Space>
          ) : null}
          {payment.status === 'failed' && payment.error ? (
            <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} message={payment.error} />
          ) : null}
          <Typography.Paragraph
            type="secondary"
            style={{ marginTop: 12, marginBottom: 0 }}
            id="subscription-renewal"
          >
            {renewalLine(performer, subscriptionType, undefined, dates.locale)}
          </Typography.Paragraph>
        </div>
      ) : null}
    </Modal>
  );
}
