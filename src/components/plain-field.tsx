// A labelled input of the antd-free forms (pf-* classes in styles/forms.css, light and dark): the label, the
// input wired to its error for screen readers, and for passwords a Show/Hide toggle like the login form's.
import { useState, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** a password with a Show/Hide button */
  revealable?: boolean;
}

export function PlainField({ id, label, value, onChange, error, revealable, type, ...input }: Props) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const field = (
    <input
      {...input}
      id={id}
      type={revealable ? (shown ? 'text' : 'password') : type}
      className={revealable ? 'pf-input pf-input--with-toggle' : 'pf-input'}
      value={value}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <div className="pf-field">
      <label className="pf-label" htmlFor={id}>
        {label}
      </label>
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
      ) : (
        field
      )}
      {error ? (
        <div className="pf-error" id={errorId}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
