// _app.getInitialProps' work (spec §1, §2, §4 "Login"; reference §2.1): on the first (server) request load the
// public settings (cached in-process, toolchain trap 5), theme, geo-block flag and the cookie's user, then
// apply the page flags. Client navigations only re-apply the flags to the store's state.
import type { IncomingMessage } from 'http';
import type { NextPageContext } from 'next';
import Router from 'next/router';
import { DEFAULT_SETTINGS, THEME_COOKIE, TOKEN_COOKIE } from '@/config/constants';
import { paths } from '@/config/paths';
import { type PublicEnv, publicEnv, readPublicEnv, serverApiEndpoint } from '@/config/env';
import { isApiError } from '@/lib/api-error';
import { safeNextPath } from '@/lib/next-path';
import { asTheme, destroyServerToken, readServerCookies } from '@/lib/cookies';
import { clientIpOf, firstHeader } from '@/lib/server-request';
import { settingsCacheMs } from '@/lib/settings-cache';
import { loggedIn } from '@/features/auth';
import { type CurrentUser, currentUserLoaded, getCurrentUser, landingPathFor } from '@/features/user';
import {
  checkCountryBlock,
  getPublicSettings,
  getSettingsByKeys,
  settingsLoaded,
  type SettingsState,
} from '@/features/settings';
import type { SanitizedHtml } from '@/lib/sanitize';
import { dateLocaleChosen, themeChanged, uiValuesLoaded } from '@/features/ui';
import { dateLocaleFor } from '@/lib/dates';
import type { AppStore } from './store';

export { landingPathFor, clientIpOf, settingsCacheMs };

export interface PageFlags {
  authenticate?: boolean;
  onlyPerformer?: boolean;
  /** fan-only pages (wallet, cards): a creator is sent to their own landing page */
  onlyUser?: boolean;
  /** the operator console: a visitor is sent to login, any other signed-in account to its own landing page */
  onlyAdmin?: boolean;
  noredirect?: boolean;
  guestOnly?: boolean;
  layout?: 'primary' | 'public' | 'blank' | 'home' | 'admin';
}

export interface AppBootResult {
  /** the page's own data work, started beside the user call (`alongside`); settles, never rejects unseen */
  alongside?: Promise<unknown>;
  geoBlocked: boolean;
  maintenance: boolean;
  /** the API could not be reached for this render (server side): the page answers 503 */
  apiDown?: boolean;
  redirect?: string;
  env: PublicEnv;
}

// ---- public settings cache (per Next server process, keyed by API endpoint)
interface CacheEntry {
  at: number;
  pending: Promise<Partial<SettingsState> | null>;
}
const settingsCache = new Map<string, CacheEntry>();
const warned = new Set<string>();

function warnOnce(key: string, message: string, err: unknown) {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`${message}: ${isApiError(err) ? err.message : String(err)}`);
}

export function clearSettingsCache(): void {
  settingsCache.clear();
  footerCache.clear();
  geoCache.clear();
  warned.clear();
}

/** Public settings, or null when the API cannot be reached (the defaults then apply). */
export function loadPublicSettingsCached(now: number = Date.now()): Promise<Partial<SettingsState> | null> {
  const endpoint = serverApiEndpoint();
  const hit = settingsCache.get(endpoint);
  if (hit && now - hit.at < settingsCacheMs()) return hit.pending;
  const pending = getPublicSettings().then(
    (settings) => {
      warned.delete('settings');
      return settings;
    },
    (err: unknown) => {
      warnOnce('settings', `public settings unavailable from ${endpoint}, using defaults`, err);
      // An outage is not cached: the next request asks again, so recovery shows at once.
      settingsCache.delete(endpoint);
      return null;
    },
  );
  settingsCache.set(endpoint, { at: now, pending });
  return pending;
}

// ---- guard (reference §2.1; onlyPerformer enforced for real)
/** Login, remembering where the visitor was going (only same-origin paths survive, see safeNextPath). */
function loginFor(ctx: NextPageContext): string {
  const next = safeNextPath(ctx.asPath);
  return next ? `${paths.auth.login}?next=${encodeURIComponent(next)}` : paths.auth.login;
}

function guardRedirect(
  flags: PageFlags,
  isLoggedIn: boolean,
  user: CurrentUser | null,
  ctx: NextPageContext,
): string | undefined {
  if (flags.authenticate && !flags.noredirect && !isLoggedIn) return loginFor(ctx);
  // A signed-in fan on a creator page also lands on login (spec §6), where they may switch accounts.
  if (flags.onlyPerformer && !(isLoggedIn && user?.isPerformer)) return loginFor(ctx);
  if (flags.onlyUser && isLoggedIn && user?.isPerformer) return landingPathFor(user);
  // Not a 404: the console's address is no secret, and the API refuses every /admin call to a non-operator.
  if (flags.onlyAdmin && !(isLoggedIn && user?.isAdmin))
    return isLoggedIn && user ? landingPathFor(user) : loginFor(ctx);
  // The login page sends signed-in users home, unless they were sent there to switch accounts (?next=).
  if (flags.guestOnly && isLoggedIn && !ctx.query?.next) return user ? landingPathFor(user) : paths.home;
  return undefined;
}

function withoutLoop(target: string | undefined, ctx: NextPageContext): string | undefined {
  if (!target) return undefined;
  const current = (ctx.asPath ?? ctx.pathname ?? '').split('?')[0];
  return current === target.split('?')[0] ? undefined : target;
}

function clientGeoBlocked(): boolean {
  const data = (window as unknown as { __NEXT_DATA__?: { props?: { geoBlocked?: unknown } } }).__NEXT_DATA__;
  return data?.props?.geoBlocked === true;
}

// ---- footer HTML (setting footerContent, reference §4.4), sanitized once per settings window on the server
const footerCache = new Map<string, { at: number; html: Promise<SanitizedHtml> }>();

function loadFooterHtmlCached(now: number = Date.now()): Promise<SanitizedHtml> {
  const endpoint = serverApiEndpoint();
  const hit = footerCache.get(endpoint);
  if (hit && now - hit.at < settingsCacheMs()) return hit.html;
  const html = getSettingsByKeys(['footerContent'])
    .then(async ({ footerContent }) => {
      if (typeof footerContent !== 'string' || footerContent === '') return '' as SanitizedHtml;
      // server only: sanitize-html never reaches the browser for the footer
      const { sanitize } = await import('@/lib/sanitize');
      return sanitize(footerContent);
    })
    .catch(() => '' as SanitizedHtml); // decoration: a failure just leaves the footer text out
  footerCache.set(endpoint, { at: now, html });
  return html;
}

// ---- server steps
async function loadSettingsInto(
  store: AppStore,
): Promise<{ settings: Partial<SettingsState>; reached: boolean }> {
  const [loaded, footerHtml] = await Promise.all([loadPublicSettingsCached(), loadFooterHtmlCached()]);
  const fetched = loaded ?? {};
  const settings = { ...DEFAULT_SETTINGS, ...fetched };
  if (Object.keys(fetched).length > 0) store.dispatch(settingsLoaded(fetched));
  store.dispatch(
    uiValuesLoaded({
      siteName: settings.siteName,
      logo: settings.logoUrl,
      darkmodeLogo: settings.darkmodeLogoUrl,
      favicon: settings.favicon || DEFAULT_SETTINGS.favicon,
      menus: settings.menus,
      footerHtml,
    }),
  );
  return { settings, reached: loaded !== null };
}

async function loadUserInto(store: AppStore, ctx: NextPageContext, token: string | undefined) {
  if (!token) return null;
  try {
    const user = await getCurrentUser({ token, noAuthRedirect: true });
    store.dispatch(currentUserLoaded(user));
    store.dispatch(
      loggedIn({ user: { _id: user._id, username: user.username, isPerformer: user.isPerformer } }),
    );
    return user;
  } catch (err) {
    if (isApiError(err) && err.statusCode === 401) destroyServerToken(ctx);
    else warnOnce('user', 'current user unavailable, continuing as visitor', err);
    return null;
  }
}

// The site-wide country check answers the same for an IP until the blocked-country setting changes, so each
// IP's answer is kept as long as the settings are (a bounded map: oldest entries go first).
const GEO_CACHE_MAX = 5000;
const geoCache = new Map<string, { at: number; blocked: Promise<boolean> }>();

function geoCheck(req: IncomingMessage, now: number = Date.now()): Promise<boolean> {
  const ip = clientIpOf(req) ?? '';
  const hit = geoCache.get(ip);
  if (hit && now - hit.at < settingsCacheMs()) return hit.blocked;
  const blocked = checkCountryBlock(ip || undefined).catch((err: unknown) => {
    warnOnce('geo', 'country block check unavailable, not blocking', err);
    geoCache.delete(ip); // ask again on the next request
    return false;
  });
  geoCache.delete(ip);
  geoCache.set(ip, { at: now, blocked });
  if (geoCache.size > GEO_CACHE_MAX) geoCache.delete(geoCache.keys().next().value as string);
  return blocked;
}

/**
 * `alongside`: the page's data work when it reads nothing the user call sets (a page flagged `dataWithoutUser`
 * calls the API with the cookie's token itself); on the server it starts once the settings are known, beside the
 * user and country checks (issue 22: two calls in sequence made every signed-in page wait for both). Its result
 * is only used when the page renders (no redirect, maintenance or block).
 */
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

  const cookies = readServerCookies(ctx);
  const theme = asTheme(cookies[THEME_COOKIE]);
  if (theme) store.dispatch(themeChanged(theme));
  // every date on the page in the reader's format, the same on the server and in the browser (lib/dates)
  store.dispatch(dateLocaleChosen(dateLocaleFor(firstHeader(ctx.req, 'accept-language'))));

  const { settings, reached } = await loadSettingsInto(store);
  const maintenanceOn = settings.maintenanceMode === true;
  const early = maintenanceOn || !alongside ? undefined : alongside();
  // a page left unrendered (redirect, block) leaves its result unread: its failure must not surface unhandled
  early?.catch(() => undefined);
  const [geoBlocked, user] = await Promise.all([
    maintenanceOn ? Promise.resolve(false) : geoCheck(ctx.req),
    loadUserInto(store, ctx, cookies[TOKEN_COOKIE] || undefined),
  ]);
  // maintenance is for everyone but operators: they reach the console (and the site) to check and end it
  const maintenance = maintenanceOn && !user?.isAdmin;

  const redirect =
    maintenance || geoBlocked ? undefined : withoutLoop(guardRedirect(flags, user !== null, user, ctx), ctx);
  return {
    ...(early ? { alongside: early } : {}),
    geoBlocked,
    maintenance,
    apiDown: !reached,
    env: readPublicEnv(),
    ...(redirect ? { redirect } : {}),
  };
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
