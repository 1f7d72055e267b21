import Cookies from 'js-cookie';
import { browserCookies } from '@/lib/browser-cookies';
import { md5 } from 'js-md5';
import {
  clearTwitterCookies,
  getThemeCookie,
  getToken,
  getTwitterCookies,
  destroyServerToken,
  readServerCookies,
  readServerToken,
  removeToken,
  setThemeCookie,
  setToken,
  setTwitterCookies,
} from '@/lib/cookies';
import { preparePassword } from '@/lib/password';
import { loadJson, removeItem, saveJson } from '@/lib/storage';
import { setClientEnv } from '@/config/env';
import type { NextPageContext } from 'next';

describe('cookies', () => {
  afterEach(() => {
    removeToken();
    jest.restoreAllMocks();
  });

  test('token: 365 days with remember, 1 day without, path /, SameSite Lax, not Secure on http', () => {
    const set = jest.spyOn(browserCookies, 'set');
    setToken('t1', true);
    expect(set).toHaveBeenLastCalledWith('token', 't1', {
      expires: 365,
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
    setToken('t2', false);
    expect(set).toHaveBeenLastCalledWith('token', 't2', {
      expires: 1,
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
    expect(getToken()).toBe('t2');
    expect(document.cookie).toContain('token=t2');
    removeToken();
    expect(getToken()).toBeUndefined();
  });

  test('theme cookie accepts light/dark only', () => {
    setThemeCookie('dark');
    expect(getThemeCookie()).toBe('dark');
    Cookies.set('theme', 'system');
    expect(getThemeCookie()).toBeUndefined();
  });

  test('twitter flow cookies live one day and are cleared together', () => {
    const set = jest.spyOn(browserCookies, 'set');
    setTwitterCookies({ oauthToken: 'o', oauthTokenSecret: 's', callbackUrl: '/cb', role: 'performer' });
    expect(set).toHaveBeenCalledWith('twCallbackUrl', '/cb', expect.objectContaining({ expires: 1 }));
    expect(getTwitterCookies()).toEqual({
      oauthToken: 'o',
      oauthTokenSecret: 's',
      callbackUrl: '/cb',
      role: 'performer',
    });
    clearTwitterCookies();
    expect(getTwitterCookies()).toEqual({});
  });

  test('server side reads the request cookies', () => {
    const ctx = { req: { headers: { cookie: 'token=abc; theme=dark' } } } as unknown as NextPageContext;
    expect(readServerCookies(ctx)).toEqual({ token: 'abc', theme: 'dark' });
    expect(readServerToken(ctx)).toBe('abc');
    expect(readServerCookies({} as NextPageContext)).toEqual({});
  });

  test('server side: percent-encoded and quoted values, the first of a repeated name, junk pairs skipped', () => {
    const cookie = 'token=a%20b; theme="dark"; token=later; =orphan; flag; bad=%E0%A4%A';
    const ctx = { req: { headers: { cookie } } } as unknown as NextPageContext;
    expect(readServerCookies(ctx)).toEqual({ token: 'a b', theme: 'dark', bad: '%E0%A4%A' });
  });

  test("clearing the server token keeps the response's other cookies", () => {
    const headers = new Map<string, unknown>([['Set-Cookie', 'theme=dark; Path=/']]);
    const res = {
      getHeader: (name: string) => headers.get(name),
      setHeader: (name: string, value: unknown) => headers.set(name, value),
    };
    destroyServerToken({ res } as unknown as NextPageContext);
    expect(headers.get('Set-Cookie')).toEqual(['theme=dark; Path=/', 'token=; Max-Age=-1; Path=/']);
    destroyServerToken({} as NextPageContext); // no response: nothing to do
  });
});

describe('preparePassword (spec §5)', () => {
  afterEach(() => setClientEnv({ apiEndpoint: 'http://localhost:8080', hashPasswordOnClient: false }));

  test('unchanged when client hashing is off, MD5 hex when on', async () => {
    await expect(preparePassword('demo-password')).resolves.toBe('demo-password');
    setClientEnv({ apiEndpoint: 'http://localhost:8080', hashPasswordOnClient: true });
    await expect(preparePassword('demo-password')).resolves.toBe(md5('demo-password'));
    await expect(preparePassword('a')).resolves.toBe('0cc175b9c0f1b6a831c399e269772661');
  });
});

describe('storage', () => {
  test('round-trips JSON and tolerates garbage and failures', () => {
    saveJson('k', { a: [1, 2] });
    expect(loadJson('k')).toEqual({ a: [1, 2] });
    window.localStorage.setItem('bad', '{not json');
    expect(loadJson('bad')).toBeNull();
    expect(loadJson('missing')).toBeNull();
    removeItem('k');
    expect(loadJson('k')).toBeNull();
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveJson('k', 1)).not.toThrow();
    spy.mockRestore();
  });
});
