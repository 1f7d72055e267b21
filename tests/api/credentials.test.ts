// Issue 13 items 6 and 8: password and email changes need the current password, a new password ends the
// other sessions, the old address hears about an email change, and only the newest reset link works.
import { DEMO_PASSWORD, linkToken, login, makeApp, outboxFor, type TestApp } from './helpers/app';
import { caller } from './helpers/feeds';

jest.setTimeout(30_000);

describe('credential changes', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeEach(async () => {
    t = await makeApp();
    call = caller(t.app);
  });
  afterEach(() => t.close());

  const me = (token: string) => call('GET', '/users/me', token);

  test('a password change needs the current password and ends every other session', async () => {
    const [here, elsewhere] = [await login(t.app, 'demo-fan'), await login(t.app, 'demo-fan')];
    const missing = await call('PUT', '/auth/users/me/password', here, { password: 'new-password-1' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Enter your current password to change your email or password');
    const wrong = await call('PUT', '/auth/users/me/password', here, {
      password: 'new-password-1',
      currentPassword: 'not-it',
    });
    expect(wrong.json().message).toBe('Your current password is incorrect');
    expect((await me(elsewhere)).statusCode).toBe(200);
    const done = await call('PUT', '/auth/users/me/password', here, {
      password: 'new-password-1',
      currentPassword: DEMO_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await login(t.app, 'demo-fan', 'new-password-1');
  });

  test('PUT /users: password or email only with the current password; the old address is told', async () => {
    const [here, elsewhere] = [await login(t.app, 'demo-fan'), await login(t.app, 'demo-fan')];
    expect((await call('PUT', '/users', here, { password: 'new-password-2' })).statusCode).toBe(422);
    expect((await call('PUT', '/users', here, { email: 'fan-new@example.com' })).statusCode).toBe(422);
    // other fields need nothing more
    expect((await call('PUT', '/users', here, { name: 'Renamed' })).statusCode).toBe(200);
    const oldEmail = (await me(here)).json().data.email as string;
    const changed = await call('PUT', '/users', here, {
      email: 'fan-new@example.com',
      currentPassword: DEMO_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await outboxFor(t.app, oldEmail))[0].subject).toMatch(/email address was changed/);
    expect((await outboxFor(t.app, oldEmail))[0].body).toContain('fan-new@example.com');
    await call('PUT', '/users', here, { password: 'new-password-2', currentPassword: DEMO_PASSWORD });
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  test('a creator changing the email through PUT /performers/me needs the current password too', async () => {
    const creator = await login(t.app, 'demo-creator');
    expect(
      (await call('PUT', '/performers/me', creator, { email: 'creator-new@example.com' })).statusCode,
    ).toBe(422);
    const ok = await call('PUT', '/performers/me', creator, {
      email: 'creator-new@example.com',
      currentPassword: DEMO_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  test('an account made with Google or X sets a first password from its session, then may change email', async () => {
    const token = await login(t.app, 'demo-fan');
    await t.app.db.prepare("UPDATE users SET passwordHash = NULL WHERE username = 'demo-fan'").run();
    const email = await call('PUT', '/users', token, { email: 'social-new@example.com' });
    expect(email.statusCode).toBe(422);
    expect(email.json().message).toMatch(/^Set a password first/);
    expect(
      (await call('PUT', '/auth/users/me/password', token, { password: 'first-password' })).statusCode,
    ).toBe(200);
    const later = await call('PUT', '/users', token, {
      email: 'social-new@example.com',
      currentPassword: 'first-password',
    });
    expect(later.statusCode).toBe(200);
  });

  describe('reset links', () => {
    const forgot = () => call('POST', '/auth/users/forgot', null, { email: 'demo-fan@example.com' });
    const latestLink = async () => linkToken((await outboxFor(t.app, 'demo-fan@example.com'))[0].body);
    const reset = (token: string, password: string) =>
      call('POST', '/auth/password-change', null, { token, password });

    test('only the newest link works, and only once', async () => {
      await forgot();
      const older = await latestLink();
      await forgot();
      const newer = await latestLink();
      expect(newer).not.toBe(older);
      expect((await reset(older, 'reset-password-1')).statusCode).toBe(422);
      expect((await reset(newer, 'reset-password-1')).statusCode).toBe(200);
      expect((await reset(newer, 'reset-password-2')).statusCode).toBe(422);
    });

    test('a password change ends an outstanding link', async () => {
      await forgot();
      const link = await latestLink();
      const token = await login(t.app, 'demo-fan');
      await call('PUT', '/auth/users/me/password', token, {
        password: 'changed-password',
        currentPassword: DEMO_PASSWORD,
      });
      expect((await reset(link, 'reset-password-3')).statusCode).toBe(422);
    });
  });
});
