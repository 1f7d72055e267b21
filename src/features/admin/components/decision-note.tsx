// The note field of every console decision dialog (reject, payout, hide, deactivate, refund), with the
// decision's refusal under it: one field, so the dialogs cannot drift in length limit, size or error wording.
import styles from './admin.module.css';

export function DecisionNote({
  label,
  value,
  onChange,
  rows = 3,
  error,
}: {
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  error?: string | null;
}) {
  return (
    <>
      <label className={styles.field}>
        {label}
        <textarea
          className={styles.input}
          rows={rows}
          maxLength={1000}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
