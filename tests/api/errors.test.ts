import fs from 'node:fs';
import { Writable } from 'node:stream';
import { buildApp } from '@api/app';
import os from 'node:os';
import path from 'node:path';
import { login, makeApp, type TestApp } from './helpers/app';

const sqli = fs
  .readFileSync(path.join(__dirname, '../fixtures/payloads/sqli-payloads.txt'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .slice(0, 60);

describe('error bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Many attempts from one address: lift the credential rate limit for this suite.
    t = await makeApp({ config: { authRateLimitMax: 10_000 } });
  });
  afterAll(() => t.close());

  const assertClean = (body: string) => {
    expect(body).not.toMatch(/SQLITE/i);
    expect(body).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(body).not.toContain('stack');
  };

  test('SQL injection payloads as username/email: 4xx, contract body, no SQL leaks', async () => {
    for (const payload of sqli) {
      for (const res of [
        await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: payload, password: payload },
        }),
        await t.app.inject({ method: 'POST', url: '/auth/users/forgot', payload: { email: payload } }),
        await t.app.inject({ method: 'POST', url: '/settings/keys', payload: { keys: [payload] } }),
      ]) {
        expect(res.statusCode).toBeLessThan(500);
        assertClean(res.body);
        if (res.statusCode >= 400)
          expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
      }
    }
  });

  test('register with payloads as names stores them verbatim as data', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/users/register',
      payload: {
        firstName: name,
        lastName: '1 or 1=1',
        username: 'bobby-tables',
        email: 'bobby@example.com',
        password: 'secret-1',
      },
    });
    expect(res.statusCode).toBe(200);
    const token = await login(t.app, 'bobby-tables', 'secret-1');
    const me = (
      await t.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: token } })
    ).json().data;
    expect(me.firstName).toBe(name);
    expect(await t.app.repos.users.count()).toBeGreaterThan(1);
  });

  test('unknown route 404 and bad JSON 400 use the contract shape', async () => {
    const nf = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(nf.json()).toEqual({ statusCode: 404, message: 'Cannot GET /nope', error: 'Not Found' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    assertClean(bad.body);
  });
});

describe('unexpected errors and logging', () => {
  test('500 is generic, logged with the request id; secrets never reach the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-log-'));
    const app = await buildApp({ dataDir, env: {}, seed: true, logger: { stream, level: 'info' } });
    app.get('/boom', async () => {
      throw new Error('SQLITE_ERROR: near "users": syntax error');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
    });
    const token = (
      await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'demo-fan', password: 'demo-password' },
      })
    ).json().data.token;
    await app.inject({ method: 'GET', url: '/users/me', headers: { authorization: token } });
    await app.inject({ method: 'GET', url: `/auth/email-verification?token=${'a'.repeat(64)}` });
    await app.close();
    const log = lines.join('');
    expect(log).toMatch(/"reqId":"req-1".*request failed|request failed.*"reqId":"req-1"/);
    expect(log).toContain('SQLITE_ERROR');
    expect(log).not.toContain(token);
    expect(log).not.toContain('demo-password');
    expect(log).not.toContain('a'.repeat(64));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('CORS: allowlisted origin echoed, others not', async () => {
    const t = await makeApp();
    const good = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST' },
    });
    expect(good.headers['access-control-allow-origin']).toBe('http://app.test');
    const evil = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/settings/public',
      headers: { origin: 'https://evil.test' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    await t.close();
  });
});
