import fs from 'node:fs';
import { linkToken, login, makeApp, outboxFor, type TestApp } from './helpers/app';

describe('registration, password reset, email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/auth/users/register', payload });
  const valid = {
    firstName: 'New',
    lastName: 'Fan',
    username: 'new-fan',
    email: 'new-fan@example.com',
    password: 'secret-1',
  };

  test('validates email, password length and username; drops unknown fields', async () => {
    const badEmail = await register({ ...valid, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('Email address is invalid');
    const shortPw = await register({ ...valid, password: '12345' });
    expect(shortPw.statusCode).toBe(400);
    expect(shortPw.json().message).toContain('Password must be at least 6 characters');
    const badUsername = await register({ ...valid, username: 'no spaces!' });
    expect(badUsername.statusCode).toBe(400);
    expect(await t.app.repos.users.findByEmail(valid.email)).toBeUndefined();
    // An unknown field is dropped, never used (issue 20 item 9): the account starts with nothing.
    const extra = await register({
      ...valid,
      username: 'extra-fan',
      email: 'extra-fan@example.com',
      balance: 1000,
    });
    expect(extra.statusCode).toBe(200);
    const created = (await t.app.repos.users.findByEmail('extra-fan@example.com'))!;
    expect((await t.app.repos.ledger.balanceOf(created.id)) ?? 0).toBe(0);
  });

  test('duplicate username or email is a 422 with a clear message', async () => {
    const dupUser = await register({ ...valid, username: 'Demo-Fan' });
    expect(dupUser.statusCode).toBe(422);
    expect(dupUser.json().message).toBe('Username is already taken');
    const dupEmail = await register({ ...valid, email: 'DEMO-FAN@example.com' });
    expect(dupEmail.statusCode).toBe(422);
    expect(dupEmail.json().message).toBe('Email is already taken');
  });

  test('registers a fan who can then log in; a verification mail is written to the outbox', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, data: { message: expect.any(String) } });
    const token = await login(t.app, 'new-fan', 'secret-1');
    const me = (
      await t.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: token } })
    ).json().data;
    expect(me).toMatchObject({
      username: 'new-fan',
      name: 'New Fan',
      isPerformer: false,
      roles: ['user'],
      balance: 0,
      verifiedEmail: false,
    });
    const mails = await outboxFor(t.app, valid.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('http://api.test/auth/email-verification?token=');
    expect(fs.readFileSync(mails[0].filePath, 'utf8')).toContain('To: new-fan@example.com');
  });

  test('the verification link verifies and redirects to the web app; it works once', async () => {
    const token = linkToken((await outboxFor(t.app, valid.email))[0].body);
    const res = await t.app.inject({ method: 'GET', url: `/auth/email-verification?token=${token}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://app.test/auth/email-verified-success');
    expect((await t.app.repos.users.findByEmail(valid.email))?.verifiedEmail).toBe(1);
    // Opened twice: a web page that says so, never raw JSON on the API origin (issue 13 item 20).
    const again = await t.app.inject({ method: 'GET', url: `/auth/email-verification?token=${token}` });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(
      'http://app.test/auth/email-verified-success?status=already-verified',
    );
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/auth/email-verification?token=${'b'.repeat(64)}`,
    });
    expect(unknown.headers.location).toBe('http://app.test/auth/email-verified-success?status=expired');
    const garbage = await t.app.inject({ method: 'GET', url: '/auth/email-verification?token=%3Cscript%3E' });
    expect(garbage.headers.location).toBe('http://app.test/auth/email-verified-success?status=expired');
  });

  test('resend verification: by email, or by token with no body', async () => {
    await t.app.db.prepare("UPDATE users SET verifiedEmail = 0 WHERE username = 'demo-fan'").run();
    const before = (await outboxFor(t.app, 'demo-fan@example.com')).length;
    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/auth/email-verification',
      payload: { email: 'demo-fan@example.com' },
    });
    expect(byEmail.statusCode).toBe(200);
    const token = await login(t.app, 'demo-fan');
    const byToken = await t.app.inject({
      method: 'POST',
      url: '/auth/email-verification',
      headers: { authorization: token },
    });
    expect(byToken.statusCode).toBe(200);
    expect((await outboxFor(t.app, 'demo-fan@example.com')).length).toBe(before + 2);
    const anonymous = await t.app.inject({ method: 'POST', url: '/auth/email-verification', payload: {} });
    expect(anonymous.statusCode).toBe(400);
  });

  test('forgot -> reset link -> new password works, old fails, old sessions end', async () => {
    const oldSession = await login(t.app, 'demo-creator');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/auth/users/forgot',
      payload: { email: 'demo-creator@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    // Unknown addresses get the same answer (no account discovery).
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/users/forgot',
      payload: { email: 'who@example.com' },
    });
    expect(unknown.json()).toEqual(forgot.json());
    const mail = (await outboxFor(t.app, 'demo-creator@example.com'))[0];
    expect(mail.body).toContain('http://app.test/auth/reset-password?token=');
    const token = linkToken(mail.body);

    const legacy = await t.app.inject({ method: 'GET', url: `/auth/password-change?token=${token}` });
    expect(legacy.statusCode).toBe(302);
    expect(legacy.headers.location).toBe(`http://app.test/auth/reset-password?token=${token}`);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/password-change',
      payload: { token: 'f'.repeat(64), password: 'brand-new-pw' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Invalid or expired link');

    const change = await t.app.inject({
      method: 'POST',
      url: '/auth/password-change',
      payload: { token, password: 'brand-new-pw' },
    });
    expect(change.statusCode).toBe(200);
    const oldPw = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'demo-creator', password: 'demo-password' },
    });
    expect(oldPw.statusCode).toBe(422);
    await login(t.app, 'demo-creator', 'brand-new-pw');
    expect((await t.app.repos.users.findByLogin('demo-creator'))?.verifiedEmail).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: oldSession } }))
        .statusCode,
    ).toBe(401);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/auth/password-change',
      payload: { token, password: 'another-pw' },
    });
    expect(reuse.statusCode).toBe(422);
  });

  test('PUT /auth/users/me/password changes it; logoutOthers revokes the other sessions only', async () => {
    const keep = await login(t.app, 'new-fan', 'secret-1');
    const other = await login(t.app, 'new-fan', 'secret-1');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/users/me/password',
      headers: { authorization: keep },
      payload: { password: 'secret-2', currentPassword: 'secret-1', source: 'user', logoutOthers: true },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: keep } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: other } })).statusCode,
    ).toBe(401);
    await login(t.app, 'new-fan', 'secret-2');
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/auth/users/me/password',
      payload: { password: 'secret-3', source: 'user' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('social login', () => {
  let t: TestApp;
  afterEach(() => t.close());

  test('answers "not configured" without keys', async () => {
    t = await makeApp();
    const google = await t.app.inject({
      method: 'POST',
      url: '/auth/google/login',
      payload: { tokenId: 'x' },
    });
    expect(google.statusCode).toBe(400);
    expect(google.json().message).toBe('Google login is not configured');
    const twitter = await t.app.inject({ method: 'POST', url: '/auth/twitter/login', payload: {} });
    expect(twitter.json().message).toBe('Twitter login is not configured');
    const cb = await t.app.inject({
      method: 'POST',
      url: '/auth/twitter/callback',
      payload: { oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' },
    });
    expect(cb.json().message).toBe('Twitter login is not configured');
    const settings = (await t.app.inject({ method: 'GET', url: '/settings/public' })).json().data;
    expect(settings).toMatchObject({ googleLoginClientId: '', twitterLoginEnabled: false });
  });

  test('Google: verifies the ID token with Google and links a verified email to the existing account', async () => {
    t = await makeApp({ config: { googleClientId: 'client-123' } });
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      const good = url.includes('id_token=good');
      const body = {
        aud: good ? 'client-123' : 'someone-else',
        iss: 'accounts.google.com',
        sub: 'g-42',
        email: 'demo-fan@example.com',
        email_verified: 'true',
        exp: String(Math.floor(Date.now() / 1000) + 600),
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    try {
      const wrongAudience = await t.app.inject({
        method: 'POST',
        url: '/auth/google/login',
        payload: { tokenId: 'bad' },
      });
      expect(wrongAudience.statusCode).toBe(422);
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/google/login',
        payload: { tokenId: 'good' },
      });
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/users/me',
        headers: { authorization: res.json().data.token },
      });
      expect(me.json().data).toMatchObject({ username: 'demo-fan', googleConnected: true });
      expect(String(fetchMock.mock.calls[0][0])).toContain(
        'https://oauth2.googleapis.com/tokeninfo?id_token=',
      );
    } finally {
      fetchMock.mockRestore();
    }
  });

  test('Twitter: signs the request-token call with OAuth 1.0a HMAC-SHA1', async () => {
    t = await makeApp({ config: { twitterConsumerKey: 'ck', twitterConsumerSecret: 'cs' } });
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const auth = String((init?.headers as Record<string, string>).Authorization);
      if (String(input).endsWith('/oauth/request_token')) {
        expect(auth).toMatch(/^OAuth .*oauth_signature_method="HMAC-SHA1"/);
        expect(auth).toContain('oauth_callback="http%3A%2F%2Fapp.test%2Fauth%2Flogin"');
        return new Response('oauth_token=rt&oauth_token_secret=rts&oauth_callback_confirmed=true');
      }
      expect(auth).toContain('oauth_verifier="v1"');
      return new Response('oauth_token=at&oauth_token_secret=ats&user_id=777&screen_name=Tweeter_1');
    });
    try {
      const start = await t.app.inject({
        method: 'POST',
        url: '/auth/twitter/login',
        payload: { callbackUrl: 'https://evil.test/x' },
      });
      expect(start.json().data).toMatchObject({
        oauthToken: 'rt',
        oauthTokenSecret: 'rts',
        url: 'https://api.twitter.com/oauth/authenticate?oauth_token=rt',
      });
      const cb = await t.app.inject({
        method: 'POST',
        url: '/auth/twitter/callback',
        payload: { oauthToken: 'rt', oauthTokenSecret: 'rts', oauthVerifier: 'v1', role: 'performer' },
      });
      expect(cb.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/users/me',
        headers: { authorization: cb.json().data.token },
      });
      expect(me.json().data).toMatchObject({
        username: 'tweeter_1',
        isPerformer: true,
        twitterConnected: true,
        email: '',
      });
    } finally {
      fetchMock.mockRestore();
    }
  });
});
