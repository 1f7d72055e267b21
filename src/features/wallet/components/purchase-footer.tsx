// The footer the wallet's pay dialogs share: Cancel beside the dialog's own pay button, then Done once it is paid.
import type { ReactNode } from 'react';
import { Button } from 'antd';

export function purchaseFooter({
  done,
  paying,
  close,
  pay,
}: {
  done: boolean;
  paying: boolean;
  close: () => void;
  /** the dialog's pay button (with its key) */
  pay: ReactNode;
}): ReactNode[] {
  if (done)
    return [
      <Button key="done" type="primary" onClick={close}>
        Done
      </Button>,
    ];
  return [
    <Button key="cancel" onClick={close} disabled={paying}>
      Cancel
    </Button>,
    pay,
  ];
}
