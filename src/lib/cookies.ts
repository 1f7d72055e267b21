// Cookie access for both sides: document.cookie in the browser (browser-cookies.ts), nookies (the request's Cookie header, the response's
// Set-Cookie) on the server. This module is in every page's first load (the shell reads the token), and nookies
// with its Set-Cookie parser cost 2.5 kB gzip there, so the server half is installed by pages/_document (server
// only, lib/cookies-server.ts) and never ships to browsers.
import type { NextPageContext } from 'next';
import {
  AUTH_COOKIE_DAYS_REMEMBER,
  AUTH_COOKIE_DAYS_SESSION,
  THEME_COOKIE,
  TOKEN_COOKIE,
  TWITTER_COOKIE_DAYS,
} from '@/config/constants';
import { browserCookies as Cookies, type CookieAttributes } from './browser-cookies';

export type ThemeName = 'light' | 'dark';
type CookieCtx = Pick<NextPageContext, 'req' | 'res'>;

const isBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

function baseAttributes(days: number): CookieAttributes {
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

// ---- server side (SSR request context), installed by pages/_document (lib/cookies-server.ts)
export interface ServerCookieJar {
  /** The request's cookies by name (the first of a repeated name, as browsers send the most specific first). */
  read(ctx: Pick<NextPageContext, 'req'>): Record<string, string>;
  /** Expires a cookie through the response's Set-Cookie header, keeping the response's other cookies. */
  destroy(ctx: CookieCtx, name: string): void;
}

let serverJar: ServerCookieJar | undefined;

export function installServerCookies(jar: ServerCookieJar): void {
  serverJar = jar;
}

function jar(): ServerCookieJar {
  if (!serverJar) throw new Error('server cookies are not installed (pages/_document installs them)');
  return serverJar;
}

export function readServerCookies(ctx: Pick<NextPageContext, 'req'>): Record<string, string> {
  return ctx.req ? jar().read(ctx) : {};
}

export function readServerToken(ctx: Pick<NextPageContext, 'req'>): string | undefined {
  return readServerCookies(ctx)[TOKEN_COOKIE] || undefined;
}

/** Clears the token cookie through a Set-Cookie header on the SSR response (beside any other cookie set). */
export function destroyServerToken(ctx: CookieCtx): void {
  if (ctx.res) jar().destroy(ctx, TOKEN_COOKIE);
}
