// The antd provider (theme, stylesheet, toast host) loaded only when an antd widget is about to show on an
// antd-free page: modals opened on click, the header's drawer. Nested inside an existing AntdProvider it is harmless.
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';
import { selectTheme } from '@/features/ui';

const AntdProvider = dynamic(() => import('./antd-provider').then((m) => m.AntdProvider), { ssr: false });

export function OnDemandAntd({ children }: { children: ReactNode }) {
  const theme = useAppSelector(selectTheme);
  return <AntdProvider mode={theme}>{children}</AntdProvider>;
}
