// A modal confirmation without antd: the native <dialog> (the page behind is inert; the shared focus trap keeps
// Tab from leaving for the browser's toolbar; Escape cancels unless `dismissible` is false — the paid-stream
// purchase cannot be closed by accident, reference §5.5 step 2; nothing closes while `busy`; the opener gets the
// focus back). The live pages and the operator console use it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FocusTrap, useReturnFocus } from './focus-trap';
import styles from './plain-dialog.module.css';

export interface PlainDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** an irreversible step: the confirm button is red */
  danger?: boolean;
  confirmDisabled?: boolean;
  dismissible?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PlainDialog(props: PlainDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open, dismissible = true, onCancel, busy } = props;
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
        if (dismissible && !busy) onCancel();
      }}
    >
      <FocusTrap active={open}>
        <h2 id={titleId} className={styles.title}>
          {props.title}
        </h2>
        {props.children}
        <div className={styles.actions}>
          <button type="button" className={styles.btn} onClick={onCancel} disabled={busy}>
            {props.cancelLabel ?? 'Cancel'}
          </button>
          <button
            type="button"
            className={props.danger ? styles.danger : styles.primary}
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
