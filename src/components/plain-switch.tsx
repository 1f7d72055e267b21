// An on/off setting of the antd-free forms (antd's Switch without antd, issue 22): a labelled button with the
// switch role, so screen readers say its name and state and Space or Enter flips it; a hint line under it.
import type { ReactNode } from 'react';
import styles from './plain-switch.module.css';

interface Props {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

export function PlainSwitch({ id, label, checked, onChange, hint, disabled }: Props) {
  return (
    <div className="pf-field">
      <label className="pf-label" htmlFor={id}>
        {label}
      </label>
      <button
        type="button"
        id={id}
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.knob} aria-hidden />
      </button>
      {hint ? (
        <div className="pf-hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
