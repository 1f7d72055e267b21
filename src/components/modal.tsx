// The app's modal: antd's Modal plus focus return. Whoever opened it gets the focus back when it closes, by
// Escape, Cancel or a done action, even when the modal is unmounted as it closes (antd's own
// focusTriggerAfterClose needs the modal to stay mounted). Every feature modal uses this one.
import { useEffect, useRef } from 'react';
import { Modal as AntdModal, type ModalProps } from 'antd';

/** Remembers the focused element while `open` and gives it the focus back when `open` ends or on unmount. */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const target = opener.current;
      opener.current = null;
      // After the dialog's own focus handling: the opener may have re-rendered in the meantime.
      if (target) setTimeout(() => target.isConnected && target.focus(), 0);
    };
  }, [open]);
}

export function Modal(props: ModalProps) {
  useReturnFocus(Boolean(props.open));
  return <AntdModal {...props} />;
}
