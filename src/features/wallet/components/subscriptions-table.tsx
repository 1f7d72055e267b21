// My subscriptions (reference §2.4): creator, type, start, expiry, renewal, updated, gateway, status and the
// action: Cancel (confirmed; access runs until the expiry date) or Activate (an ended one: the subscribe modal).
// antd-free (the page's first-load JS budget); rows become cards on phones.
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import type { TableQueryDefaults } from '@/lib/table-query';
import { useIntent } from '@/lib/use-intent';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { subscriptionModalOpened } from '@/features/subscription';
import { gatewayLabel, subscriptionState, type Subscription } from '../types';
import { selectMoneyHistory } from '../money-history-slice';
import { selectCheckout } from '../checkout-slice';
import { subscriptionCancelRequested } from '../money-history-slice';
import { useHistoryTable } from './use-history-table';
import { useDates } from '@/lib/dates';
import { Pager, PersonCell, plainTable, SelectFilter, SortHeader } from '@/components/plain-table';
import styles from './money.module.css';
import { useFeature } from '@/store/use-feature';
import { moneyHistoryFeature } from '../money-history-feature';
import { checkoutFeature } from '../checkout-feature';

const TYPE_TEXT: Record<string, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  free: 'Free',
  system: 'System',
};
const STATUS_FILTER: Record<string, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};
const STATE_TEXT = {
  active: 'Active',
  cancelled: 'Cancelled',
  suspended: 'Suspended',
  expired: 'Expired',
} as const;
const STATE_CLASS = {
  active: plainTable.tagGreen,
  cancelled: plainTable.tagGold,
  suspended: plainTable.tagRed,
  expired: '',
} as const;

const defaults: TableQueryDefaults<{ status: string; subscriptionType: string }> = {
  pageSize: 10,
  sortBy: 'updatedAt',
  filters: { status: '', subscriptionType: '' },
  allowed: {
    status: ['active', 'inactive', 'suspended'],
    subscriptionType: Object.keys(TYPE_TEXT),
    sortBy: ['updatedAt', 'createdAt', 'expiredAt'],
  },
};

export function SubscriptionsTable() {
  useFeature(moneyHistoryFeature);
  useFeature(checkoutFeature);
  const dates = useDates();
  const dispatch = useAppDispatch();
  const t = useHistoryTable('subscriptions', defaults);
  const { cancelling } = useAppSelector(selectMoneyHistory);
  const { payment } = useAppSelector(selectCheckout);
  const [intentKey, renew] = useIntent();
  const [asking, setAsking] = useState<string | null>(null);
  const { reload } = t;
  // a subscription activated from this table shows up at once
  useEffect(() => {
    if (payment.status === 'success' && payment.purpose === 'subscribe') reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment.status]);

  const activate = (s: Subscription) =>
    dispatch(
      subscriptionModalOpened({
        subscriptionType: s.subscriptionType === 'yearly' ? 'yearly' : 'monthly',
        performer: {
          _id: s.performerId,
          name: s.performerName,
          username: s.performerUsername,
          avatar: s.performerAvatar,
          // the modal reads the creator's current prices as it opens
          monthlyPrice: 0,
          yearlyPrice: 0,
          isFreeSubscription: false,
          durationFreeSubscriptionDays: 0,
        },
      }),
    );

  const action = (s: Subscription) => {
    const state = subscriptionState(s);
    if (state === 'active' && s.autoRenew) {
      if (asking === s._id) {
        return (
          <div role="group" aria-label={`Cancel subscription to ${s.performerName}?`}>
            <p style={{ margin: '0 0 6px' }}>
              It will not renew. You keep access until {dates.day(s.expiredAt)}.
            </p>
            <div className={styles.row}>
              <button
                type="button"
                className={`${styles.btn} ${styles.danger}`}
                disabled={cancelling === s._id}
                onClick={() => {
                  dispatch(subscriptionCancelRequested({ intentKey, id: s._id, gateway: s.paymentGateway }));
                  renew();
                  setAsking(null);
                }}
              >
                Cancel subscription
              </button>
              <button type="button" className={styles.btn} onClick={() => setAsking(null)}>
                Keep it
              </button>
            </div>
          </div>
        );
      }
      return (
        <button
          type="button"
          className={`${styles.btn} ${styles.danger}`}
          disabled={cancelling === s._id}
          aria-label={`Cancel subscription to ${s.performerName}`}
          onClick={() => setAsking(s._id)}
        >
          {cancelling === s._id ? 'Cancelling…' : 'Cancel'}
        </button>
      );
    }
    if (state === 'expired' || state === 'suspended') {
      return (
        <button
          type="button"
          className={`${styles.btn} ${styles.primary}`}
          onClick={() => activate(s)}
          aria-label={`Activate subscription to ${s.performerName}`}
        >
          Activate
        </button>
      );
    }
    return null;
  };

  return (
    <>
      <div className={styles.row} style={{ marginBottom: 12 }}>
        <SelectFilter
          label="Status"
          value={t.state.filters.status}
          options={STATUS_FILTER}
          onChange={(v) => t.setFilter('status', v)}
        />
        <SelectFilter
          label="Type"
          value={t.state.filters.subscriptionType}
          options={TYPE_TEXT}
          onChange={(v) => t.setFilter('subscriptionType', v)}
        />
      </div>
      {t.page.error ? (
        <div role="alert" className={`${styles.alert} ${styles.error}`}>
          {t.page.error}
        </div>
      ) : null}
      <table className={plainTable.table} aria-busy={t.loading || undefined}>
        <thead>
          <tr>
            <th scope="col">Creator</th>
            <th scope="col">Type</th>
            <th scope="col">Start date</th>
            <SortHeader table={t} field="expiredAt" label="Expiry date" />
            <th scope="col">Renewal date</th>
            <SortHeader table={t} field="updatedAt" label="Updated" />
            <th scope="col">Gateway</th>
            <th scope="col">Status</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {t.page.items.map((s) => {
            const state = subscriptionState(s);
            return (
              <tr key={s._id}>
                <td data-label="Creator">
                  <PersonCell avatar={s.performerAvatar}>
                    {s.performerUsername ? (
                      <Link href={paths.profile(s.performerUsername)}>{s.performerName}</Link>
                    ) : (
                      s.performerName
                    )}
                  </PersonCell>
                </td>
                <td data-label="Type">{TYPE_TEXT[s.subscriptionType] ?? s.subscriptionType}</td>
                <td data-label="Start date">{dates.day(s.startRecurringDate)}</td>
                <td data-label="Expiry date">{dates.day(s.expiredAt)}</td>
                <td data-label="Renewal date">
                  {s.autoRenew && s.nextRecurringDate ? dates.day(s.nextRecurringDate) : 'Does not renew'}
                </td>
                <td data-label="Updated">{dates.dayTime(s.updatedAt)}</td>
                <td data-label="Gateway">{gatewayLabel(s.paymentGateway)}</td>
                <td data-label="Status">
                  <span className={`${plainTable.tag} ${STATE_CLASS[state]}`}>
                    {state === 'cancelled'
                      ? `Cancelled — access until ${dates.day(s.expiredAt)}`
                      : STATE_TEXT[state]}
                  </span>
                </td>
                <td data-label="Action">{action(s)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {t.loading && !t.page.items.length ? <p role="status">Loading your subscriptions…</p> : null}
      {!t.loading && !t.page.items.length && !t.page.error ? (
        <p>No subscription yet: subscribe from a creator’s profile.</p>
      ) : null}
      <Pager table={t} total={t.page.total} />
    </>
  );
}
