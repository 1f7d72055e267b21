// The operator console's frame (issue 23): its own bar instead of the site's header and footer, and the
// two-factor gate before any page of it shows. Each /admin page (flag `layout: 'admin'`) wraps itself in it, so
// only the console's pages carry it.
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectUi } from '@/features/ui';
import { AdminBar, TwoFactorGate } from '@/features/admin';
import { MainContent } from './main-content';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { siteName } = useAppSelector(selectUi);
  return (
    <>
      <AdminBar siteName={siteName} />
      <MainContent>
        <TwoFactorGate>{children}</TwoFactorGate>
      </MainContent>
    </>
  );
}
