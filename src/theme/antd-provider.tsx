// antd context (theme light/dark, no system option; toast host) around every page that uses antd.
// BaseLayout loads it lazily so antd-free pages such as /auth/login never download it.
import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { ToastProvider } from '@/components/toast-provider';
import { buildTheme, type ThemeMode } from './theme';

interface Props {
  mode: ThemeMode;
  children: ReactNode;
}

/** After a client navigation from an antd-free page, the antd stylesheet may not be linked yet. */
function useAntdStylesheet() {
  useEffect(() => {
    if (
      document.querySelector('link[rel="stylesheet"][data-antd], link[rel="stylesheet"][href^="/antd.css"]')
    )
      return;
    const href = document.querySelector('meta[name="fp-antd-css"]')?.getAttribute('content') || '/antd.css';
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.antd = '';
    document.head.appendChild(link);
  }, []);
}

export function AntdProvider({ mode, children }: Props) {
  const theme = useMemo(() => buildTheme(mode), [mode]);
  // The message list's layout and motion rules are client-only in antd, so the build-time extraction cannot
  // capture them: the toast holder alone keeps antd's runtime styles (browser only, nothing on the server).
  const toastTheme = useMemo(() => buildTheme(mode, false), [mode]);
  useAntdStylesheet();

  return (
    <ConfigProvider theme={theme}>
      <ToastProvider renderHolder={(holder) => <ConfigProvider theme={toastTheme}>{holder}</ConfigProvider>}>
        {children}
      </ToastProvider>
    </ConfigProvider>
  );
}
