// Issue 23: the operator console's access. The permission matrix is generated from the route catalogue: every
// route under /admin is called as a visitor, a fan, a creator, an operator without two-factor, an operator whose
// session has not passed it, and an operator who has; a new admin route cannot escape it.
import { runAdminsCli } from '@api/cli/admins';
import { ADMIN_REFUSALS } from '@api/plugins/auth';
import { ADMIN_SESSION_HOURS } from '@api/services/sessions';
import { login, makeApp, type TestApp } from './helpers/app';
import { codeAt, enrolAdmin, get, post, type AdminSession } from './helpers/admin';

jest.setTimeout(120_000);

const UNKNOWN_ID = 'f'.repeat(24);
/** per account and route, counted over this whole file (the matrix and the tests below spend 5 to 9 first) */
const CODE_ATTEMPTS = 10;
/** Routes an operator reaches before two-factor: its set-up and the login's code step. */
const ENROLLING = [
  'GET /admin/2fa',
  'POST /admin/2fa/enrol',
  'POST /admin/2fa/confirm',
  'POST /admin/2fa/verify',
];

describe('operator console access', () => {
  let t: TestApp;
  let clock = new Date();
  /** demo-admin's session after the matrix set up two-factor (the tests below run in order) */
  let session: AdminSession;
  beforeAll(async () => {
    t = await makeApp({
      now: () => clock,
      config: { authRateLimitMax: 100_000, adminCodeAttemptsMax: CODE_ATTEMPTS },
    });
  });
  afterAll(() => t.close());

  const adminRoutes = () =>
    t.app.routeCatalog
      .filter((r) => r.url.startsWith('/admin'))
      .map((r) => ({
        key: `${r.method} ${r.url}`,
        method: r.method,
        url: r.url.replace(/:id\b/g, UNKNOWN_ID),
      }));
  const call = (route: { method: string; url: string }, token: string | null) =>
    route.method === 'GET' ? get(t.app, route.url, token) : post(t.app, route.url, token, {});

  test('every admin route: 401 to a visitor, 403 to fans and creators, two-factor first for an operator', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const fan = await login(t.app, 'demo-fan');
    const creator = await login(t.app, 'demo-creator');
    const fresh = await login(t.app, 'demo-admin');
    const problems: string[] = [];
    const expectRefusal = async (
      who: string,
      token: string | null,
      route: (typeof routes)[number],
      status: number,
      error: string,
    ) => {
      const res = await call(route, token);
      const body = res.json();
      if (res.statusCode !== status || body.error !== error || body.statusCode !== status)
        problems.push(`${who} ${route.key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    };
    for (const route of routes) {
      await expectRefusal('visitor', null, route, 401, 'Unauthorized');
      await expectRefusal('fan', fan, route, 403, 'Forbidden');
      await expectRefusal('creator', creator, route, 403, 'Forbidden');
      if (!ENROLLING.includes(route.key))
        await expectRefusal('admin without 2FA', fresh, route, 403, ADMIN_REFUSALS.enrol.code);
    }
    // the operator's own account says what it is (the web app opens the console for it)
    expect((await get(t.app, '/users/me', fresh)).json().data).toMatchObject({
      roles: ['admin'],
      isPerformer: false,
    });
    // the operator sets up two-factor; a new session of theirs is asked for the code
    session = await enrolAdmin(t.app);
    const unverified = await login(t.app, 'demo-admin');
    for (const route of routes) {
      if (!ENROLLING.includes(route.key))
        await expectRefusal('admin before the code', unverified, route, 403, ADMIN_REFUSALS.verify.code);
      const res = await call(route, session.token);
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
        problems.push(`admin ${route.key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  });

  describe('two-factor', () => {
    test('enrolment gave a secret for the QR code and ten recovery codes; enrolling again is refused', async () => {
      expect(session.recoveryCodes).toHaveLength(10);
      expect(new Set(session.recoveryCodes).size).toBe(10);
      const stored = (await t.app.db.prepare('SELECT codeHash FROM admin_recovery_codes').all()) as {
        codeHash: string;
      }[];
      expect(stored.map((r) => r.codeHash)).not.toContain(session.recoveryCodes[0]);
      expect((await post(t.app, '/admin/2fa/enrol', session.token)).statusCode).toBe(409);
      const status = (await get(t.app, '/admin/2fa', session.token)).json().data;
      expect(status).toEqual({ enrolled: true, sessionVerified: true, recoveryCodesLeft: 10 });
    });

    test('a new session passes with the next code, not with the same code twice', async () => {
      clock = new Date(clock.getTime() + 60_000);
      const token = await login(t.app, 'demo-admin');
      expect((await get(t.app, '/admin/audit', token)).json().error).toBe(ADMIN_REFUSALS.verify.code);
      const code = codeAt(session.secret, clock);
      expect(
        (await post(t.app, '/admin/2fa/verify', token, { code: '000000' === code ? '111111' : '000000' }))
          .statusCode,
      ).toBe(422);
      expect((await post(t.app, '/admin/2fa/verify', token, { code })).statusCode).toBe(200);
      expect((await get(t.app, '/admin/audit', token)).statusCode).toBe(200);
      const other = await login(t.app, 'demo-admin');
      expect((await post(t.app, '/admin/2fa/verify', other, { code })).statusCode).toBe(422);
    });

    test('a recovery code works once', async () => {
      const token = await login(t.app, 'demo-admin');
      const [code] = session.recoveryCodes;
      expect(
        (await post(t.app, '/admin/2fa/verify', token, { recoveryCode: code.toUpperCase() })).json().data,
      ).toEqual({
        enrolled: true,
        sessionVerified: true,
        recoveryCodesLeft: 9,
      });
      const again = await login(t.app, 'demo-admin');
      expect((await post(t.app, '/admin/2fa/verify', again, { recoveryCode: code })).statusCode).toBe(422);
    });

    test('code attempts are limited per account', async () => {
      const token = await login(t.app, 'demo-admin');
      const statuses: number[] = [];
      for (let i = 0; i <= CODE_ATTEMPTS + 1; i += 1)
        statuses.push((await post(t.app, '/admin/2fa/verify', token, { code: '000001' })).statusCode);
      expect(statuses).toContain(422);
      expect(statuses.slice(-2)).toEqual([429, 429]);
    });

    test(`an operator's session ends after ${ADMIN_SESSION_HOURS} hours, "remember me" or not`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'demo-admin', password: 'demo-password', remember: true },
      });
      const { expiresAt } = res.json().data;
      expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(ADMIN_SESSION_HOURS * 3600_000);
      const saved = clock;
      clock = new Date(saved.getTime() + ADMIN_SESSION_HOURS * 3600_000 + 1000);
      expect((await get(t.app, '/admin/audit', session.token)).statusCode).toBe(401);
      clock = saved;
    });
  });

  describe('npm run admins', () => {
    const lines: string[] = [];
    const admins = (...args: string[]) =>
      runAdminsCli(
        args,
        t,
        (l) => lines.push(l),
        () => clock,
      );

    test('create: the first operator of a site, password printed once, two-factor asked first', async () => {
      expect(await admins('create', 'ops-lead', 'ops@example.com')).toBe(0);
      const password = lines[0].match(/shown once\): (\S+)$/)![1];
      const token = await login(t.app, 'ops-lead', password);
      expect((await get(t.app, '/admin/people', token)).json().error).toBe(ADMIN_REFUSALS.enrol.code);
      expect(await admins('create', 'ops-lead', 'other@example.com')).toBe(1);
      expect(lines.pop()).toBe('Username is already taken');
    });

    test('reset-2fa: the authenticator is forgotten and the sessions end', async () => {
      expect(await admins('reset-2fa', 'demo-fan')).toBe(1);
      expect(await admins('reset-2fa', 'demo-admin')).toBe(0);
      expect((await get(t.app, '/admin/audit', session.token)).statusCode).toBe(401);
      const token = await login(t.app, 'demo-admin');
      expect((await get(t.app, '/admin/audit', token)).json().error).toBe(ADMIN_REFUSALS.enrol.code);
    });
  });
});
