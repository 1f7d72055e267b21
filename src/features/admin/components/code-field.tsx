// The 6-digit code input: numeric keyboard on phones, the one-time-code autofill hint.
import { useId } from 'react';
import styles from './admin.module.css';

export function CodeField(props: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}
