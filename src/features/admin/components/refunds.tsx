// Refunds (issue 23): the operator finds a fan (username, name or email), sees their latest purchases and
// subscriptions, and refunds one after a confirmation that says how much goes back to whom. A money POST: one
// Idempotency-Key per intent, so a double click or a retry refunds once. The ledger side is the API's.
import { useState, type FormEvent } from 'react';
import { toApiError } from '@/lib/api-error';
import { formatExact } from '@/lib/money';
import { intentKey, newIntentId } from '@/lib/idempotency';
import { PlainDialog } from '@/components/plain-dialog';
import { plainTable } from '@/components/plain-table';
import { getPerson, refund, searchFans, type PersonDetail, type Refund, type RefundKind } from '../site-api';
import { useAdminData } from '../use-admin-data';
import { useConsoleGate } from './two-factor-gate';
import styles from './admin.module.css';
import { DecisionNote } from './decision-note';

interface Candidate {
  kind: RefundKind;
  id: string;
  what: string;
  creator: string;
  /** dollars, when the list knows it (a subscription's period price is known after the refund) */
  amount: number | null;
}

const candidates = (p: PersonDetail): Candidate[] => [
  ...p.purchases
    .filter((t) => t.status === 'success' && t.totalPrice > 0)
    .map((t) => ({
      kind: 'purchase' as const,
      id: t._id,
      what: t.description || t.type,
      creator: t.performerInfo?.username ?? '',
      amount: t.totalPrice,
    })),
  ...p.subscriptions
    .filter((s) => s.transactionId && s.userId === p.person._id)
    .map((s) => ({
      kind: 'subscription' as const,
      id: s.transactionId as string,
      what: `${s.subscriptionType} subscription, latest period`,
      creator: s.performerInfo?.username ?? '',
      amount: null,
    })),
];

function outcome(r: Refund, fan: string): string {
  return (
    `Refunded ${formatExact(r.amount)} to ${fan}'s wallet: ${formatExact(r.fromPerformer)} from the creator, ` +
    `${formatExact(r.fromPlatform)} from the platform.${r.subscriptionEnded ? ' The subscription has ended.' : ''}`
  );
}

export function Refunds() {
  const { refused } = useConsoleGate();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [fanId, setFanId] = useState('');
  const fans = useAdminData(() => (searched ? searchFans(searched) : Promise.resolve(null)), `q:${searched}`);
  const person = useAdminData(() => (fanId ? getPerson(fanId) : Promise.resolve(null)), `p:${fanId}`);
  const [picked, setPicked] = useState<Candidate | null>(null);
  const [note, setNote] = useState('');
  const [intent, setIntent] = useState(newIntentId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState('');
  const fan = person.data?.person;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setSearched(query.trim());
    setFanId('');
    setResult('');
  };

  const confirm = () => {
    if (!picked || !fan) return;
    const body = { kind: picked.kind, id: picked.id, note: note.trim() };
    setBusy(true);
    setError('');
    refund(body.kind, body.id, body.note, intentKey(intent, body)).then(
      (r) => {
        setBusy(false);
        setPicked(null);
        setNote('');
        setIntent(newIntentId());
        setResult(outcome(r, fan.username));
        person.reload();
      },
      (err: unknown) => {
        setBusy(false);
        if (!refused(err)) setError(toApiError(err, 'The refund could not be made').message);
      },
    );
  };

  const items = person.data ? candidates(person.data) : [];
  return (
    <>
      <form className={styles.filters} onSubmit={search} role="search">
        <label className={styles.field}>
          Fan (username, name or email)
          <input
            className={styles.input}
            value={query}
            maxLength={100}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <button type="submit" className={`${styles.btn} ${styles.primary}`} disabled={!query.trim()}>
          Find
        </button>
      </form>
      {searched ? (
        <div className={styles.panel}>
          <h2 style={{ fontSize: 16, marginTop: 0 }}>Fans matching “{searched}”</h2>
          {fans.loading ? <p role="status">Searching…</p> : null}
          {fans.error ? <p className={styles.error}>{fans.error}</p> : null}
          {fans.data && !fans.data.data.length ? <p role="status">No fan matches.</p> : null}
          <ul className={styles.actions} style={{ listStyle: 'none', padding: 0 }}>
            {fans.data?.data.map((p) => (
              <li key={p._id}>
                <button
                  type="button"
                  className={styles.btn}
                  aria-pressed={fanId === p._id}
                  onClick={() => {
                    setFanId(p._id);
                    setResult('');
                  }}
                >
                  {p.username} ({p.email})
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result ? (
        <p role="status" className={styles.panel}>
          {result}
        </p>
      ) : null}
      {fan ? (
        <section aria-labelledby="refundable">
          <h2 id="refundable" style={{ fontSize: 18 }}>
            {fan.username}: what can be refunded (wallet balance {formatExact(fan.balance)})
          </h2>
          {items.length ? (
            <table className={plainTable.table}>
              <caption className="sr-only">{fan.username}'s latest purchases and subscriptions</caption>
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">Creator</th>
                  <th scope="col" className={plainTable.num}>
                    Paid
                  </th>
                  <th scope="col">Refund</th>
                </tr>
              </thead>
              <tbody>
                {items.map((c) => (
                  <tr key={`${c.kind}:${c.id}`}>
                    <td data-label="What">{c.what}</td>
                    <td data-label="Creator">{c.creator}</td>
                    <td data-label="Paid" className={plainTable.num}>
                      {c.amount === null ? 'the period’s price' : formatExact(c.amount)}
                    </td>
                    <td data-label="Refund">
                      <button
                        type="button"
                        className={styles.btn}
                        aria-label={`Refund ${c.what}${c.amount === null ? '' : ` (${formatExact(c.amount)})`}`}
                        onClick={() => {
                          setError('');
                          setPicked(c);
                        }}
                      >
                        Refund…
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.panel}>
              {person.loading ? 'Loading…' : 'Nothing paid that can be refunded.'}
            </p>
          )}
          <p className={styles.muted}>Latest first; older items and refunded ones are not listed.</p>
        </section>
      ) : null}
      <PlainDialog
        open={picked !== null}
        title={
          picked && fan
            ? `Refund ${picked.amount === null ? 'the period’s price' : formatExact(picked.amount)} to ${fan.username}?`
            : ''
        }
        confirmLabel="Refund"
        danger
        busy={busy}
        onConfirm={confirm}
        onCancel={() => {
          setPicked(null);
          setNote('');
          setError('');
        }}
      >
        {picked && fan ? (
          <p>
            {picked.amount === null ? 'What the period cost' : formatExact(picked.amount)} goes back to{' '}
            {fan.username}
            ’s wallet for “{picked.what}”. {picked.creator || 'The creator'} gives back their share as far as
            their balance covers it; the platform covers the rest.
            {picked.kind === 'subscription'
              ? ' If it is the running period, the subscription ends now.'
              : ''}{' '}
            The fan is mailed. This cannot be undone.
          </p>
        ) : null}
        <DecisionNote
          label="Note for the audit log (optional)"
          value={note}
          onChange={setNote}
          rows={2}
          error={error}
        />
      </PlainDialog>
    </>
  );
}
