// State of an antd-free form (sign-up, the pattern of the login form): the values, the first failed check per
// field, a submit that focuses (and scrolls to) the first field in error, and after a refused submit the checks
// run again on every edit. The summary beside the submit button names the fields still to fix, in the words the
// form shows, so an empty field far above the button never fails silently (as LongForm does for antd forms).
import { useState } from 'react';
import controls from './plain-controls.module.css';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

interface Options<T> {
  /** the first values; their key order is the fields' order on the page */
  initial: T;
  check: (values: T) => FieldErrors<T>;
  /** the element id of each field's control */
  idOf: (key: keyof T) => string;
  /** the words each field shows */
  labels: Record<keyof T, string>;
}

export type PlainForm<T extends object> = ReturnType<typeof usePlainForm<T>>;

export function usePlainForm<T extends object>({ initial, check, idOf, labels }: Options<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  const keys = Object.keys(initial) as (keyof T)[];
  /** several fields at once (a new country empties its state and city) */
  const patch = (changes: Partial<T>) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (submitted) setErrors(check(next));
  };
  const set = <K extends keyof T>(key: K, value: T[K]) => patch({ [key]: value } as unknown as Partial<T>);
  return {
    values,
    errors,
    set,
    patch,
    /** the labels of the fields in error, in the form's order, once a submit was refused */
    failed: submitted ? keys.filter((k) => errors[k]).map((k) => labels[k]) : [],
    /** the props of a PlainField (or PlainSelect) for a text field */
    field<K extends keyof T & string>(key: K) {
      return {
        id: idOf(key),
        name: key,
        label: labels[key],
        value: String(values[key] ?? ''),
        error: errors[key],
        onChange: (value: string) => set(key, value as T[K]),
      };
    },
    /** true when every check passes; otherwise the first field in error gets the focus */
    submit(): boolean {
      const found = check(values);
      setErrors(found);
      setSubmitted(true);
      const first = keys.find((k) => found[k]);
      if (first === undefined) return true;
      const field = document.getElementById(idOf(first));
      field?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      field?.focus({ preventScroll: true });
      return false;
    },
  };
}

/** "Please check Email above." / "Please check these fields above: A, B." (one wording for every long form) */
export function ErrorSummary({ fields }: { fields: string[] }) {
  if (!fields.length) return null;
  return (
    <div className="pf-alert" role="alert">
      {fields.length === 1
        ? `Please check ${fields[0]} above.`
        : `Please check these fields above: ${fields.join(', ')}.`}
    </div>
  );
}

/** A long form's end: what is left to fix (ErrorSummary), then its primary button, busy while it saves. */
export function FormSubmit({ failed, busy, label }: { failed: string[]; busy: boolean; label: string }) {
  return (
    <>
      <ErrorSummary fields={failed} />
      <button
        type="submit"
        className={`${controls.btn} ${controls.primary}`}
        aria-busy={busy}
        disabled={busy}
      >
        {label}
      </button>
    </>
  );
}
