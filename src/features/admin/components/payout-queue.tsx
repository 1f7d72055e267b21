// Payout requests (issue 23): oldest first, filtered by status; approve, reject or mark done, each with a note the
// creator reads (the same service as `npm run payouts`: the creator is mailed and `done` takes the amount off
// their balance through the ledger, refused when the balance no longer covers it).
import { useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { useDates } from '@/lib/dates';
import { formatExact } from '@/lib/money';
import { intentKey, newIntentId } from '@/lib/idempotency';
import { Pager, SelectFilter, plainTable } from '@/components/plain-table';
import type { TableChange } from '@/lib/use-url-table';
import {
  ADMIN_PAGE_SIZE,
  decidePayout,
  getPayoutQueue,
  type PayoutDecision,
  type PayoutQueueItem,
  type PayoutStatus,
} from '../api';
import { useAdminList } from '../use-admin-list';
import { useConsoleGate } from './two-factor-gate';
import { PlainDialog } from '@/components/plain-dialog';
import styles from './admin.module.css';
import { DecisionNote } from './decision-note';

const STATUSES: Record<PayoutStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  done: 'Paid',
};
const NEXT: Record<PayoutStatus, PayoutDecision[]> = {
  pending: ['approve', 'reject', 'done'],
  approved: ['done', 'reject'],
  rejected: [],
  done: [],
};
const VERB: Record<PayoutDecision, string> = { approve: 'Approve', reject: 'Reject', done: 'Mark paid' };

function Destination({ item }: { item: PayoutQueueItem }) {
  if (item.payout.paymentAccountType === 'paypal')
    return <>PayPal: {item.paypal?.value.email || 'not set up'}</>;
  const b = item.banking;
  if (!b) return <>Bank: not set up</>;
  return (
    <>
      Bank: {b.firstName} {b.lastName}, {b.bankName}, account {b.bankAccount}
      {b.bankRouting ? `, routing ${b.bankRouting}` : ''}
      {b.bankSwiftCode ? `, SWIFT ${b.bankSwiftCode}` : ''} ({b.country})
    </>
  );
}

export function PayoutQueue() {
  const dates = useDates();
  const { refused } = useConsoleGate();
  const [status, setStatus] = useState<PayoutStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const list = useAdminList(() => getPayoutQueue(status, page), `${status}:${page}`);
  const [deciding, setDeciding] = useState<{ item: PayoutQueueItem; decision: PayoutDecision } | null>(null);
  const [note, setNote] = useState('');
  const [intent, setIntent] = useState(newIntentId);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const table = {
    state: { current: page, pageSize: ADMIN_PAGE_SIZE, sortBy: '', sort: 'ascend' as const },
    change: (c: TableChange) => setPage(c.current ?? 1),
  };

  const decide = () => {
    if (!deciding) return;
    const { item, decision } = deciding;
    const body = { id: item.payout._id, decision, note: note.trim() };
    setBusy(true);
    setError('');
    decidePayout(body.id, decision, body.note, intentKey(intent, body)).then(
      (after) => {
        setBusy(false);
        setDeciding(null);
        setNote('');
        setIntent(newIntentId());
        setMessage(
          `${item.creator.username}'s request is now ${STATUSES[after.payout.status].toLowerCase()}.`,
        );
        list.reload();
      },
      (err: unknown) => {
        setBusy(false);
        if (!refused(err)) setError(toApiError(err, 'The decision could not be saved').message);
      },
    );
  };

  return (
    <>
      <div className={styles.filters}>
        <SelectFilter
          label="Status"
          value={status}
          options={STATUSES}
          onChange={(v) => {
            setStatus(v as PayoutStatus | '');
            setPage(1);
          }}
        />
      </div>
      <p role="status" className={styles.muted}>
        {message ||
          (list.loading ? 'Loading…' : `${list.total} ${list.total === 1 ? 'request' : 'requests'}`)}
      </p>
      {list.error || (error && !deciding) ? (
        <p className={styles.error} role="alert">
          {list.error || error}
        </p>
      ) : null}
      <table className={plainTable.table}>
        <caption className="sr-only">Payout requests, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Creator</th>
            <th scope="col" className={plainTable.num}>
              Amount
            </th>
            <th scope="col">Paid to</th>
            <th scope="col">Notes</th>
            <th scope="col">Status</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) => (
            <tr key={item.payout._id}>
              <td data-label="Asked">{dates.dayTime(item.payout.createdAt)}</td>
              <td data-label="Creator">
                {item.creator.username} (balance {formatExact(item.creator.balance)})
              </td>
              <td data-label="Amount" className={plainTable.num}>
                {formatExact(item.payout.requestTokens)}
              </td>
              <td data-label="Paid to">
                <Destination item={item} />
              </td>
              <td data-label="Notes">
                {item.payout.requestNote ? <div>Creator: {item.payout.requestNote}</div> : null}
                {item.payout.adminNote ? <div>Operator: {item.payout.adminNote}</div> : null}
              </td>
              <td data-label="Status">{STATUSES[item.payout.status]}</td>
              <td data-label="Decision">
                <div className={styles.actions} style={{ marginTop: 0 }}>
                  {NEXT[item.payout.status].map((decision) => (
                    <button
                      key={decision}
                      type="button"
                      className={styles.btn}
                      aria-label={`${VERB[decision]} ${item.creator.username}'s ${formatExact(item.payout.requestTokens)}`}
                      onClick={() => {
                        setError('');
                        setDeciding({ item, decision });
                      }}
                    >
                      {VERB[decision]}…
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!list.loading && list.items.length === 0 && !list.error ? (
        <div className={styles.panel}>No payout request here.</div>
      ) : null}
      <Pager table={table} total={list.total} />
      <PlainDialog
        open={deciding !== null}
        title={
          deciding
            ? `${VERB[deciding.decision]} ${deciding.item.creator.username}'s ${formatExact(deciding.item.payout.requestTokens)}?`
            : ''
        }
        confirmLabel={deciding ? VERB[deciding.decision] : 'Confirm'}
        danger={deciding?.decision === 'reject'}
        busy={busy}
        onConfirm={decide}
        onCancel={() => {
          setDeciding(null);
          setNote('');
          setError('');
        }}
      >
        {deciding?.decision === 'done' ? (
          <p>Only once the money has left: the amount comes off the creator’s balance now.</p>
        ) : null}
        <DecisionNote label="Note for the creator (optional)" value={note} onChange={setNote} error={error} />
      </PlainDialog>
    </>
  );
}
