// A destructive action asked once more in a dialog (delete an item or a photo, remove a file).
import type { ReactNode } from 'react';
import { Modal } from '@/components/modal';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  okText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, okText, onConfirm, onCancel }: Props) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
      width={420}
    >
      {children}
    </Modal>
  );
}
