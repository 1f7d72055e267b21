import type { ReactNode } from 'react';
import { MainContent } from './main-content';
import { SiteFooter } from './footer/site-footer';

/** Auth pages: no header, footer only. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <MainContent>{children}</MainContent>
      <SiteFooter />
    </>
  );
}
