// README "Using the original fanso 2.1 client": that client always sends the MD5 hex of the password. With
// DEMO_PASSWORDS_MD5=true the demo accounts are seeded for such clients: typing "demo-password" there logs in.
import { createHash } from 'node:crypto';
import { seedIfEmpty } from '@api/seed';
import { makeApp, type TestApp } from './helpers/app';

jest.setTimeout(120_000);

describe('demo accounts for clients that hash passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false, config: { demoPasswordsMd5: true, authRateLimitMax: 100 } });
    await seedIfEmpty(t.app);
  });
  afterAll(() => t.close());

  const loginWith = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  const md5 = createHash('md5').update('demo-password').digest('hex');

  test.each(['demo-fan', 'demo-creator', 'creator-01'])(
    '%s logs in with the MD5 of demo-password',
    async (who) => {
      expect((await loginWith(who, md5)).statusCode).toBe(200);
      expect((await loginWith(who, 'demo-password')).statusCode).not.toBe(200);
    },
  );
});
