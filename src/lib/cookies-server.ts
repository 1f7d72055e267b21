// The server half of lib/cookies.ts: nookies reads the request's cookies and expires one through the response's
// Set-Cookie header. Imported by pages/_document only, which never reaches the browser.
import { destroyCookie, parseCookies } from 'nookies';
import { installServerCookies } from './cookies';

export function installNookies(): void {
  installServerCookies({
    read: (ctx) => {
      const cookies = parseCookies(ctx);
      delete cookies['']; // "=value" pairs: no name, no cookie
      return cookies;
    },
    destroy: (ctx, name) => {
      destroyCookie(ctx, name, { path: '/' });
    },
  });
}
