// "Pay $X" before payments exist (issue 4, reference §5.1): a clear notice that purchases arrive with payments.
// Nothing is unlocked. antd-free dialog: Escape and the Close button close it, focus returns to the opener.
import { useEffect, useId, useRef } from 'react';
import styles from './media.module.css';

export interface PaymentsNoticeProps {
  open: boolean;
  onClose(): void;
  /** dollars */
  price: number;
  /** what would be bought, e.g. "this post" */
  itemLabel: string;
}

import { formatMoney } from '@/lib/money';

export const formatPrice = formatMoney;

export function PaymentsNotice({ open, onClose, price, itemLabel }: PaymentsNoticeProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      className={styles.backdrop}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>Purchases arrive with payments</h2>
        <p>
          Unlocking {itemLabel} for {formatPrice(price)} becomes possible once payments are available. Nothing
          has been charged and the content stays locked.
        </p>
        <div className={styles.dialogActions}>
          <button ref={closeRef} type="button" className={styles.dialogButton} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
