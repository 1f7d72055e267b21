// A modal confirmation without antd: the native <dialog> (the page behind is inert; the shared focus trap keeps
// Tab from leaving for the browser's toolbar; Escape cancels unless `dismissible` is false — the paid-stream
// purchase cannot be closed by accident, reference §5.5 step 2; the opener gets the focus back).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FocusTrap, useReturnFocus } from '@/components/focus-trap';
import styles from './live.module.css';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  danger?: boolean;
  confirmDisabled?: boolean;
  dismissible?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function LiveDialog(props: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open, dismissible = true, onCancel } = props;
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
        if (dismissible && !props.busy) onCancel();
      }}
    >
      <FocusTrap active={open}>
        <h2 id={titleId} style={{ marginTop: 0, fontSize: 20 }}>
          {props.title}
        </h2>
        {props.children}
        <div className={styles.actions}>
          <button type="button" className={styles.btn} onClick={onCancel} disabled={props.busy}>
            {props.cancelLabel ?? 'Cancel'}
          </button>
          <button
            type="button"
            className={`${styles.btn} ${props.danger ? styles.danger : styles.primary}`}
            onClick={props.onConfirm}
            disabled={props.busy || props.confirmDisabled}
          >
            {props.busy ? 'Please wait…' : props.confirmLabel}
          </button>
        </div>
      </FocusTrap>
    </dialog>
  );
}
