import type { IncomingMessage, ServerResponse } from 'http';
import type { NextPageContext } from 'next';
import Router from 'next/router';
import { http, HttpResponse } from 'msw';
import { API, apiState, tokenFor } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import {
  bootstrapApp,
  landingPathFor,
  type PageFlags,
  performRedirect,
  shellStatus,
} from '@/app-store/bootstrap';
import { clearSettingsCache, clientIpOf, loadPublicSettingsCached } from '@/app-store/bootstrap-server';
import { makeStore } from '@/app-store/store';
import { initialAuthState } from '@/features/auth/auth-slice';
import { initialUserState } from '@/features/user/user-slice';
import { toCurrentUser } from '@/features/user/types';

// The Next server has no window: no socket, no browser cookie, no 401 page navigation.
jest.mock('@/lib/runtime', () => ({ isBrowser: () => false }));
jest.mock('@/lib/socket-client', () => ({
  io: jest.fn(() => {
    throw new Error('no socket on the server');
  }),
}));
jest.mock('next/router', () => ({
  __esModule: true,
  default: { replace: jest.fn(() => Promise.resolve(true)) },
}));

useMswServer();

interface FakeRes {
  headers: Record<string, unknown>;
  statusCode?: number;
  ended: boolean;
  headersSent: boolean;
  getHeader(name: string): unknown;
  setHeader(name: string, value: unknown): void;
  writeHead(status: number, headers: Record<string, string>): void;
  end(): void;
}

function fakeRes(): FakeRes {
  return {
    headers: {},
    ended: false,
    headersSent: false,
    getHeader(name) {
      return this.headers[name.toLowerCase()];
    },
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = value;
    },
    writeHead(status, headers) {
      this.statusCode = status;
      for (const [k, v] of Object.entries(headers)) this.setHeader(k, v);
      this.headersSent = true;
    },
    end() {
      this.ended = true;
    },
  };
}

function serverCtx(
  opts: { cookie?: string; headers?: Record<string, string>; path?: string; ip?: string } = {},
) {
  const req = {
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    socket: { remoteAddress: opts.ip ?? '::ffff:127.0.0.1' },
  } as unknown as IncomingMessage;
  const res = fakeRes();
  const asPath = opts.path ?? '/home';
  const ctx = {
    req,
    res: res as unknown as ServerResponse,
    pathname: asPath.split('?')[0],
    asPath,
    query: Object.fromEntries(new URLSearchParams(asPath.split('?')[1] ?? '')),
  };
  return { ctx: ctx as unknown as NextPageContext, res };
}

async function boot(flags: PageFlags, opts: Parameters<typeof serverCtx>[0] = {}) {
  const store = makeStore();
  const { ctx, res } = serverCtx(opts);
  const result = await bootstrapApp(store, ctx, flags);
  store.stopSagas();
  return { store, result, res };
}

beforeEach(() => {
  clearSettingsCache();
  delete process.env.SETTINGS_CACHE_MS;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('bootstrapApp on the server: settings', () => {
  test('loads public settings into settings and ui (logo from logoUrl, darkmodeLogo from darkmodeLogoUrl)', async () => {
    apiState.settings.gaCode = 'G-TEST';
    const { store, result } = await boot({});
    const state = store.getState();
    expect(state.settings).toMatchObject({ siteName: 'Test Site', gaCode: 'G-TEST', maintenanceMode: false });
    expect(state.ui).toMatchObject({
      siteName: 'Test Site',
      logo: 'https://cdn.test/logo.png',
      darkmodeLogo: 'https://cdn.test/dark.png',
      favicon: '/favicon.ico',
    });
    expect(result).toEqual({
      geoBlocked: false,
      apiDown: false,
      maintenance: false,
      env: { apiEndpoint: API, hashPasswordOnClient: false },
    });
  });

  test('settings are fetched once within the cache window, in-flight calls shared, then refreshed', async () => {
    await boot({});
    await boot({});
    await Promise.all([boot({}), boot({})]);
    expect(apiState.calls.settings).toBe(1);
    await loadPublicSettingsCached(Date.now() + 60_000);
    expect(apiState.calls.settings).toBe(2);
  });

  test('SETTINGS_CACHE_MS=0 in the environment disables the cache', async () => {
    process.env.SETTINGS_CACHE_MS = '0';
    await boot({});
    await boot({});
    expect(apiState.calls.settings).toBe(2);
  });

  test('an unreachable API leaves the defaults and the page renders as a visitor', async () => {
    server.use(http.get(`${API}/settings/public`, () => HttpResponse.error()));
    const { store, result } = await boot({});
    expect(result.maintenance).toBe(false);
    expect(store.getState().settings.minimumTipPrice).toBe(10);
    expect(store.getState().ui.siteName).toBe('Fanplatform');
    expect(console.warn).toHaveBeenCalledTimes(1);
    // ...and the page says so to caches and monitors: 503 with Retry-After
    expect(result.apiDown).toBe(true);
    expect(shellStatus(result)).toEqual({ status: 503, retryAfter: '30' });
  });

  test('an outage is not cached: once the API answers again, so does the page', async () => {
    server.use(http.get(`${API}/settings/public`, () => HttpResponse.error()));
    expect((await boot({})).result.apiDown).toBe(true);
    server.resetHandlers();
    expect((await boot({})).result.apiDown).toBe(false);
  });

  test('shell statuses: maintenance 503 with Retry-After, blocked country 451, otherwise the page decides', () => {
    expect(shellStatus({ maintenance: true, geoBlocked: false })).toEqual({
      status: 503,
      retryAfter: '3600',
    });
    expect(shellStatus({ maintenance: false, geoBlocked: true })).toEqual({ status: 451 });
    expect(shellStatus({ maintenance: false, geoBlocked: false, apiDown: false })).toBeNull();
  });

  test('theme cookie sets the theme', async () => {
    const { store } = await boot({}, { cookie: 'theme=dark' });
    expect(store.getState().ui.theme).toBe('dark');
  });

  test("the reader's date locale comes from Accept-Language (English in their region)", async () => {
    const us = await boot({}, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(us.store.getState().ui.dateLocale).toBe('en-US');
    const de = await boot({}, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(de.store.getState().ui.dateLocale).toBe('en-DE');
    expect((await boot({})).store.getState().ui.dateLocale).toBe('en-GB');
  });
});

describe('bootstrapApp on the server: maintenance and geo-block', () => {
  test('maintenance: flag set, geo check skipped, no redirect', async () => {
    apiState.settings.maintenanceMode = true;
    const { result } = await boot({ authenticate: true });
    expect(result.maintenance).toBe(true);
    expect(result.redirect).toBeUndefined();
    expect(apiState.calls.geo).toBe(0);
  });

  test('maintenance is for everyone but operators: an admin keeps the console to end it', async () => {
    apiState.settings.maintenanceMode = true;
    apiState.users.push({
      _id: 'e'.repeat(24),
      username: 'demo-admin',
      email: 'demo-admin@example.com',
      name: 'Operator',
      isPerformer: false,
      balance: 0,
      status: 'active',
      roles: ['admin'],
    } as (typeof apiState.users)[number]);
    const admin = await boot({ authenticate: true }, { cookie: `token=${tokenFor('demo-admin')}` });
    expect(admin.result.maintenance).toBe(false);
    expect(admin.store.getState().user.current?.isAdmin).toBe(true);
    const fan = await boot({ authenticate: true }, { cookie: `token=${tokenFor('demo-fan')}` });
    expect(fan.result.maintenance).toBe(true);
  });

  test('blocked country: the first x-forwarded-for address is sent as x-client-ip with fromServerRequest', async () => {
    apiState.blockedIps.add('85.214.132.117');
    let query = '';
    server.use(
      http.get(`${API}/block/countries/check`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({
          status: 0,
          data: { blocked: request.headers.get('x-client-ip') === '85.214.132.117' },
        });
      }),
    );
    const { result } = await boot(
      { authenticate: true },
      { headers: { 'x-forwarded-for': '85.214.132.117, 10.0.0.1' } },
    );
    expect(result.geoBlocked).toBe(true);
    expect(result.redirect).toBeUndefined();
    expect(query).toBe('?fromServerRequest=true');
  });

  test('the country answer is cached per IP for the settings window, then asked again', async () => {
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    await boot({}, from('5.5.5.5'));
    await boot({}, from('5.5.5.5'));
    expect(apiState.calls.geo).toBe(1);
    await boot({}, from('6.6.6.6'));
    expect(apiState.calls.geo).toBe(2);
    clearSettingsCache();
    await boot({}, from('5.5.5.5'));
    expect(apiState.calls.geo).toBe(3);
  });

  test('not blocked by default; the IP falls back to x-real-ip, then the socket', async () => {
    const { result } = await boot({}, { headers: { 'x-real-ip': '2.2.2.2' } });
    expect(result.geoBlocked).toBe(false);
    expect(apiState.lastGeoHeaders?.['x-client-ip']).toBe('2.2.2.2');
    const req = (headers: Record<string, string>, ip?: string) =>
      ({ headers, socket: { remoteAddress: ip } }) as unknown as IncomingMessage;
    expect(clientIpOf(req({}, '::ffff:8.8.8.8'))).toBe('8.8.8.8');
    expect(clientIpOf(req({ 'x-real-ip': '1.1.1.1' }, '9.9.9.9'))).toBe('1.1.1.1');
    expect(clientIpOf(req({ 'x-forwarded-for': '3.3.3.3, 4.4.4.4', 'x-real-ip': '1.1.1.1' }))).toBe(
      '3.3.3.3',
    );
  });
});

describe('bootstrapApp on the server: current user and guards', () => {
  test('a valid token cookie loads the user and logs in, without redirecting', async () => {
    const { store, result, res } = await boot(
      { authenticate: true },
      { cookie: `token=${tokenFor('demo-fan')}` },
    );
    const state = store.getState();
    expect(state.auth.loggedIn).toBe(true);
    expect(state.auth.authUser).toEqual({ _id: 'f'.repeat(24), username: 'demo-fan', isPerformer: false });
    expect(state.auth.loginAuth.data).toBeNull();
    expect(state.user.current?.email).toBe('demo-fan@example.com');
    expect(result.redirect).toBeUndefined();
    expect(res.getHeader('set-cookie')).toBeUndefined();
  });

  test('an invalid token is cleared with Set-Cookie and the visitor is sent to login', async () => {
    const { store, result, res } = await boot({ authenticate: true }, { cookie: 'token=revoked' });
    expect(store.getState().auth.loggedIn).toBe(false);
    const setCookie = String(res.getHeader('set-cookie'));
    expect(setCookie).toMatch(/^token=;/);
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=(0|-1);/i);
    expect(result.redirect).toBe('/auth/login?next=%2Fhome');
  });

  test('authenticate without a token redirects to login; noredirect does not', async () => {
    expect((await boot({ authenticate: true })).result.redirect).toBe('/auth/login?next=%2Fhome');
    expect((await boot({ authenticate: true, noredirect: true })).result.redirect).toBeUndefined();
    expect((await boot({})).result.redirect).toBeUndefined();
  });

  test('onlyPerformer is enforced: visitors and fans go to login, creators stay', async () => {
    expect((await boot({ authenticate: true, onlyPerformer: true })).result.redirect).toBe(
      '/auth/login?next=%2Fhome',
    );
    const fan = await boot(
      { authenticate: true, onlyPerformer: true },
      { cookie: `token=${tokenFor('demo-fan')}` },
    );
    expect(fan.result.redirect).toBe('/auth/login?next=%2Fhome');
    const creator = await boot(
      { authenticate: true, onlyPerformer: true },
      { cookie: `token=${tokenFor('demo-creator')}` },
    );
    expect(creator.result.redirect).toBeUndefined();
  });

  test('guestOnly sends a signed-in account to its landing page', async () => {
    const flags = { guestOnly: true };
    const path = '/auth/login';
    expect((await boot(flags, { path })).result.redirect).toBeUndefined();
    expect((await boot(flags, { path, cookie: `token=${tokenFor('demo-fan')}` })).result.redirect).toBe(
      '/home',
    );
    expect((await boot(flags, { path, cookie: `token=${tokenFor('demo-creator')}` })).result.redirect).toBe(
      '/demo-creator',
    );
    expect(
      (await boot(flags, { path, cookie: `token=${tokenFor('incomplete-fan@example.com')}` })).result
        .redirect,
    ).toBe('/user/account');
    expect(
      (await boot(flags, { path, cookie: `token=${tokenFor('incomplete-creator')}` })).result.redirect,
    ).toBe('/creator/account');
  });

  test('a signed-in fan sent to login from a creator page stays there to switch accounts', async () => {
    const { result } = await boot(
      { guestOnly: true },
      { path: '/auth/login?next=%2Fcreator%2Faccount', cookie: `token=${tokenFor('demo-fan')}` },
    );
    expect(result.redirect).toBeUndefined();
  });

  test('an API failure other than 401 keeps the cookie and continues as a visitor', async () => {
    server.use(
      http.get(`${API}/users/me`, () =>
        HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 }),
      ),
    );
    const { store, res } = await boot({}, { cookie: 'token=maybe-valid' });
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(res.getHeader('set-cookie')).toBeUndefined();
  });
});

describe('bootstrapApp on client navigation', () => {
  const fan = toCurrentUser({ _id: 'u1', username: 'demo-fan', email: 'f@example.com' });

  test('makes no calls and guards from the store', async () => {
    const visitor = makeStore();
    const ctx = {
      pathname: '/creator/account',
      asPath: '/creator/account',
      query: {},
    } as unknown as NextPageContext;
    const result = await bootstrapApp(visitor, ctx, { authenticate: true, onlyPerformer: true });
    expect(result.redirect).toBe('/auth/login?next=%2Fcreator%2Faccount');
    const signedIn = makeStore({
      auth: {
        ...initialAuthState,
        loggedIn: true,
        authUser: { _id: 'u1', username: 'demo-fan', isPerformer: false },
      },
      user: { ...initialUserState, current: fan },
    });
    expect((await bootstrapApp(signedIn, ctx, { authenticate: true })).redirect).toBeUndefined();
    expect((await bootstrapApp(signedIn, ctx, { onlyPerformer: true })).redirect).toBe(
      '/auth/login?next=%2Fcreator%2Faccount',
    );
    expect((await bootstrapApp(signedIn, ctx, { guestOnly: true })).redirect).toBe('/home');
    expect(apiState.calls).toEqual({ settings: 0, logout: 0, usersMe: 0, geo: 0 });
    visitor.stopSagas();
    signedIn.stopSagas();
  });
});

describe('performRedirect and landingPathFor', () => {
  test('server: 302 with Location, response ended; browser: Router.replace', () => {
    const res = fakeRes();
    performRedirect({ res: res as unknown as ServerResponse }, '/auth/login');
    expect(res.statusCode).toBe(302);
    expect(res.getHeader('location')).toBe('/auth/login');
    expect(res.ended).toBe(true);
    performRedirect({}, '/home');
    expect(Router.replace).toHaveBeenCalledWith('/home');
  });

  test('landing paths per role and completeness (spec §2)', () => {
    const base = { _id: 'id1', username: 'name', email: 'e@x.com' };
    expect(landingPathFor({ ...base, isPerformer: false })).toBe('/home');
    expect(landingPathFor({ ...base, email: '', isPerformer: false })).toBe('/user/account');
    expect(landingPathFor({ ...base, isPerformer: true })).toBe('/name');
    expect(landingPathFor({ ...base, username: '', isPerformer: true })).toBe('/creator/account');
  });
});
