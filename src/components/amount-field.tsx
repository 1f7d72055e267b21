// The one money amount field (tips on a profile and in a live, wallet top-ups, payout requests). What the payer
// typed stays in the field as typed: it is never clamped, rounded or reset behind their back (a number
// spinner did that, so a typed $5 tip read "Send $10.00"). The form reads one parsed amount, and the field
// says at once why it is refused ("The minimum tip is $10.00", from the site's settings). antd-free: the
// money pages hold a small first load.
import { useState } from 'react';
import { formatExact, toCents } from '@/lib/money';
import styles from './amount-field.module.css';

export interface AmountLimits {
  /** dollars */
  min: number;
  max: number;
  /** what is paid, for the messages: "tip", "top-up", "payout" */
  noun: string;
  /** said instead of "The maximum … is $X" (a payout's maximum is the balance) */
  maxMessage?: string;
}

const SHAPE = /^\d+(?:\.\d*)?$/;

/** Dollars from what was typed ("12", "12.5", "12,50" with a decimal comma), or null when it is no amount. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!SHAPE.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Why the typed amount cannot be paid, or null when it can. */
export function amountProblem(text: string, limits: AmountLimits): string | null {
  if (!text.trim()) return 'Please enter an amount';
  const n = parseAmount(text);
  if (n === null) return 'Enter an amount in dollars, like 12.50';
  if (/\.\d{3,}$/.test(text.trim().replace(',', '.'))) return 'Use at most two decimals';
  if (toCents(n) < toCents(limits.min)) return `The minimum ${limits.noun} is ${formatExact(limits.min)}`;
  if (toCents(n) > toCents(limits.max))
    return limits.maxMessage ?? `The maximum ${limits.noun} is ${formatExact(limits.max)}`;
  return null;
}

/** The field's state: the text as typed, the amount it means (null while refused) and why it is refused. */
export function useAmount(initial: string, limits: AmountLimits) {
  const [text, setText] = useState(initial);
  const problem = amountProblem(text, limits);
  const amount = problem ? null : parseAmount(text);
  return { text, setText, amount, problem };
}

export function AmountField({
  id,
  label,
  text,
  onChange,
  problem,
  disabled,
  describedBy,
}: {
  id: string;
  label: string;
  text: string;
  onChange: (text: string) => void;
  /** shown under the field (an empty field says nothing until it is left) */
  problem: string | null;
  disabled?: boolean;
  /** another element that describes the field (a hint) */
  describedBy?: string;
}) {
  const [left, setLeft] = useState(false);
  const shown = problem && (text.trim() !== '' || left) ? problem : '';
  const errorId = `${id}-problem`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={styles.box}>
        <span className={styles.currency} aria-hidden="true">
          $
        </span>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={[describedBy, errorId].filter(Boolean).join(' ')}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => setLeft(true)}
        />
      </span>
      <span id={errorId} className={styles.problem} aria-live="polite">
        {shown}
      </span>
    </div>
  );
}
