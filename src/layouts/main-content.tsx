import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

/** The page's <main>, target of the skip link. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
      {children}
    </main>
  );
}
