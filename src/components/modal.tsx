// The app's antd overlays: Modal and Drawer with the WAI-ARIA dialog behaviour every dialog of the app shares
// (components/focus-trap.tsx): the focus moves inside on open, Tab and Shift+Tab cycle inside (antd's own lock
// lets Tab leave the page for the browser's toolbar after the last control), Escape closes (antd's `keyboard`),
// and whoever opened it gets the focus back when it closes, by Escape, Cancel or a done action, even when the
// overlay is unmounted as it closes (antd's own focusTriggerAfterClose needs it to stay mounted). Every feature
// modal and drawer uses these (lint forbids antd's own).
import type { ReactNode } from 'react';
import { Drawer as AntdDrawer, Modal as AntdModal, type DrawerProps, type ModalProps } from 'antd';
import { FocusTrap, useReturnFocus } from './focus-trap';

export function Modal({ modalRender, ...props }: ModalProps) {
  const open = Boolean(props.open);
  useReturnFocus(open);
  return (
    <AntdModal
      {...props}
      modalRender={(node: ReactNode) => (
        <FocusTrap active={open}>{modalRender ? modalRender(node) : node}</FocusTrap>
      )}
    />
  );
}

export function Drawer({ drawerRender, ...props }: DrawerProps) {
  const open = Boolean(props.open);
  useReturnFocus(open);
  return (
    <AntdDrawer
      {...props}
      drawerRender={(node: ReactNode) => (
        <FocusTrap active={open}>{drawerRender ? drawerRender(node) : node}</FocusTrap>
      )}
    />
  );
}
