// /creator/my-subscriber (reference §2.5, issue 10): the creator's fans with their plan, start, expiry and state,
// a status filter, and a Message link per fan (it opens the conversation with that fan). antd-free; the view
// lives in the URL; rows become cards on phones.
import { useEffect } from 'react';
import { Link } from '@/components/link';
import { Pager, PersonCell, plainTable, SelectFilter, SortHeader } from '@/components/plain-table';
import { paths } from '@/config/paths';
import { useDates } from '@/lib/dates';
import type { TableQueryDefaults } from '@/lib/table-query';
import { useUrlTable } from '@/lib/use-url-table';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { earningFeature } from '../earning-feature';
import { gatewayLabel, subscriptionState } from '@/features/wallet';
import { selectEarning, subscribersRequested } from '../earning-slice';
import styles from './earnings.module.css';

const TYPE_TEXT: Record<string, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  free: 'Free trial',
  system: 'Gift',
};
const STATUS_FILTER: Record<string, string> = { active: 'Active', inactive: 'Ended', suspended: 'Suspended' };
const STATE = {
  active: ['Active', plainTable.tagGreen],
  cancelled: ['Not renewing', plainTable.tagGold],
  suspended: ['Suspended', plainTable.tagRed],
  expired: ['Ended', ''],
} as const;

const defaults: TableQueryDefaults<{ status: string; subscriptionType: string }> = {
  pageSize: 10,
  sortBy: 'updatedAt',
  filters: { status: '', subscriptionType: '' },
  allowed: {
    status: Object.keys(STATUS_FILTER),
    subscriptionType: Object.keys(TYPE_TEXT),
    sortBy: ['updatedAt', 'createdAt', 'expiredAt'],
  },
};

/** The messenger opened on the conversation with a fan (reference §2.3 `/messages?toSource=user&toId=`). */
export const messageFanHref = (userId: string) =>
  `${paths.messages}?toSource=user&toId=${encodeURIComponent(userId)}`;

export function SubscribersTable() {
  const dates = useDates();
  useFeature(earningFeature);
  const dispatch = useAppDispatch();
  const { subscribers } = useAppSelector(selectEarning);
  const t = useUrlTable(defaults);
  useEffect(() => {
    if (t.ready) dispatch(subscribersRequested(t.apiQuery));
    // the key names the whole view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, t.key, t.ready]);
  const loading = subscribers.status === 'loading' || subscribers.status === 'idle';

  return (
    <>
      <div className={styles.filters}>
        <SelectFilter
          label="Status"
          value={t.state.filters.status}
          options={STATUS_FILTER}
          onChange={(v) => t.setFilter('status', v)}
          className={styles.control}
        />
        <SelectFilter
          label="Type"
          value={t.state.filters.subscriptionType}
          options={TYPE_TEXT}
          onChange={(v) => t.setFilter('subscriptionType', v)}
          className={styles.control}
        />
      </div>
      {subscribers.error ? (
        <div role="alert" className={styles.alert}>
          {subscribers.error}
        </div>
      ) : null}
      <table className={plainTable.table} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">Fan</th>
            <th scope="col">Type</th>
            <SortHeader table={t} field="createdAt" label="Start date" />
            <SortHeader table={t} field="expiredAt" label="Expiry date" />
            <th scope="col">Renewal date</th>
            <th scope="col">Gateway</th>
            <SortHeader table={t} field="updatedAt" label="Updated" />
            <th scope="col">Status</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {subscribers.items.map((s) => {
            const [text, tone] = STATE[subscriptionState(s)];
            return (
              <tr key={s._id}>
                <td data-label="Fan">
                  <PersonCell avatar={s.fanAvatar}>{s.fanName || 'A fan'}</PersonCell>
                </td>
                <td data-label="Type">{TYPE_TEXT[s.subscriptionType] ?? s.subscriptionType}</td>
                <td data-label="Start date">{dates.day(s.startRecurringDate)}</td>
                <td data-label="Expiry date">{dates.day(s.expiredAt)}</td>
                <td data-label="Renewal date">
                  {s.autoRenew && s.nextRecurringDate ? dates.day(s.nextRecurringDate) : 'Does not renew'}
                </td>
                <td data-label="Gateway">{gatewayLabel(s.paymentGateway)}</td>
                <td data-label="Updated">{dates.day(s.updatedAt)}</td>
                <td data-label="Status">
                  <span className={`${plainTable.tag} ${tone}`}>{text}</span>
                </td>
                <td data-label="Message">
                  <Link href={messageFanHref(s.userId)} aria-label={`Message ${s.fanName || 'this fan'}`}>
                    Message
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {loading && !subscribers.items.length ? <p role="status">Loading your subscribers…</p> : null}
      {!loading && !subscribers.items.length && !subscribers.error ? (
        <p className={styles.muted}>
          {t.state.filters.status
            ? 'No subscriber with this status.'
            : 'No subscriber yet: share your profile to get your first fans.'}
        </p>
      ) : null}
      <Pager table={t} total={subscribers.total} />
    </>
  );
}
