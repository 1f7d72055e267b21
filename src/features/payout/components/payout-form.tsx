// The payout request form (reference §5.6): an amount from the minimum to the balance (the shared amount field:
// what is typed stays and the limits are said at once), Banking or PayPal, a note. A balance below the minimum
// is said plainly and the form stays disabled until it is reached.
import { useState } from 'react';
import Link from 'next/link';
import { Alert, Button, Input, Radio } from 'antd';
import { AmountField, useAmount } from '@/components/amount-field';
import { paths } from '@/config/paths';
import { formatExact, toCents } from '@/lib/money';
import type { Payout, PayoutMethod } from '../types';

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
      onSubmit={(e) => {
        e.preventDefault();
        if (below || amount.amount === null) return;
        onSubmit({ requestTokens: amount.amount, paymentAccountType: method, requestNote: note.trim() });
      }}
    >
      {below ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={belowMinimumMessage(balance, minimum)}
        />
      ) : null}
      <AmountField
        id="payout-amount"
        label={below ? 'Amount (USD)' : `Amount (USD, ${formatExact(minimum)} to ${formatExact(balance)})`}
        text={amount.text}
        onChange={amount.setText}
        problem={below ? null : amount.problem}
        disabled={below}
      />
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }} disabled={below}>
        <legend style={{ fontSize: 'inherit', marginBottom: 4 }}>Pay me by</legend>
        <Radio.Group
          value={method}
          onChange={(e) => setMethod(e.target.value as PayoutMethod)}
          disabled={below}
          options={[
            { value: 'banking', label: 'Banking' },
            { value: 'paypal', label: 'PayPal' },
          ]}
        />
      </fieldset>
      <label htmlFor="payout-note" style={{ display: 'block', marginBottom: 4 }}>
        Note to the team (optional)
      </label>
      <Input.TextArea
        id="payout-note"
        maxLength={500}
        rows={2}
        value={note}
        disabled={below}
        onChange={(e) => setNote(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          message={error}
          action={
            /banking|Paypal/i.test(error) ? (
              <Link href={paths.creator.banking}>Banking settings</Link>
            ) : undefined
          }
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={sending} disabled={below || amount.amount === null}>
        {editing ? 'Save request' : 'Request payout'}
      </Button>
      {editing ? (
        <Button style={{ marginLeft: 8 }} onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}
