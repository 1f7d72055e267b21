// The `next` query parameter of the login page: where to return after signing in.
/**
 * A same-origin path to return to after login, from a `next` query value; anything else (absolute URLs,
 * protocol-relative `//host`, backslashes, the auth pages themselves) is refused so the parameter cannot be
 * used as an open redirect (ASVS 3.7.2).
 */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return undefined;
  if (value.startsWith('/auth/')) return undefined;
  return value;
}

/** The `next` path of the current browser URL, when it is safe. */
export function currentNextPath(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return safeNextPath(new URLSearchParams(window.location.search).get('next'));
}

/**
 * The login page, remembering a same-origin path to come back to (every login prompt uses this). Without an
 * argument, in the browser: the page the visitor is on.
 */
export function loginHref(next?: string): string {
  const from =
    next ??
    (typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.search}`);
  const safe = safeNextPath(from);
  return safe && safe !== '/' ? `/auth/login?next=${encodeURIComponent(safe)}` : '/auth/login';
}
