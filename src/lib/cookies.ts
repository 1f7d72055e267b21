// Cookie access for both sides: js-cookie in the browser, the request's Cookie header and the response's
// Set-Cookie on the server. The server half is a few lines of our own: this module is in every page's first
// load (the shell reads the token), and a cookie library with its Set-Cookie parser cost 2.5 kB gzip there.
import Cookies from 'js-cookie';
import type { NextPageContext } from 'next';
import {
  AUTH_COOKIE_DAYS_REMEMBER,
  AUTH_COOKIE_DAYS_SESSION,
  THEME_COOKIE,
  TOKEN_COOKIE,
  TWITTER_COOKIE_DAYS,
} from '@/config/constants';

export type ThemeName = 'light' | 'dark';
type CookieCtx = Pick<NextPageContext, 'req' | 'res'>;

const isBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

function baseAttributes(days: number): Cookies.CookieAttributes {
  const secure = isBrowser() && window.location.protocol === 'https:';
  return { expires: days, path: '/', sameSite: 'lax', secure };
}

// ---- auth token (JS-readable by design: the API reads it only from the Authorization header)
export function getToken(): string | undefined {
  if (!isBrowser()) return undefined;
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string, remember: boolean): void {
  if (!isBrowser()) return;
  Cookies.set(
    TOKEN_COOKIE,
    token,
    baseAttributes(remember ? AUTH_COOKIE_DAYS_REMEMBER : AUTH_COOKIE_DAYS_SESSION),
  );
}

export function removeToken(): void {
  if (!isBrowser()) return;
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

// ---- theme (read on the server too, so the first HTML already carries the right theme)
export function getThemeCookie(): ThemeName | undefined {
  if (!isBrowser()) return undefined;
  return asTheme(Cookies.get(THEME_COOKIE));
}

export function setThemeCookie(theme: ThemeName): void {
  if (!isBrowser()) return;
  Cookies.set(THEME_COOKIE, theme, baseAttributes(365));
}

export function asTheme(value: unknown): ThemeName | undefined {
  return value === 'dark' || value === 'light' ? value : undefined;
}

// ---- Twitter OAuth flow (spec §3 "Cookies"; one day)
export interface TwitterFlowCookies {
  oauthToken?: string;
  oauthTokenSecret?: string;
  callbackUrl?: string;
  role?: string;
}
const TWITTER_KEYS: Record<keyof TwitterFlowCookies, string> = {
  oauthToken: 'oauthToken',
  oauthTokenSecret: 'oauthTokenSecret',
  callbackUrl: 'twCallbackUrl',
  role: 'role',
};

export function setTwitterCookies(values: TwitterFlowCookies): void {
  if (!isBrowser()) return;
  for (const [key, name] of Object.entries(TWITTER_KEYS)) {
    const value = values[key as keyof TwitterFlowCookies];
    if (value) Cookies.set(name, value, baseAttributes(TWITTER_COOKIE_DAYS));
  }
}

export function getTwitterCookies(): TwitterFlowCookies {
  if (!isBrowser()) return {};
  const out: TwitterFlowCookies = {};
  for (const [key, name] of Object.entries(TWITTER_KEYS)) {
    const value = Cookies.get(name);
    if (value) out[key as keyof TwitterFlowCookies] = value;
  }
  return out;
}

export function clearTwitterCookies(): void {
  if (!isBrowser()) return;
  for (const name of Object.values(TWITTER_KEYS)) Cookies.remove(name, { path: '/' });
}

// ---- server side (SSR request context)
/** The request's cookies by name (the first of a repeated name, as browsers send the most specific first). */
export function readServerCookies(ctx: Pick<NextPageContext, 'req'>): Record<string, string> {
  const header = ctx.req?.headers?.cookie;
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    const name = at > 0 ? pair.slice(0, at).trim() : '';
    if (!name || Object.hasOwn(cookies, name)) continue;
    let value = pair.slice(at + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value; // not percent-encoded after all: kept as sent
    }
  }
  return cookies;
}

export function readServerToken(ctx: Pick<NextPageContext, 'req'>): string | undefined {
  return readServerCookies(ctx)[TOKEN_COOKIE] || undefined;
}

/** Clears the token cookie through a Set-Cookie header on the SSR response (beside any other cookie set). */
export function destroyServerToken(ctx: CookieCtx): void {
  if (!ctx.res) return;
  const before = ctx.res.getHeader('Set-Cookie');
  const others = (before === undefined ? [] : Array.isArray(before) ? before : [String(before)]).filter(
    (line) => !line.startsWith(`${TOKEN_COOKIE}=`),
  );
  ctx.res.setHeader('Set-Cookie', [
    ...others,
    `${TOKEN_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
  ]);
}
