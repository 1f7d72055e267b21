import type { ReactNode } from 'react';
import { FloatButton } from 'antd';
import { MainContent } from './main-content';
import { SiteHeader } from './header/site-header';

/** Like primary, without the footer (the feed scrolls endlessly). */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <MainContent>{children}</MainContent>
      <FloatButton.BackTop aria-label="Back to top" />
    </>
  );
}
