// The server's half of _app's bootstrap (spec §1, §2, §4 "Login"; reference §2.1): the first request of a page
// loads the public settings (cached in-process, toolchain trap 5), theme, geo-block flag and the cookie's user,
// then applies the page flags. bootstrap.ts imports it dynamically and only where a request exists, so its code
// (the caches, the cookie and country checks, the footer's sanitiser call) is never part of a page's download.
import type { IncomingMessage } from 'http';
import type { NextPageContext } from 'next';
import { DEFAULT_SETTINGS, THEME_COOKIE, TOKEN_COOKIE } from '@/config/constants';
import { readPublicEnv, serverApiEndpoint } from '@/config/env';
import { isApiError } from '@/lib/api-error';
import { asTheme, destroyServerToken, readServerCookies } from '@/lib/cookies';
import { clientIpOf, firstHeader } from '@/lib/server-request';
import { settingsCacheMs } from '@/lib/settings-cache';
import { loggedIn } from '@/features/auth';
import { currentUserLoaded, getCurrentUser } from '@/features/user';
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
import { type AppBootResult, guardRedirect, type PageFlags, withoutLoop } from './page-guard';
import type { AppStore } from './store';

export { clientIpOf, settingsCacheMs };

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
export async function serverBootstrap(
  store: AppStore,
  ctx: NextPageContext,
  flags: PageFlags,
  alongside?: () => Promise<unknown>,
): Promise<AppBootResult> {
  if (!ctx.req) throw new Error('serverBootstrap runs on the server');
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
