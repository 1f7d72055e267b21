// Suggested creators (GET /performers/search/random, the home column) leave out the creators the caller
// already subscribes to (issue 20 item 22): a suggestion is somebody new. An ended subscription does not count.
import { login, makeApp, type TestApp } from './helpers/app';

describe('GET /performers/search/random', () => {
  let t: TestApp;
  let fan: string;
  beforeAll(async () => {
    t = await makeApp();
    fan = await login(t.app, 'demo-fan');
  });
  afterAll(() => t.close());

  const random = async (token?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/performers/search/random?limit=50',
      headers: token ? { authorization: token } : {},
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.data as { username: string }[]).map((c) => c.username);
  };

  test('a fan is never suggested a creator they subscribe to; ended subscriptions and visitors are unaffected', async () => {
    // demo-fan subscribes to demo-creator; their free trial with creator-04 has ended (seed)
    const forFan = await random(fan);
    expect(forFan.length).toBeGreaterThan(10);
    expect(forFan).not.toContain('demo-creator');
    expect(forFan).toContain('creator-04');
    expect(await random()).toContain('demo-creator');
  });
});
