// Toasts without a hard dependency on antd. Components call `useNotify().info(text)`; the provider decides how the
// message is shown: antd's message (ToastProvider, inside AntdProvider) or the antd-free flash of plain pages.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useFlashMessage } from './flash-message';

export interface Notifier {
  info(text: string): unknown;
  success(text: string): unknown;
  error(text: string): unknown;
}

export const NotifyContext = createContext<Notifier | null>(null);

/** `const notify = useNotify(); notify.info('Link copied')` */
export function useNotify(): Notifier {
  const api = useContext(NotifyContext);
  if (!api) throw new Error('useNotify needs <FlashNotifyProvider> or <ToastProvider>');
  return api;
}

/** Antd-free toast host for plain pages (same look and timing as the login screen's flash). */
export function FlashNotifyProvider({ children }: { children: ReactNode }) {
  const [flash, show] = useFlashMessage();
  const api = useMemo<Notifier>(
    () => ({
      info: (text) => show('info', text),
      success: (text) => show('success', text),
      error: (text) => show('error', text),
    }),
    [show],
  );
  return (
    <NotifyContext.Provider value={api}>
      {flash}
      {children}
    </NotifyContext.Provider>
  );
}
