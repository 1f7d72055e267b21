import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { MainContent } from './main-content';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './footer/site-footer';
import { BackToTop } from './back-to-top';

const AntdBackTop = dynamic(() => import('./antd-back-top').then((m) => m.AntdBackTop), { ssr: false });

/**
 * Default layout: sticky header, content, footer, back-to-top (the subscribe modal is in BaseLayout).
 * `plain` pages (no antd, e.g. the creator profile) get an antd-free back-to-top button.
 */
export function PrimaryLayout({ children, plain }: { children: ReactNode; plain?: boolean }) {
  return (
    <>
      <SiteHeader />
      <MainContent>{children}</MainContent>
      <SiteFooter />
      {plain ? <BackToTop /> : <AntdBackTop />}
    </>
  );
}
