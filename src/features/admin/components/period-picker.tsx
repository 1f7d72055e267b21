// The dashboard's period: the last 7, 30, 90 or 365 days, or any from / to (UTC days, as the API counts them).
import { useId } from 'react';
import styles from './admin.module.css';

export interface Period {
  from: string;
  to: string;
  /** the preset in days, or 0 for dates the operator chose */
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PRESETS = [7, 30, 90, 365];
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function periodOf(days: number, now = Date.now()): Period {
  return { from: day(now - (days - 1) * DAY_MS), to: day(now), days };
}

export function PeriodPicker({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const id = useId();
  const dated = (patch: Partial<Period>) => {
    const next = { ...value, ...patch, days: 0 };
    if (/^\d{4}-\d{2}-\d{2}$/.test(next.from) && /^\d{4}-\d{2}-\d{2}$/.test(next.to) && next.from <= next.to)
      onChange(next);
  };
  return (
    <div className={styles.filters} role="group" aria-label="Dashboard period">
      <div className={styles.field}>
        <label htmlFor={`${id}-preset`}>Period</label>
        <select
          id={`${id}-preset`}
          className={styles.input}
          value={value.days || ''}
          onChange={(e) => (e.target.value ? onChange(periodOf(Number(e.target.value))) : undefined)}
        >
          {PRESETS.map((n) => (
            <option key={n} value={n}>
              Last {n} days
            </option>
          ))}
          <option value="">Chosen dates</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          className={styles.input}
          value={value.from}
          max={value.to}
          onChange={(e) => dated({ from: e.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          className={styles.input}
          value={value.to}
          min={value.from}
          onChange={(e) => dated({ to: e.target.value })}
        />
      </div>
    </div>
  );
}
