// The payout request form (reference §5.6): an amount from the minimum to the balance (the shared amount field:
// what is typed stays and the limits are said at once), Banking or PayPal, a note. A balance below the minimum
// is said plainly and the form stays disabled until it is reached. antd-free (issue 22).
import { useState } from 'react';
import { Link } from '@/components/link';
import { AmountField, useAmount } from '@/components/amount-field';
import { PlainTextArea } from '@/components/plain-field';
import { paths } from '@/config/paths';
import { formatExact, toCents } from '@/lib/money';
import type { Payout, PayoutMethod } from '../types';
import styles from './payout.module.css';

const METHODS: { value: PayoutMethod; label: string }[] = [
  { value: 'banking', label: 'Banking' },
  { value: 'paypal', label: 'PayPal' },
];

export interface PayoutFormValues {
  requestTokens: number;
  paymentAccountType: PayoutMethod;
  requestNote: string;
}

export function belowMinimumMessage(balance: number, minimum: number): string {
  return `Your balance is ${formatExact(balance)}. Payouts start at ${formatExact(minimum)}: you can request one once your balance reaches it.`;
}

export function PayoutForm({
  balance,
  minimum,
  editing,
  sending,
  error,
  onSubmit,
  onCancel,
}: {
  balance: number;
  minimum: number;
  /** the pending request being edited */
  editing: Payout | null;
  sending: boolean;
  error: string | null;
  onSubmit: (values: PayoutFormValues) => void;
  onCancel: () => void;
}) {
  const below = toCents(balance) < toCents(minimum);
  const amount = useAmount(editing ? String(editing.requestTokens) : below ? '' : String(balance), {
    min: minimum,
    max: balance,
    noun: 'payout',
    maxMessage: `You can request up to your balance, ${formatExact(balance)}`,
  });
  const [method, setMethod] = useState<PayoutMethod>(editing?.paymentAccountType ?? 'banking');
  const [note, setNote] = useState(editing?.requestNote ?? '');

  return (
    <form
      aria-label="Payout request"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (below || amount.amount === null) return;
        onSubmit({ requestTokens: amount.amount, paymentAccountType: method, requestNote: note.trim() });
      }}
    >
      {below ? <p className={styles.notice}>{belowMinimumMessage(balance, minimum)}</p> : null}
      <AmountField
        id="payout-amount"
        label={below ? 'Amount (USD)' : `Amount (USD, ${formatExact(minimum)} to ${formatExact(balance)})`}
        text={amount.text}
        onChange={amount.setText}
        problem={below ? null : amount.problem}
        disabled={below}
      />
      <fieldset className={styles.methods} disabled={below}>
        <legend>Pay me by</legend>
        {METHODS.map((m) => (
          <label key={m.value} className="pf-check">
            <input
              type="radio"
              name="payout-method"
              value={m.value}
              checked={method === m.value}
              onChange={() => setMethod(m.value)}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      <PlainTextArea
        id="payout-note"
        label="Note to the team (optional)"
        maxLength={500}
        rows={2}
        value={note}
        disabled={below}
        onChange={setNote}
      />
      {error ? (
        <p className={`pf-alert ${styles.alert}`} role="alert">
          {error}
          {/banking|Paypal/i.test(error) ? <Link href={paths.creator.banking}>Banking settings</Link> : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={sending || below || amount.amount === null}
          aria-busy={sending || undefined}
        >
          {editing ? 'Save request' : 'Request payout'}
        </button>
        {editing ? (
          <button type="button" className={styles.btn} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
