// One site setting's input, by its kind (api/src/lib/setting-rules.ts): text, long text, link, flag, money,
// count, fraction, gateway, countries. The draft is kept as the operator types it; `toValue` turns it into the
// JSON the API checks (the API's rule is the one that decides, its message is shown under the field).
import { useState } from 'react';
import styles from './admin.module.css';
import site from './site.module.css';

export type Draft = string | boolean | string[];

export function toDraft(kind: string, value: unknown): Draft {
  if (kind === 'flag') return value === true;
  if (kind === 'countries') return Array.isArray(value) ? value.map(String) : [];
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** The JSON value to send, or a message when the draft is not even of the right shape. */
export function toValue(kind: string, draft: Draft): { value: unknown } | { problem: string } {
  if (kind === 'flag' || kind === 'countries') return { value: draft };
  const text = String(draft);
  if (kind === 'money' || kind === 'fraction' || kind === 'count') {
    if (!/^\d+(\.\d+)?$/.test(text.trim())) return { problem: 'A number, e.g. 2.95 (a dot for decimals)' };
    return { value: Number(text) };
  }
  return { value: text };
}

interface Props {
  id: string;
  kind: string;
  label: string;
  draft: Draft;
  describedBy: string;
  onChange: (d: Draft) => void;
}

function Countries({ id, label, draft, describedBy, onChange }: Omit<Props, 'kind'>) {
  const codes = draft as string[];
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState('');
  const add = () => {
    const code = next.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code)) return setProblem('Two letters, e.g. DE');
    setProblem('');
    setNext('');
    if (!codes.includes(code)) onChange([...codes, code].sort());
    return undefined;
  };
  return (
    <div>
      <ul className={site.chips} aria-label={`${label}: ${codes.length ? codes.join(', ') : 'none'}`}>
        {codes.map((c) => (
          <li key={c}>
            <button
              type="button"
              className={site.chip}
              onClick={() => onChange(codes.filter((x) => x !== c))}
            >
              {c} <span aria-hidden="true">×</span>
              <span className="sr-only">(remove)</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.filters}>
        <label className={styles.field} htmlFor={id}>
          Country code to add
          <input
            id={id}
            className={styles.input}
            value={next}
            maxLength={2}
            size={4}
            aria-describedby={describedBy}
            aria-invalid={Boolean(problem)}
            onChange={(e) => setNext(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </label>
        <button type="button" className={styles.btn} onClick={add}>
          Add
        </button>
      </div>
      {problem ? <p className={styles.error}>{problem}</p> : null}
    </div>
  );
}

export function SettingInput(props: Props) {
  const { id, kind, label, draft, describedBy, onChange } = props;
  if (kind === 'countries') return <Countries {...props} />;
  if (kind === 'flag')
    return (
      <label className={site.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={draft === true}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
    );
  const common = {
    id,
    className: styles.input,
    'aria-describedby': describedBy,
  };
  let input;
  if (kind === 'gateway')
    input = (
      <select {...common} value={String(draft)} onChange={(e) => onChange(e.target.value)}>
        <option value="stripe">stripe</option>
        <option value="sandbox">sandbox</option>
      </select>
    );
  else if (kind === 'longText')
    input = (
      <textarea
        {...common}
        rows={4}
        maxLength={20_000}
        value={String(draft)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  else
    input = (
      <input
        {...common}
        inputMode={
          kind === 'money' || kind === 'fraction' ? 'decimal' : kind === 'count' ? 'numeric' : undefined
        }
        type="text"
        maxLength={kind === 'link' ? 1000 : 500}
        value={String(draft)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <div className={styles.field} style={{ marginBottom: 0 }}>
      <label htmlFor={id}>{label}</label>
      {input}
    </div>
  );
}
