// The fields the studio forms (video, gallery, product, post) share, without antd (issue 22): the form frame with its
// error summary, the field frame, status and other choices, sale and price, a switch (text fields: text-fields.tsx,
// dates: date-time-field.tsx, the footer: form-footer.tsx). Each field is labelled, wired to its error for screen readers, and driven by
// useStudioForm. Classes: styles/forms.css (pf-*) and studio.module.css, light and dark.
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/money';
import { PRICE_MAX, PRICE_MIN } from '../form-helpers';
import type { Check, StudioFormApi } from './use-studio-form';
import switchStyles from '@/components/plain-switch.module.css';
import styles from './studio.module.css';

export const TITLE_MAX = 200;

/** Key of a form's values whose value is of type T. */
type KeyOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

export const requiredText =
  (message: string) =>
  (value: unknown): string | null =>
    typeof value === 'string' && value.trim() ? null : message;

export const maxText =
  (label: string, max: number) =>
  (value: unknown): string | null =>
    typeof value === 'string' && value.length > max ? `${label} must be at most ${max} characters` : null;

/** The first problem of several checks. */
export const all =
  <V,>(...checks: Check<V>[]): Check<V> =>
  (value, values) => {
    for (const c of checks) {
      const problem = c(value, values);
      if (problem) return problem;
    }
    return null;
  };

/** A number between min and max; `label` names it ("Price must be between $1 and $10,000": formatMoney, as the antd
 * forms' formatLimit says it, without importing their rules module). */
export const numberRange =
  (label: string, min: number, max: number, money: boolean, whole = false) =>
  (value: unknown): string | null => {
    if (value === null || value === undefined || String(value).trim() === '') return `${label} is required`;
    const n = Number(value);
    if (Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n))) return null;
    return money
      ? `${label} must be between ${formatMoney(min)} and ${formatMoney(max)}`
      : `${label} must be between ${min} and ${max}`;
  };

export const priceCheck = numberRange('Price', PRICE_MIN, PRICE_MAX, true);

interface FrameProps<V> {
  form: StudioFormApi<V>;
  onValid: (values: V) => void;
  /** the form's accessible name, when the page holds more than one form or it is a part of the page */
  label?: string;
  children: ReactNode;
}

/** The <form>, at most 720 px wide; the summary of the fields to fix follows the buttons. */
export function StudioForm<V>({ form, onValid, label, children }: FrameProps<V>) {
  return (
    <form
      name={form.name}
      aria-label={label}
      noValidate
      onSubmit={form.submit(onValid)}
      className={styles.form}
    >
      {children}
      {form.summary.length ? (
        <div className="pf-alert" role="alert" style={{ marginTop: 12 }}>
          {form.summary.length === 1
            ? `Please check ${form.summary[0]} above.`
            : `Please check these fields above: ${form.summary.join(', ')}.`}
        </div>
      ) : null}
    </form>
  );
}

interface ItemProps<V> {
  form: StudioFormApi<V>;
  field: keyof V;
  label: string;
  extra?: ReactNode;
  required?: boolean;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, error and hint of one field. */
export function FieldItem<V>({ form, field, label, extra, required, children }: ItemProps<V>) {
  const id = form.idOf(field);
  const error = form.errors[field];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', extra ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pf-field">
      <label
        className={required ? `pf-label ${styles.required}` : 'pf-label'}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <div className="pf-error" id={errorId}>
          {error}
        </div>
      ) : null}
      {extra ? (
        <div className={styles.hint} id={hintId}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}

/** One of a few values, as radio buttons. */
export function ChoiceField<V>({
  form,
  field,
  label,
  options,
}: {
  form: StudioFormApi<V>;
  field: KeyOf<V, string>;
  label: string;
  options: { value: string; label: string }[];
}) {
  const id = form.idOf(field);
  return (
    <fieldset className={`pf-field ${styles.choice}`} id={id}>
      <legend className="pf-label" id={`${id}-label`}>
        {label}
      </legend>
      {options.map((o) => (
        <label key={o.value} className={styles.radio}>
          <input
            type="radio"
            name={id}
            value={o.value}
            checked={form.values[field] === o.value}
            onChange={() => form.set(field, o.value as V[typeof field])}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/** One of several values, as a native select (the phone's own picker). */
export function SelectField<V>({
  form,
  field,
  label,
  options,
}: {
  form: StudioFormApi<V>;
  field: KeyOf<V, string>;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <FieldItem form={form} field={field} label={label}>
      {(a11y) => (
        <select
          {...a11y}
          className={styles.field}
          value={form.values[field] as string}
          onChange={(e) => form.set(field, e.target.value as V[typeof field])}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldItem>
  );
}

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function StatusField<V extends { status: 'active' | 'inactive' }>({
  form,
}: {
  form: StudioFormApi<V>;
}) {
  return (
    <ChoiceField form={form} field={'status' as KeyOf<V, string>} label="Status" options={STATUS_OPTIONS} />
  );
}

export function SwitchField<V>({
  form,
  field,
  label,
}: {
  form: StudioFormApi<V>;
  field: KeyOf<V, boolean>;
  label: string;
}) {
  const on = Boolean(form.values[field]);
  return (
    <FieldItem form={form} field={field} label={label}>
      {({ id }) => (
        <button
          type="button"
          id={id}
          role="switch"
          aria-checked={on}
          className={switchStyles.switch}
          onClick={() => form.set(field, !on as V[typeof field])}
        >
          <span className={switchStyles.knob} aria-hidden />
        </button>
      )}
    </FieldItem>
  );
}

/** A number typed as text (decimal keyboard on phones); the form converts it on submit. */
export function NumberField<V>({
  form,
  field,
  label,
  decimal,
}: {
  form: StudioFormApi<V>;
  field: KeyOf<V, string>;
  label: string;
  decimal?: boolean;
}) {
  return (
    <FieldItem form={form} field={field} label={label} required>
      {(a11y) => (
        <input
          {...a11y}
          className={`${styles.field} ${styles.number}`}
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={form.values[field] as string}
          onChange={(e) => form.set(field, e.target.value as V[typeof field])}
        />
      )}
    </FieldItem>
  );
}

/** The "For sale" switch and, while it is on, the price. */
export function SaleFields<V extends { isSale: boolean; price: string }>({
  form,
}: {
  form: StudioFormApi<V>;
}) {
  return (
    <>
      <SwitchField form={form} field={'isSale' as KeyOf<V, boolean>} label="For sale" />
      {form.values.isSale ? (
        <NumberField form={form} field={'price' as KeyOf<V, string>} label="Price ($)" decimal />
      ) : null}
    </>
  );
}

/** The price is checked only while the item is for sale. */
export const saleCheck = <V extends { isSale: boolean }>(value: unknown, values: V) =>
  values.isSale ? priceCheck(value) : null;

/** Price as the form holds it (text) from a stored number. */
export const priceText = (price: number | null | undefined) =>
  price === null || price === undefined ? '' : String(price);
