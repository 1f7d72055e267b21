// Toasts (antd message, TOAST_SECONDS each, spec §9) with the app's theme context. Lighter than antd's <App>,
// which would also pull Modal and notification into every page's first-load bundle.
import { createContext, useContext, type ReactNode } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_SECONDS } from '@/config/constants';
import { NotifyContext } from './notify';

const ToastContext = createContext<MessageInstance | null>(null);

interface Props {
  children: ReactNode;
  /** wraps the toast holder, e.g. in a ConfigProvider for its styles */
  renderHolder?: (holder: ReactNode) => ReactNode;
}

export function ToastProvider({ children, renderHolder }: Props) {
  const [api, holder] = message.useMessage({ duration: TOAST_SECONDS, maxCount: 3 });
  return (
    <ToastContext.Provider value={api}>
      <NotifyContext.Provider value={api}>
        {renderHolder ? renderHolder(holder) : holder}
        {children}
      </NotifyContext.Provider>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.success('Changes saved')` */
export function useToast(): MessageInstance {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider> (rendered by AntdProvider)');
  return api;
}
