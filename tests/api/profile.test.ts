import { login, makeApp, type TestApp } from './helpers/app';

describe('GET /users/me, PUT /users, /performers/me', () => {
  let t: TestApp;
  let fan: string;
  let creator: string;
  beforeAll(async () => {
    t = await makeApp();
    fan = await login(t.app, 'demo-fan');
    creator = await login(t.app, 'demo-creator');
  });
  afterAll(() => t.close());

  const req = (method: 'GET' | 'PUT', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

  test('fan JSON (reference §4.3) with balance in dollars', async () => {
    const res = await req('GET', '/users/me', fan);
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Demo Fan',
      username: 'demo-fan',
      email: 'demo-fan@example.com',
      avatar: 'http://api.test/static/no-avatar.jpg',
      roles: ['user'],
      isPerformer: false,
      balance: 50,
      // seeded: subscribed to demo-creator, follows creator-02 and creator-03 (issue 3 seed)
      stats: { totalSubscriptions: 1, following: 2 },
      verifiedEmail: true,
      status: 'active',
    });
    expect(Date.parse(me.createdAt)).not.toBeNaN();
    expect(me).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(me)).not.toContain('scrypt');
  });

  test('creator JSON through /users/me and /performers/me, with owner fields', async () => {
    const viaUsers = (await req('GET', '/users/me', creator)).json().data;
    const viaPerformers = (await req('GET', '/performers/me', creator)).json().data;
    expect(viaPerformers).toEqual(viaUsers);
    expect(viaUsers).toMatchObject({
      username: 'demo-creator',
      isPerformer: true,
      roles: ['performer'],
      monthlyPrice: 9.99,
      yearlyPrice: 99.99,
      isFreeSubscription: true,
      durationFreeSubscriptionDays: 3,
      verifiedDocument: true,
      verifiedAccount: true,
      verifiedEmail: true,
      balance: 0,
      blockCountries: { countryCodes: [] },
      stats: expect.objectContaining({ subscribers: 1, followers: 0 }),
    });
  });

  test('auth and role checks: no token 401, fan on creator routes 403', async () => {
    expect((await req('GET', '/users/me', null)).statusCode).toBe(401);
    const forbidden = await req('GET', '/performers/me', fan);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect((await req('PUT', '/performers/me', fan, { bio: 'x' })).statusCode).toBe(403);
  });

  test('PUT /users updates the allowlisted fields', async () => {
    const res = await req('PUT', '/users', fan, {
      name: 'Fan Renamed',
      firstName: 'Fan',
      gender: 'female',
      country: 'de',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Fan Renamed',
      firstName: 'Fan',
      gender: 'female',
      country: 'DE',
      balance: 50,
    });
  });

  test.each([
    ['balance', 1000000],
    ['roles', ['admin']],
    ['status', 'active'],
    ['verifiedEmail', true],
    ['isPerformer', true],
  ])('PUT /users drops %s and changes nothing with it', async (field, value) => {
    // Unknown fields are dropped before the handler, never used (issue 20 item 9).
    const res = await req('PUT', '/users', fan, { [field]: value });
    expect(res.statusCode).toBe(200);
    const me = (await req('GET', '/users/me', fan)).json().data;
    expect(me.name).toBe('Fan Renamed');
    expect(me.balance).toBe(50);
  });

  test('PUT /users: taken username/email 422; changing email requires verifying again', async () => {
    expect((await req('PUT', '/users', fan, { username: 'demo-creator' })).json().message).toBe(
      'Username is already taken',
    );
    expect((await req('PUT', '/users', fan, { email: 'demo-creator@example.com' })).json().message).toBe(
      'Email is already taken',
    );
    const res = await req('PUT', '/users', fan, {
      email: 'fan-new@example.com',
      currentPassword: 'demo-password',
    });
    expect(res.json().data).toMatchObject({ email: 'fan-new@example.com', verifiedEmail: false });
    expect(await t.app.repos.outbox.listFor('fan-new@example.com')).toHaveLength(1);
  });

  test('PUT /performers/me validates prices against the settings', async () => {
    const low = await req('PUT', '/performers/me', creator, { monthlyPrice: 1 });
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toBe('Monthly price must be between $2.95 and $300');
    const high = await req('PUT', '/performers/me', creator, { yearlyPrice: 301 });
    expect(high.json().message).toBe('Yearly price must be between $2.95 and $300');
    await t.app.repos.settings.set('minimumSubscriptionPrice', 5, new Date().toISOString());
    expect((await req('PUT', '/performers/me', creator, { monthlyPrice: 4.99 })).json().message).toBe(
      'Monthly price must be between $5 and $300',
    );
    await t.app.repos.settings.set('minimumSubscriptionPrice', 2.95, new Date().toISOString());
  });

  test('PUT /performers/me saves profile and pricing (cents inside, dollars out)', async () => {
    const res = await req('PUT', '/performers/me', creator, {
      bio: 'New bio',
      city: 'Berlin',
      monthlyPrice: 12.34,
      yearlyPrice: 120,
      isFreeSubscription: false,
      durationFreeSubscriptionDays: 7,
      publicChatPrice: 5.5,
      languages: ['en', 'de'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bio: 'New bio',
      city: 'Berlin',
      monthlyPrice: 12.34,
      yearlyPrice: 120,
      isFreeSubscription: false,
      durationFreeSubscriptionDays: 7,
      publicChatPrice: 5.5,
      languages: ['en', 'de'],
    });
    const row = await t.app.db
      .prepare(
        'SELECT monthlyPriceCents FROM performers p JOIN users u ON u.id = p.userId WHERE u.username = ?',
      )
      .get('demo-creator');
    expect(row).toEqual({ monthlyPriceCents: 1234 });
  });

  test('PUT /performers/:id (2.0 path) works for the own id only', async () => {
    const me = (await req('GET', '/performers/me', creator)).json().data;
    const own = await req('PUT', `/performers/${me._id}`, creator, { bio: 'Via id' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.bio).toBe('Via id');
    const otherId = (await t.app.repos.users.findByLogin('incomplete-creator'))!.id;
    expect((await req('PUT', `/performers/${otherId}`, creator, { bio: 'hijack' })).statusCode).toBe(403);
  });

  test('PUT /performers/me ignores verification flags and balance', async () => {
    const before = (await req('GET', '/performers/me', creator)).json().data;
    for (const field of ['verifiedDocument', 'verifiedAccount', 'balance', 'stats']) {
      const res = await req('PUT', '/performers/me', creator, { [field]: field === 'stats' ? {} : false });
      expect(res.statusCode).toBe(200);
    }
    const after = (await req('GET', '/performers/me', creator)).json().data;
    expect(after).toMatchObject({
      verifiedDocument: before.verifiedDocument,
      verifiedAccount: before.verifiedAccount,
      balance: before.balance,
      stats: before.stats,
    });
  });
});
