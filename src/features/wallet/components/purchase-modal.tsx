// The frame the wallet's pay dialogs share: a centered modal that cannot be closed while paying, Cancel beside
// the dialog's own pay button, then Done once it is paid.
import type { ReactNode } from 'react';
import { Button, type ModalProps } from 'antd';
import { Modal } from '@/components/modal';

interface Props extends Omit<ModalProps, 'open' | 'footer' | 'onCancel' | 'closable'> {
  done: boolean;
  paying: boolean;
  close: () => void;
  /** the dialog's pay button (with its key) */
  pay: ReactNode;
}

export function PurchaseModal({ done, paying, close, pay, children, ...modal }: Props) {
  const footer = done
    ? [
        <Button key="done" type="primary" onClick={close}>
          Done
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close} disabled={paying}>
          Cancel
        </Button>,
        pay,
      ];
  return (
    <Modal
      open
      onCancel={paying ? undefined : close}
      closable={!paying}
      destroyOnHidden
      centered
      footer={footer}
      {...modal}
    >
      {children}
    </Modal>
  );
}
