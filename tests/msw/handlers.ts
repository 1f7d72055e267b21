// Reusable msw handlers for the contract endpoints (brief "Cross-team contract"), backed by a small in-memory
// state that tests can inspect and tweak (apiState) and reset between tests (resetApiState).
import { http, HttpResponse } from 'msw';
import { DEFAULT_SETTINGS } from '@/config/constants';

export const API = 'http://localhost:8080';
export const DEMO_PASSWORD = 'demo-password';

type RawUser = Record<string, unknown> & {
  _id: string;
  username: string;
  email: string;
  isPerformer: boolean;
};

function seedUsers(): RawUser[] {
  return [
    {
      _id: 'f'.repeat(24),
      username: 'demo-fan',
      email: 'demo-fan@example.com',
      name: 'Demo Fan',
      isPerformer: false,
      balance: 50,
      verifiedEmail: true,
      status: 'active',
    },
    {
      _id: 'c'.repeat(24),
      username: 'demo-creator',
      email: 'demo-creator@example.com',
      name: 'Demo Creator',
      isPerformer: true,
      balance: 12.5,
      verifiedDocument: true,
      monthlyPrice: 9.99,
      yearlyPrice: 99.99,
      status: 'active',
    },
    {
      _id: 'a'.repeat(24),
      username: '',
      email: 'incomplete-fan@example.com',
      name: 'Incomplete Fan',
      isPerformer: false,
      balance: 0,
      status: 'active',
    },
    {
      _id: 'b'.repeat(24),
      username: 'incomplete-creator',
      email: '',
      name: 'Incomplete Creator',
      isPerformer: true,
      balance: 0,
      status: 'active',
    },
  ];
}

function freshState() {
  return {
    users: seedUsers(),
    /** token -> user id */
    tokens: new Map<string, string>(),
    settings: {
      ...DEFAULT_SETTINGS,
      siteName: 'Test Site',
      logoUrl: 'https://cdn.test/logo.png',
      darkmodeLogoUrl: 'https://cdn.test/dark.png',
    } as Record<string, unknown>,
    blockedIps: new Set<string>(),
    follows: new Set<string>(),
    calls: { settings: 0, logout: 0, usersMe: 0, geo: 0 },
    lastGeoHeaders: null as Record<string, string> | null,
    lastLoginBody: null as Record<string, unknown> | null,
    lastPasswordBody: null as Record<string, unknown> | null,
    lastProfileBody: null as Record<string, unknown> | null,
    logoutStatus: 200,
  };
}

export let apiState = freshState();

export function resetApiState() {
  apiState = freshState();
}

/** Registers a token for a seeded user (by username or email) and returns it. */
export function tokenFor(login: string): string {
  const user = apiState.users.find((u) => u.username === login || u.email === login);
  if (!user) throw new Error(`no seeded user ${login}`);
  const token = `tok-${user._id}`;
  apiState.tokens.set(token, user._id);
  return token;
}

function userOf(request: Request): RawUser | undefined {
  const header = request.headers.get('authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  const id = apiState.tokens.get(token);
  return apiState.users.find((u) => u._id === id);
}

const ok = (data: unknown) => HttpResponse.json({ status: 0, data });
const fail = (statusCode: number, message: string, error = 'Error') =>
  HttpResponse.json({ statusCode, message, error }, { status: statusCode });
const unauthorized = () => fail(401, 'Unauthorized', 'Unauthorized');

function withUser(
  handler: (user: RawUser, request: Request, params: Record<string, unknown>) => Promise<Response> | Response,
) {
  return async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const user = userOf(request);
    return user ? handler(user, request, params) : unauthorized();
  };
}

const uploaded = (name: string) =>
  ok({ _id: 'd'.repeat(24), url: `${API}/files/${name}.jpg`, name: `${name}.jpg` });

export const handlers = [
  http.post(`${API}/auth/login`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    apiState.lastLoginBody = body;
    const login = String(body.username ?? body.email ?? '');
    const user = apiState.users.find((u) => u.username === login || u.email === login);
    // As the reference API: one answer whether the account is unknown or the password wrong.
    if (!user || !login || body.password !== DEMO_PASSWORD)
      return fail(422, 'The username, email or password is incorrect', 'Unprocessable Entity');
    const token = tokenFor(login);
    return ok({ token, expiresAt: new Date(Date.now() + 86400000).toISOString() });
  }),
  http.post(`${API}/auth/logout`, ({ request }) => {
    apiState.calls.logout += 1;
    if (apiState.logoutStatus !== 200) return fail(apiState.logoutStatus, 'Not Found');
    const token = request.headers.get('authorization') ?? '';
    apiState.tokens.delete(token);
    return ok({ success: true });
  }),
  http.get(`${API}/users/me`, ({ request }) => {
    apiState.calls.usersMe += 1;
    const user = userOf(request);
    return user ? ok(user) : unauthorized();
  }),
  http.put(
    `${API}/users`,
    withUser(async (user, request) => {
      const body = (await request.json()) as Record<string, unknown>;
      apiState.lastProfileBody = body;
      if (body.username === 'taken') return fail(422, 'Username has been taken');
      if (body.username === 'no-message') return HttpResponse.json({ statusCode: 400 }, { status: 400 });
      Object.assign(user, body);
      return ok(user);
    }),
  ),
  http.put(
    `${API}/performers/me`,
    withUser(async (user, request) => {
      if (!user.isPerformer) return fail(403, 'Forbidden', 'Forbidden');
      const body = (await request.json()) as Record<string, unknown>;
      apiState.lastProfileBody = body;
      Object.assign(user, body);
      return ok(user);
    }),
  ),
  http.put(
    `${API}/auth/users/me/password`,
    withUser(async (_user, request) => {
      const body = (await request.json()) as Record<string, unknown>;
      apiState.lastPasswordBody = body;
      if (typeof body.password !== 'string' || body.password.length < 6) {
        return fail(400, 'password must be longer than or equal to 6 characters', 'Bad Request');
      }
      return ok({ success: true });
    }),
  ),
  http.post(
    `${API}/follows/:id`,
    withUser((_u, _r, params) => {
      if (params.id === 'missing') return fail(404, 'Creator not found');
      apiState.follows.add(String(params.id));
      return ok({ success: true });
    }),
  ),
  http.delete(
    `${API}/follows/:id`,
    withUser((_u, _r, params) => {
      apiState.follows.delete(String(params.id));
      return ok({ success: true });
    }),
  ),
  http.get(`${API}/settings/public`, () => {
    apiState.calls.settings += 1;
    return ok(apiState.settings);
  }),
  http.post(`${API}/settings/keys`, async ({ request }) => {
    const { keys } = (await request.json()) as { keys: string[] };
    return ok(
      Object.fromEntries(keys.filter((k) => k in apiState.settings).map((k) => [k, apiState.settings[k]])),
    );
  }),
  http.get(`${API}/block/countries/check`, ({ request }) => {
    apiState.calls.geo += 1;
    apiState.lastGeoHeaders = Object.fromEntries(request.headers.entries());
    const ip = request.headers.get('x-client-ip') ?? '';
    return ok({ blocked: apiState.blockedIps.has(ip) });
  }),
  http.post(
    `${API}/users/avatar/upload`,
    withUser(() => uploaded('avatar')),
  ),
  http.post(
    `${API}/performers/avatar/upload`,
    withUser(() => uploaded('performer-avatar')),
  ),
  http.post(
    `${API}/performers/cover/upload`,
    withUser(() => uploaded('cover')),
  ),
  http.post(
    `${API}/performers/welcome-video/upload`,
    withUser(() => uploaded('welcome')),
  ),
  http.post(
    `${API}/performers/documents/upload`,
    withUser(() => uploaded('document')),
  ),
  http.get(`${API}/countries/list`, () =>
    ok([
      {
        name: 'Germany',
        code: 'DE',
        capital: 'Berlin',
        region: 'Europe',
        currency: { code: 'EUR', name: 'Euro', symbol: '€' },
        language: { code: 'de', name: 'German' },
        flag: '/flags/de.svg',
      },
    ]),
  ),
  http.get(`${API}/states/:country`, () => ok([{ name: 'Bavaria', isoCode: 'BY' }])),
  http.get(`${API}/cities/:country/:state`, () => ok([{ name: 'Munich' }])),
];
