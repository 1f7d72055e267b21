// What a page's getInitialProps needs to call the API on the visitor's behalf: the cookie's token, the visitor's
// IP (creator-level country blocks) and the public origin of the site (canonical and og:url).
import type { NextPageContext } from 'next';
import { TOKEN_COOKIE } from '@/config/constants';
import { readServerCookies } from '@/lib/cookies';
import { clientIpOf } from '@/lib/server-request';
import { type ProfileOptions } from './api';

export function apiOptionsFor(ctx: Pick<NextPageContext, 'req'>): Pick<ProfileOptions, 'token' | 'clientIp'> {
  if (!ctx.req) return {}; // the browser sends its own cookie token and address
  const token = readServerCookies(ctx)[TOKEN_COOKIE] || undefined;
  return { token, clientIp: clientIpOf(ctx.req) };
}

/** APP_PUBLIC_URL when configured, else the request's own host; window.location in the browser. */
export function siteOrigin(ctx: Pick<NextPageContext, 'req'>): string {
  if (!ctx.req) return typeof window === 'undefined' ? '' : window.location.origin;
  const configured = process.env.APP_PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const host = ctx.req.headers['x-forwarded-host'] ?? ctx.req.headers.host;
  const protoHeader = ctx.req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(protoHeader) ? protoHeader[0] : protoHeader)?.split(',')[0]?.trim() || 'http';
  const hostName = (Array.isArray(host) ? host[0] : host)?.split(',')[0]?.trim();
  // only a plausible host name makes it into the page
  return hostName && /^[A-Za-z0-9.-]+(:\d+)?$/.test(hostName)
    ? `${proto === 'https' ? 'https' : 'http'}://${hostName}`
    : '';
}
