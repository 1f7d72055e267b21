// The tip itself arrives with payments: until then the modal says so (no fake payment).
import { Button } from 'antd';
import { Modal } from '@/components/modal';

export function TipModal({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <Modal
      open
      title={`Send a tip to ${name}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      <p>Tips arrive with payments.</p>
    </Modal>
  );
}
