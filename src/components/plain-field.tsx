// A labelled input of the antd-free forms (pf-* classes in styles/forms.css, light and dark): the label, the
// input wired to its hint and error for screen readers, and for passwords a Show/Hide toggle like the login
// form's. PlainSelect is the same frame around a native select, PlainTextArea around a textarea with its count.
import {
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface Frame {
  id: string;
  label: string;
  error?: string;
  /** a line of help under the control (antd's `extra`) */
  hint?: ReactNode;
}

/** aria-describedby of a control: its hint, then its error. */
const describedBy = ({ id, error, hint }: Frame) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function FieldFrame({ id, label, error, hint, children }: Frame & { children: ReactNode }) {
  return (
    <div className="pf-field">
      <label className="pf-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <div className="pf-hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className="pf-error" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface Props extends Frame, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** a password with a Show/Hide button */
  revealable?: boolean;
  /** a unit shown before the value, not part of it ("$") */
  prefix?: string;
}

export function PlainField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  revealable,
  prefix,
  type,
  ...input
}: Props) {
  const [shown, setShown] = useState(false);
  const classes = [
    'pf-input',
    revealable ? 'pf-input--with-toggle' : '',
    prefix ? 'pf-input--with-prefix' : '',
  ];
  const field = (
    <input
      {...input}
      id={id}
      type={revealable ? (shown ? 'text' : 'password') : type}
      className={classes.filter(Boolean).join(' ')}
      value={value}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy({ id, label, error, hint })}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {revealable ? (
        <div className="pf-input-wrap">
          {field}
          <button
            type="button"
            className="pf-toggle"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
      ) : prefix ? (
        <div className="pf-input-wrap">
          <span className="pf-prefix" aria-hidden>
            {prefix}
          </span>
          {field}
        </div>
      ) : (
        field
      )}
    </FieldFrame>
  );
}

interface SelectProps
  extends Frame, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** the first, empty choice ("" until the user picks) */
  placeholder?: string;
}

export function PlainSelect({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  options,
  placeholder = 'Select…',
  ...select
}: SelectProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        {...select}
        id={id}
        className="pf-input"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy({ id, label, error, hint })}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface TextAreaProps
  extends Frame, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** the most characters: the count "12 / 200" under the field (antd's showCount) */
  maxLength?: number;
}

export function PlainTextArea({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  ...area
}: TextAreaProps) {
  const count = maxLength ? `${id}-count` : '';
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        {...area}
        id={id}
        className="pf-input"
        maxLength={maxLength}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={
          [describedBy({ id, label, error, hint }), count].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => onChange(e.target.value)}
      />
      {maxLength ? (
        <div className="pf-count" id={count}>
          {value.length} / {maxLength}
        </div>
      ) : null}
    </FieldFrame>
  );
}
