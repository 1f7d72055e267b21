import type { ReactNode } from 'react';
import { MainContent } from './main-content';

export function BlankLayout({ children }: { children: ReactNode }) {
  return <MainContent>{children}</MainContent>;
}
