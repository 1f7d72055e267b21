// Chooses the layout: maintenance > geo-block > the page's `layout` flag > primary (spec §2 "Layouts").
// Every layout gets the shared element (skip link + route progress). Page layouts and the antd provider are
// code-split so a page only downloads what it shows: /auth/login (a `plain` page in the public layout) loads
// neither antd nor the header; the creator profile (a `plain` page in the primary layout) gets an antd-free header,
// and antd arrives only when its subscription modal opens.
import { Suspense, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { LazySubscriptionModal, LazyWalletDialogs } from '@/features/wallet/lazy';
import { LazyPrivateRequests } from '@/features/streaming/lazy';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import { selectSubscription } from '@/features/subscription';
import { selectWalletDialogOpen } from '@/features/wallet';
import { selectTheme } from '@/features/ui';
import { selectPrivateRequests } from '@/features/streaming';
import { selectCurrentUser } from '@/features/user';
import { FlashNotifyProvider } from '@/components/notify';
import { SharedElement } from './shared-element';
import { MaintenanceLayout } from './maintenance-layout';
import { GeoBlockLayout } from './geo-block-layout';
import { BlankLayout } from './blank-layout';
import type { LayoutName } from './page-types';

const AntdProvider = dynamic(() => import('@/theme/antd-provider').then((m) => m.AntdProvider));
const PrimaryLayout = dynamic(() => import('./primary-layout').then((m) => m.PrimaryLayout));
const PublicLayout = dynamic(() => import('./public-layout').then((m) => m.PublicLayout));

export type ResolvedLayout = LayoutName | 'maintenance' | 'geoBlock';

export function resolveLayout(opts: {
  layout?: string;
  geoBlocked: boolean;
  maintenance: boolean;
}): ResolvedLayout {
  if (opts.maintenance) return 'maintenance';
  if (opts.geoBlocked) return 'geoBlock';
  if (
    opts.layout === 'public' ||
    opts.layout === 'blank' ||
    opts.layout === 'home' ||
    opts.layout === 'admin'
  )
    return opts.layout;
  return 'primary';
}

interface Props {
  layout?: string;
  /** the page renders no antd component */
  plain?: boolean;
  geoBlocked: boolean;
  maintenance: boolean;
  children: ReactNode;
}

export function BaseLayout({ layout, plain, geoBlocked, maintenance, children }: Props) {
  const { maintenanceMode } = useAppSelector(selectSettings);
  const { showModal } = useAppSelector(selectSubscription);
  const walletDialog = useAppSelector(selectWalletDialogOpen);
  const theme = useAppSelector(selectTheme);
  const privateRequests = useAppSelector(selectPrivateRequests).length > 0;
  const operator = Boolean(useAppSelector(selectCurrentUser)?.isAdmin);
  // maintenance is for everyone but operators (app-store/bootstrap.ts decides the same on the server)
  const chosen = resolveLayout({
    layout,
    geoBlocked,
    maintenance: maintenance || (Boolean(maintenanceMode) && !operator),
  });

  // The page inside its own Suspense boundary: React hydrates the frame (header, menus) first, then the page in
  // 5 ms slices at low priority, yielding to paint and input between them, instead of one long task for all of it
  // (a dehydrated boundary hydrates at offscreen priority; a click inside it hydrates it at once). Nothing on
  // the page suspends on the server, so the HTML is the same but for React's two boundary comments.
  const page = <Suspense>{children}</Suspense>;
  let body: ReactNode;
  switch (chosen) {
    case 'maintenance':
      body = <MaintenanceLayout />;
      break;
    case 'geoBlock':
      body = <GeoBlockLayout />;
      break;
    case 'blank':
      body = <BlankLayout>{page}</BlankLayout>;
      break;
    case 'public':
      body = <PublicLayout>{page}</PublicLayout>;
      break;
    // The console's pages bring their frame (layouts/admin-layout.tsx) themselves: even a next/dynamic
    // reference from here re-chunked the shell and grew every fan and creator page by 1.1 kB.
    case 'admin':
      body = page;
      break;
    // the feed's `home` layout is the primary one: one header and one footer on every page
    case 'home':
    default:
      body = <PrimaryLayout plain={plain}>{page}</PrimaryLayout>;
  }

  const fullPage = chosen === 'maintenance' || chosen === 'geoBlock';
  if (privateRequests && !fullPage)
    body = (
      <>
        {body}
        <LazyPrivateRequests />
      </>
    );
  const content = fullPage ? (
    body
  ) : plain ? (
    // one toast host for every plain page, kept across client navigations: a form's "saved" outlives the page
    // it leaves for the table (the studio), as antd's host does on antd pages
    <FlashNotifyProvider>
      {body}
      {showModal || walletDialog ? (
        <AntdProvider mode={theme}>
          {showModal ? <LazySubscriptionModal /> : null}
          {walletDialog ? <LazyWalletDialogs /> : null}
        </AntdProvider>
      ) : null}
    </FlashNotifyProvider>
  ) : (
    <AntdProvider mode={theme}>
      {body}
      {showModal ? <LazySubscriptionModal /> : null}
      {walletDialog ? <LazyWalletDialogs /> : null}
    </AntdProvider>
  );
  return (
    <div className="app-frame" data-layout={chosen}>
      <SharedElement />
      {content}
    </div>
  );
}
