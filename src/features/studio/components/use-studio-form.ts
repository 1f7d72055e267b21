// The state of a studio form (video, gallery, product) without antd (issue 22): values, one check per field run as
// the field changes and on submit, and a refused submit that focuses the first field in error and names the fields
// to fix next to the buttons (the summary follows the fields as they are corrected), as components/long-form does
// for the antd forms.
import { useCallback, useState, type FormEvent } from 'react';

/** Why a value is refused, or null. `values` holds every field (rules that depend on another one). */
export type Check<V> = (value: V[keyof V], values: V) => string | null;
export type Checks<V> = { [K in keyof V]?: Check<V> };
type Errors<V> = Partial<Record<keyof V, string>>;

export interface StudioFormApi<V> {
  /** the form's name: field ids are `<name>_<field>` */
  name: string;
  values: V;
  errors: Errors<V>;
  /** the labels of the fields that blocked the last submit, while some still do; else [] */
  summary: string[];
  idOf: (field: keyof V) => string;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** the <form>'s onSubmit: `onValid(values)` once every check passes */
  submit: (onValid: (values: V) => void) => (e: FormEvent) => void;
}

function check<V>(checks: Checks<V>, values: V): Errors<V> {
  const errors: Errors<V> = {};
  for (const field of Object.keys(checks) as (keyof V)[]) {
    const problem = checks[field]?.(values[field], values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

const readable = (field: string) =>
  field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export function useStudioForm<V extends object>(
  name: string,
  initial: V | (() => V),
  checks: Checks<V>,
  /** the fields' labels as the summary names them (default: the name made readable) */
  labels: Partial<Record<keyof V, string>> = {},
): StudioFormApi<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [blocked, setBlocked] = useState(false);
  const idOf = useCallback((field: keyof V) => `${name}_${String(field)}`, [name]);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // the field itself and the fields whose rule reads it (a price once "For sale" is switched on)
    setErrors((shown) => {
      const now = check(checks, next);
      const kept: Errors<V> = {};
      for (const key of Object.keys(now) as (keyof V)[])
        if (key === field || key in shown) kept[key] = now[key];
      return kept;
    });
  };

  const submit = (onValid: (values: V) => void) => (e: FormEvent) => {
    e.preventDefault();
    const found = check(checks, values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      setBlocked(false);
      onValid(values);
      return;
    }
    setBlocked(true);
    // the checks are listed in the form's order: the first refused field is the first on screen
    const firstField = Object.keys(found)[0] as keyof V;
    requestAnimationFrame(() => {
      const first = document.getElementById(idOf(firstField));
      first?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      first?.focus({ preventScroll: true });
    });
  };

  const summary = blocked
    ? (Object.keys(errors) as (keyof V)[])
        .filter((field) => errors[field])
        .map((field) => labels[field] ?? readable(String(field)))
    : [];

  return { name, values, errors, summary, idOf, set, submit };
}
