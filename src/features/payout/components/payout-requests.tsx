// /creator/payout-request (reference §2.5, §5.6): what was earned, paid out and can be requested; a request form
// (amount from the minimum to the balance, note, Banking or PayPal) when no request is pending; the requests
// with their status and the operator's note. Editable while pending. antd-free (issue 22): the figures as a
// definition list, the plain table (cards on a phone) and its pager.
import { useDates } from '@/lib/dates';
import { useEffect, useState } from 'react';
import { PageNav, plainTable } from '@/components/plain-table';
import { formatExact } from '@/lib/money';
import { useIntent } from '@/lib/use-intent';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { payoutFeature } from '../payout-feature';
import { selectSettings } from '@/features/settings';
import {
  payoutFormRequested,
  payoutRequested,
  payoutsRequested,
  payoutsViewLeft,
  selectPayout,
} from '../payout-slice';
import type { Payout } from '../types';
import { PayoutForm } from './payout-form';
import styles from './payout.module.css';

const STATUS_TAG = {
  pending: plainTable.tagGold,
  approved: plainTable.tagBlue,
  rejected: plainTable.tagRed,
  done: plainTable.tagGreen,
} as const;
const PAGE_SIZE = 10;

export function PayoutRequests() {
  const dates = useDates();
  const dispatch = useAppDispatch();
  useFeature(payoutFeature);
  const { requests, form: state } = useAppSelector(selectPayout);
  const { minimumPayoutAmount } = useAppSelector(selectSettings);
  const [intentKey, renew] = useIntent();
  // the request being edited, until the next answer (its `sent` count) closes the edit
  const [edit, setEdit] = useState<{ payout: Payout; at: number } | null>(null);
  const editing = edit && edit.at === state.sent ? edit.payout : null;
  const setEditing = (payout: Payout | null) => setEdit(payout ? { payout, at: state.sent } : null);
  const [page, setPage] = useState(1);

  useEffect(() => {
    dispatch(payoutFormRequested());
  }, [dispatch, state.sent]);
  useEffect(() => {
    dispatch(payoutsRequested({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }));
  }, [dispatch, page]);
  useEffect(
    () => () => {
      dispatch(payoutsViewLeft());
    },
    [dispatch],
  );
  useEffect(() => {
    if (state.sent) renew();
  }, [state.sent, renew]);

  const balance = state.stats?.balance ?? 0;
  const open = editing !== null || state.canRequest === true;
  const loading = requests.status === 'loading' || requests.status === 'idle';

  return (
    <>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Total earned</dt>
          <dd>{formatExact(state.stats?.totalEarned ?? 0)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Paid out</dt>
          <dd>{formatExact(state.stats?.paidOut ?? 0)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Balance</dt>
          <dd>{formatExact(balance)}</dd>
        </div>
      </dl>
      <section className={`plain-card ${styles.card}`} aria-labelledby="payout-request-title">
        <h2 id="payout-request-title">{editing ? 'Edit your payout request' : 'Request a payout'}</h2>
        {state.canRequest === false && !editing ? (
          <p className={styles.notice} role="status">
            Your previous request is pending. Please wait before requesting new payout
          </p>
        ) : null}
        {open ? (
          <PayoutForm
            key={editing?._id ?? 'new'}
            balance={balance}
            minimum={minimumPayoutAmount}
            editing={editing}
            sending={state.sending}
            error={state.error}
            onCancel={() => setEditing(null)}
            onSubmit={(input) =>
              dispatch(
                payoutRequested({
                  intentKey,
                  id: editing?._id,
                  input: { ...input, requestTokens: Math.round(input.requestTokens * 100) / 100 },
                }),
              )
            }
          />
        ) : null}
      </section>
      {requests.error ? (
        <p className="pf-alert" role="alert">
          {requests.error}
        </p>
      ) : null}
      <table className={plainTable.table} aria-busy={loading || undefined} aria-label="Payout requests">
        <thead>
          <tr>
            <th scope="col" className={plainTable.num}>
              Amount
            </th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
            <th scope="col">Requested</th>
            <th scope="col">Updated</th>
            <th scope="col">Note from the team</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {requests.items.map((p) => (
            <tr key={p._id}>
              <td data-label="Amount" className={plainTable.num}>
                {formatExact(p.requestTokens)}
              </td>
              <td data-label="Method">{p.paymentAccountType === 'paypal' ? 'PayPal' : 'Banking'}</td>
              <td data-label="Status">
                <span className={`${plainTable.tag} ${STATUS_TAG[p.status]}`}>
                  {p.status[0].toUpperCase() + p.status.slice(1)}
                </span>
              </td>
              <td data-label="Requested">{dates.dayTime(p.createdAt)}</td>
              <td data-label="Updated">{dates.dayTime(p.updatedAt)}</td>
              <td data-label="Note from the team">{p.adminNote || '—'}</td>
              <td data-label="Action">
                {p.status === 'pending' ? (
                  <button type="button" className={styles.small} onClick={() => setEditing(p)}>
                    Edit
                  </button>
                ) : (
                  <span>Read-only</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {requests.items.length === 0 ? (
        <p className={styles.empty} role={loading ? 'status' : undefined}>
          {loading ? 'Loading…' : 'No payout request yet'}
        </p>
      ) : null}
      <PageNav current={page} pageSize={PAGE_SIZE} total={requests.total} onChange={setPage} />
    </>
  );
}
