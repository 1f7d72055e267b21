// antd context (theme light/dark, no system option; toast host) around every page that uses antd.
// BaseLayout loads it lazily so antd-free pages such as /auth/login never download it.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { ToastProvider } from '@/components/toast-provider';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { buildTheme, type ThemeMode } from './theme';

interface Props {
  mode: ThemeMode;
  children: ReactNode;
}

const SELECTOR = 'link[rel="stylesheet"][data-antd], link[rel="stylesheet"][href^="/antd.css"]';

/** Server-linked stylesheets (in the document's head) have loaded before the page runs; ours say so. */
function linkReady(link: HTMLLinkElement | null): boolean {
  return Boolean(link && (!('antd' in link.dataset) || 'loaded' in link.dataset));
}

/**
 * After a client navigation from an antd-free page the antd stylesheet is not linked yet: link it, and say when
 * it has loaded, so antd components never show unstyled (raw radio buttons, bulleted lists) in the meantime.
 */
function useAntdStylesheet(): boolean {
  const [ready, setReady] = useState(
    () => typeof document === 'undefined' || linkReady(document.querySelector<HTMLLinkElement>(SELECTOR)),
  );
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>(SELECTOR);
    if (linkReady(link)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- another provider's link finished first
      setReady(true);
      return undefined;
    }
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = document.querySelector('meta[name="fp-antd-css"]')?.getAttribute('content') || '/antd.css';
      link.dataset.antd = '';
      const created = link;
      // a failed load shows the content anyway rather than nothing
      const done = () => {
        created.dataset.loaded = '';
      };
      created.addEventListener('load', done, { once: true });
      created.addEventListener('error', done, { once: true });
      document.head.appendChild(created);
    }
    const show = () => setReady(true);
    link.addEventListener('load', show, { once: true });
    link.addEventListener('error', show, { once: true });
    return () => {
      link.removeEventListener('load', show);
      link.removeEventListener('error', show);
    };
  }, []);
  return ready;
}

export function AntdProvider({ mode, children }: Props) {
  const motion = !useReducedMotion();
  const theme = useMemo(() => buildTheme(mode, true, motion), [mode, motion]);
  // The message list's layout and motion rules are client-only in antd, so the build-time extraction cannot
  // capture them: the toast holder alone keeps antd's runtime styles (browser only, nothing on the server).
  const toastTheme = useMemo(() => buildTheme(mode, false, motion), [mode, motion]);
  const styled = useAntdStylesheet();

  return (
    <ConfigProvider theme={theme}>
      <ToastProvider renderHolder={(holder) => <ConfigProvider theme={toastTheme}>{holder}</ConfigProvider>}>
        {styled ? children : null}
      </ToastProvider>
    </ConfigProvider>
  );
}
