// Adding a card in sandbox mode: number, holder, expiry, CVC. Only brand, last four and expiry are kept by the
// API; the form clears the number and CVC once the card is saved. antd-free (it sits on the /wallet page).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useIntent } from '@/lib/use-intent';
import { cardAddRequested, selectWallet } from '../wallet-slice';
import styles from './money.module.css';

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

/** What is wrong with the typed card, field by field (empty when it can be sent). */
export function cardProblems(v: Values): Partial<Record<keyof Values, string>> {
  const out: Partial<Record<keyof Values, string>> = {};
  const digits = v.number.replace(/[\s-]/g, '');
  if (!digits) out.number = 'Please enter the card number';
  else if (!/^\d{12,19}$/.test(digits)) out.number = 'Card numbers have 12 to 19 digits';
  if (!v.holderName.trim()) out.holderName = 'Please enter the name on the card';
  if (!v.expiry.trim()) out.expiry = 'Please enter the expiry date';
  else if (!parseExpiry(v.expiry)) out.expiry = 'Use MM/YY, e.g. 12/30';
  if (!/^\d{3,4}$/.test(v.cvc.trim())) out.cvc = '3 or 4 digits';
  return out;
}

export function CardForm({ onSaved }: { onSaved?: () => void }) {
  const dispatch = useAppDispatch();
  const { cards } = useAppSelector(selectWallet);
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
    const data = new FormData(e.currentTarget);
    const values: Values = { ...EMPTY };
    for (const key of Object.keys(EMPTY) as (keyof Values)[]) values[key] = String(data.get(key) ?? '');
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
    <label className={styles.field} htmlFor={`${id}-${name}`}>
      <span>{label}</span>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        name={name}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {problems[name] ? (
        <span
          id={`${id}-${name}-error`}
          className={styles.alert}
          style={{ display: 'block', border: 0, padding: '2px 0', margin: 0, color: '#cf1322' }}
        >
          {problems[name]}
        </span>
      ) : null}
    </label>
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
      <div className={styles.row}>
        {field('expiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', placeholder: '12/30', maxLength: 7 })}
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
