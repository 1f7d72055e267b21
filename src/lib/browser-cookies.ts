// document.cookie read and written with js-cookie's attributes (expires in days, path, SameSite, Secure): the
// shell's cookies (token, theme, the Twitter flow's) are plain values, so the 1 kB library is not worth its
// place in every page's first load (issue 22). Names and values are URI-encoded as js-cookie writes them.

export interface CookieAttributes {
  /** days from now; none: a session cookie */
  expires?: number;
  path?: string;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const browserCookies = {
  get(name: string): string | undefined {
    for (const pair of document.cookie ? document.cookie.split('; ') : []) {
      const at = pair.indexOf('=');
      if (decode(pair.slice(0, at)) === name) return decode(pair.slice(at + 1));
    }
    return undefined;
  },

  set(name: string, value: string, attributes: CookieAttributes = {}): void {
    let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
    if (attributes.expires !== undefined)
      cookie += `; expires=${new Date(Date.now() + attributes.expires * 864e5).toUTCString()}`;
    cookie += `; path=${attributes.path ?? '/'}`;
    if (attributes.sameSite) cookie += `; samesite=${attributes.sameSite}`;
    if (attributes.secure) cookie += '; secure';
    document.cookie = cookie;
  },

  remove(name: string, attributes: Pick<CookieAttributes, 'path'> = {}): void {
    browserCookies.set(name, '', { ...attributes, expires: -1 });
  },
};
