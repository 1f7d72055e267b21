// The text fields of the studio form kit (issue 22): one line (a title, a name), the description, a text area with
// its character count, and an editable list of short texts (a poll's options) with add and remove, a message under
// each item in error and one for the list. Driven by useStudioForm like plain-fields.tsx.
import type { Check, StudioFormApi } from './use-studio-form';
import { FieldItem } from './plain-fields';
import styles from './studio.module.css';

/** Key of a form's values whose value is of type T. */
type KeyOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

export function TextField<V>({
  form,
  field,
  label,
  max,
  required = true,
  counted,
}: {
  form: StudioFormApi<V>;
  field: KeyOf<V, string>;
  label: string;
  max: number;
  required?: boolean;
  /** "n / max" under the field */
  counted?: boolean;
}) {
  const value = (form.values[field] as string) ?? '';
  return (
    <FieldItem form={form} field={field} label={label} required={required}>
      {(a11y) => (
        <>
          <input
            {...a11y}
            className={styles.field}
            maxLength={max}
            value={value}
            onChange={(e) => form.set(field, e.target.value as V[typeof field])}
          />
          {counted ? <CharCount length={value.length} max={max} /> : null}
        </>
      )}
    </FieldItem>
  );
}

export function DescriptionField<V extends { description?: string }>({
  form,
  rows,
}: {
  form: StudioFormApi<V>;
  rows: number;
}) {
  return (
    <FieldItem form={form} field="description" label="Description">
      {(a11y) => (
        <textarea
          {...a11y}
          className={styles.field}
          rows={rows}
          value={form.values.description ?? ''}
          onChange={(e) => form.set('description', e.target.value as V['description'])}
        />
      )}
    </FieldItem>
  );
}

/** "12 / 300" under a field with a length limit (antd's showCount); screen readers have the input's maxLength. */
export function CharCount({ length, max }: { length: number; max: number }) {
  return (
    <div className={styles.count} aria-hidden>
      {length} / {max}
    </div>
  );
}

export function TextAreaField<V>({
  form,
  field,
  label,
  max,
  rows = 4,
  required,
}: {
  form: StudioFormApi<V>;
  field: KeyOf<V, string>;
  label: string;
  max: number;
  rows?: number;
  required?: boolean;
}) {
  const value = (form.values[field] as string) ?? '';
  return (
    <FieldItem form={form} field={field} label={label} required={required}>
      {(a11y) => (
        <>
          <textarea
            {...a11y}
            className={styles.field}
            rows={rows}
            maxLength={max}
            value={value}
            onChange={(e) => form.set(field, e.target.value as V[typeof field])}
          />
          <CharCount length={value.length} max={max} />
        </>
      )}
    </FieldItem>
  );
}

interface ListRules {
  /** why one item is refused, or null */
  item: (text: string) => string | null;
  /** why the list as a whole is refused (too few filled items), or null */
  list: (items: string[]) => string | null;
}

/** The check of a TextListField: the first item's problem, else the list's. */
export const listCheck =
  <V,>(rules: ListRules): Check<V> =>
  (value) => {
    const items = Array.isArray(value) ? (value as string[]) : [];
    for (const text of items) {
      const problem = rules.item(text);
      if (problem) return problem;
    }
    return rules.list(items);
  };

interface ListProps<V> {
  form: StudioFormApi<V>;
  field: KeyOf<V, string[]>;
  /** the group's name ("Poll options (at least 2)") */
  label: string;
  /** each input is named `${itemName} n`, its remove button `Remove ${itemName} n` (lower case) */
  itemName: string;
  min: number;
  max: number;
  maxLength: number;
  rules: ListRules;
  addText: string;
}

/** Inputs for a list of short texts: at least `min` (their Remove buttons are disabled), at most `max`. The messages
 * show once the list's check has failed (a refused submit, then as the items are corrected). The first item in
 * error carries the field's id, so a refused submit focuses it. */
export function TextListField<V>({
  form,
  field,
  label,
  itemName,
  min,
  max,
  maxLength,
  rules,
  addText,
}: ListProps<V>) {
  const id = form.idOf(field);
  const items = (form.values[field] as string[] | undefined) ?? [];
  const shown = Boolean(form.errors[field]);
  const problems = items.map((text) => (shown ? rules.item(text) : null));
  const listProblem = shown && !problems.some(Boolean) ? rules.list(items) : null;
  const focusIndex = Math.max(0, problems.findIndex(Boolean));
  const update = (next: string[]) => form.set(field, next as V[typeof field]);
  const noun = itemName.toLowerCase();
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="pf-field">
      <div className="pf-label" id={`${id}-label`}>
        {label}
      </div>
      {items.map((text, i) => {
        const errorId = `${id}-${i}-error`;
        return (
          <div key={i} className={styles.listRow}>
            <div className={styles.listInput}>
              <input
                id={i === focusIndex ? id : `${id}-${i}`}
                className={styles.field}
                aria-label={`${itemName} ${i + 1}`}
                placeholder={`${itemName} ${i + 1}`}
                maxLength={maxLength}
                value={text}
                aria-invalid={Boolean(problems[i])}
                aria-describedby={problems[i] ? errorId : undefined}
                onChange={(e) => update(items.map((t, j) => (j === i ? e.target.value : t)))}
              />
              {problems[i] ? (
                <div className="pf-error" id={errorId}>
                  {problems[i]}
                </div>
              ) : null}
            </div>
            <button
              type="button"
              className={styles.btn}
              disabled={items.length <= min}
              aria-label={`Remove ${noun} ${i + 1}`}
              onClick={() => update(items.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className={styles.btn}
        disabled={items.length >= max}
        onClick={() => update([...items, ''])}
      >
        {addText}
      </button>
      {listProblem ? (
        <div className="pf-error" role="alert">
          {listProblem}
        </div>
      ) : null}
    </div>
  );
}
