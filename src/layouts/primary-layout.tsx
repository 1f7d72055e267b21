import type { ReactNode } from 'react';
import { FloatButton } from 'antd';
import { MainContent } from './main-content';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './footer/site-footer';

/** Default layout: sticky header, content, footer, back-to-top (the subscribe modal is in BaseLayout). */
export function PrimaryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <MainContent>{children}</MainContent>
      <SiteFooter />
      <FloatButton.BackTop aria-label="Back to top" />
    </>
  );
}
