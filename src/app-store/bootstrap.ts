// _app.getInitialProps' work (spec §1, §2, §4 "Login"; reference §2.1). A server request runs the server's half
// (bootstrap-server.ts: settings, theme, geo-block, the cookie's user, then the page flags), imported
// dynamically so no page downloads it (issue 22); client navigations only re-apply the flags to the store's state.
import type { NextPageContext } from 'next';
import Router from 'next/router';
import { publicEnv } from '@/config/env';
import { landingPathFor } from '@/features/user';
import { type AppBootResult, guardRedirect, type PageFlags, withoutLoop } from './page-guard';
import type { AppStore } from './store';

export { landingPathFor };
export type { AppBootResult, PageFlags };

function clientGeoBlocked(): boolean {
  const data = (window as unknown as { __NEXT_DATA__?: { props?: { geoBlocked?: unknown } } }).__NEXT_DATA__;
  return data?.props?.geoBlocked === true;
}

/** The shell's decision for this render; `alongside` (server only) as in bootstrap-server.ts. */
export async function bootstrapApp(
  store: AppStore,
  ctx: NextPageContext,
  flags: PageFlags,
  alongside?: () => Promise<unknown>,
): Promise<AppBootResult> {
  if (!ctx.req) {
    const state = store.getState();
    const maintenance = state.settings.maintenanceMode === true && !state.user.current?.isAdmin;
    const geoBlocked = clientGeoBlocked();
    const redirect =
      maintenance || geoBlocked
        ? undefined
        : withoutLoop(guardRedirect(flags, state.auth.loggedIn, state.user.current, ctx), ctx);
    return { geoBlocked, maintenance, env: publicEnv(), ...(redirect ? { redirect } : {}) };
  }

  const { serverBootstrap } = await import('./bootstrap-server');
  return serverBootstrap(store, ctx, flags, alongside);
}

/**
 * The status of a server-rendered page that is not the page itself: maintenance and an API outage are 503 with
 * Retry-After (caches and monitors see the outage), a blocked country is 451 (Unavailable For Legal Reasons).
 */
export function shellStatus(result: Pick<AppBootResult, 'geoBlocked' | 'maintenance' | 'apiDown'>): {
  status: number;
  retryAfter?: string;
} | null {
  if (result.maintenance || result.apiDown)
    return { status: 503, retryAfter: result.apiDown ? '30' : '3600' };
  if (result.geoBlocked) return { status: 451 };
  return null;
}

/** 302 on the server (response ended), Router.replace in the browser. */
export function performRedirect(ctx: Pick<NextPageContext, 'res'>, url: string): void {
  if (ctx.res) {
    if (ctx.res.headersSent) return;
    ctx.res.writeHead(302, { Location: url });
    ctx.res.end();
    return;
  }
  if (typeof window !== 'undefined') void Router.replace(url);
}
