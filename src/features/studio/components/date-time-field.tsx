// A date and time of the studio form kit (issue 22): the native `datetime-local` input (the phone's own picker, no
// date library) in the browser's zone, and under it the chosen moment in UTC, which is what the API stores.
import { useDates } from '@/lib/dates';
import { FieldItem } from './plain-fields';
import type { StudioFormApi } from './use-studio-form';
import styles from './studio.module.css';

/** Key of a form's values whose value is a string. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** The ISO moment of a `datetime-local` value (local time), or null. */
export function localToIso(value: string | undefined | null): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

interface Props<V> {
  form: StudioFormApi<V>;
  field: TextKey<V>;
  label: string;
  /** the earliest value offered (`datetime-local` format); the form's check still decides */
  min?: string;
  hint?: string;
  required?: boolean;
}

export function DateTimeField<V>({ form, field, label, min, hint, required = true }: Props<V>) {
  const dates = useDates();
  const value = (form.values[field] as string) ?? '';
  const iso = localToIso(value);
  const utcId = `${form.idOf(field)}-utc`;
  return (
    <FieldItem form={form} field={field} label={label} required={required} extra={hint}>
      {(a11y) => (
        <>
          <input
            {...a11y}
            type="datetime-local"
            className={`${styles.field} ${styles.dateTime}`}
            min={min}
            value={value}
            aria-describedby={
              [a11y['aria-describedby'], iso ? utcId : ''].filter(Boolean).join(' ') || undefined
            }
            onChange={(e) => form.set(field, e.target.value as V[typeof field])}
          />
          {iso ? (
            <div id={utcId} className={styles.hint}>
              {dates.utc(iso)}
            </div>
          ) : null}
        </>
      )}
    </FieldItem>
  );
}
