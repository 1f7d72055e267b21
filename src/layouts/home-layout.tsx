import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { MainContent } from './main-content';
import { SiteHeader } from './header/site-header';
import { BackToTop } from './back-to-top';

const AntdBackTop = dynamic(() => import('./antd-back-top').then((m) => m.AntdBackTop), { ssr: false });

/**
 * Like primary, without the footer (the feed scrolls endlessly). `plain` pages (no antd on first load, e.g. the
 * /home feed) get the antd-free back-to-top button.
 */
export function HomeLayout({ children, plain }: { children: ReactNode; plain?: boolean }) {
  return (
    <>
      <SiteHeader />
      <MainContent>{children}</MainContent>
      {plain ? <BackToTop /> : <AntdBackTop />}
    </>
  );
}
