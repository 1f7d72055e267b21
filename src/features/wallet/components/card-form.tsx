// Adding a card in sandbox mode: number, holder, expiry, CVC. Only brand, last four and expiry are kept by the
// API; the form clears the number and CVC once the card is saved. antd-free (it sits on the /wallet page).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useIntent } from '@/lib/use-intent';
import { cardAddRequested } from '../checkout-slice';
import { selectCheckout } from '../checkout-slice';
import styles from './money.module.css';
import { useFeature } from '@/store/use-feature';
import { checkoutFeature } from '../checkout-feature';

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;

export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = EXPIRY.exec(value.trim());
  if (!m) return null;
  const year = Number(m[2]);
  return { month: Number(m[1]), year: year < 100 ? 2000 + year : year };
}

interface Values {
  number: string;
  holderName: string;
  expiry: string;
  cvc: string;
}
const EMPTY: Values = { number: '', holderName: '', expiry: '', cvc: '' };

/** A card is good through the last day of its expiry month. */
export function hasExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1);
}

function expiryProblem(value: string, now: Date): string | undefined {
  if (!value.trim()) return 'Please enter the expiry date';
  const parsed = parseExpiry(value);
  if (!parsed) return 'Use MM/YY, e.g. 12/30';
  return hasExpired(parsed, now) ? 'This card has expired' : undefined;
}

/** What is wrong with the typed card, field by field (empty when it can be sent). */
export function cardProblems(v: Values, now: Date = new Date()): Partial<Record<keyof Values, string>> {
  const out: Partial<Record<keyof Values, string>> = {};
  const digits = v.number.replace(/[\s-]/g, '');
  if (!digits) out.number = 'Please enter the card number';
  else if (!/^\d{12,19}$/.test(digits)) out.number = 'Card numbers have 12 to 19 digits';
  if (!v.holderName.trim()) out.holderName = 'Please enter the name on the card';
  const expiry = expiryProblem(v.expiry, now);
  if (expiry) out.expiry = expiry;
  if (!/^\d{3,4}$/.test(v.cvc.trim())) out.cvc = '3 or 4 digits';
  return out;
}

export function CardForm({ onSaved }: { onSaved?: () => void }) {
  useFeature(checkoutFeature);
  const dispatch = useAppDispatch();
  const { cards } = useAppSelector(selectCheckout);
  // one key per card being saved; a new one once the API has answered
  const [intentKey, renew] = useIntent();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const saving = useRef(false);
  const id = useId();

  useEffect(() => {
    // this form's card was saved: clear the sensitive fields
    if (saving.current && !cards.adding) {
      saving.current = false;
      renew();
      if (!cards.addError) {
        formRef.current?.reset();
        onSaved?.();
      }
    }
  }, [cards.adding, cards.addError, onSaved, renew]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { elements } = e.currentTarget;
    const values: Values = { ...EMPTY };
    for (const key of Object.keys(EMPTY) as (keyof Values)[]) {
      const input = elements.namedItem(key);
      values[key] = input instanceof HTMLInputElement ? input.value : '';
    }
    const found = cardProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    const expiry = parseExpiry(values.expiry) as { month: number; year: number };
    saving.current = true;
    dispatch(
      cardAddRequested({
        intentKey,
        card: {
          number: values.number.replace(/\s+/g, ' ').trim(),
          holderName: values.holderName.trim(),
          cvc: values.cvc.trim(),
          ...expiry,
        },
      }),
    );
  };

  const field = (name: keyof Values, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className={styles.field}>
      {/* the message stays out of the label: the field's name does not change with it */}
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        name={name}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {problems[name] ? (
        <span id={`${id}-${name}-error`} className={styles.fieldError}>
          {problems[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <form ref={formRef} aria-label="Add a card" onSubmit={submit} noValidate>
      {field('number', 'Card number', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '4242 4242 4242 4242',
        maxLength: 23,
      })}
      {field('holderName', 'Name on card', { autoComplete: 'cc-name', maxLength: 100 })}
      <div className={styles.pair}>
        {field('expiry', 'Expiry (MM/YY)', {
          autoComplete: 'cc-exp',
          placeholder: '12/30',
          maxLength: 7,
          // a wrong or past date is said when the field is left, not only after Save
          onBlur: (e) => {
            const value = e.currentTarget.value;
            setProblems((p) => ({
              ...p,
              expiry: value.trim() ? expiryProblem(value, new Date()) : undefined,
            }));
          },
        })}
        {field('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
      </div>
      {cards.addError ? (
        <div role="alert" className={`${styles.alert} ${styles.error}`}>
          {cards.addError}
        </div>
      ) : null}
      <button
        type="submit"
        className={`${styles.btn} ${styles.primary}`}
        disabled={cards.adding}
        aria-busy={cards.adding || undefined}
      >
        {cards.adding ? 'Saving…' : 'Save card'}
      </button>
    </form>
  );
}
