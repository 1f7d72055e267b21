// The console's confirmation: a native <dialog> (the page behind is inert), the shared focus trap, Escape
// cancels, the opener gets the focus back. antd-free like the rest of the console.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FocusTrap, useReturnFocus } from '@/components/focus-trap';
import styles from './admin.module.css';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function AdminDialog(props: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open, onCancel, busy } = props;
  useReturnFocus(open);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <FocusTrap active={open}>
        <h2 id={titleId} style={{ marginTop: 0, fontSize: 20 }}>
          {props.title}
        </h2>
        {props.children}
        <div className={styles.actions}>
          <button type="button" className={styles.btn} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className={`${styles.btn} ${props.danger ? styles.danger : styles.primary}`}
            onClick={props.onConfirm}
            disabled={busy || props.confirmDisabled}
          >
            {busy ? 'Please wait…' : props.confirmLabel}
          </button>
        </div>
      </FocusTrap>
    </dialog>
  );
}
