// Issue 20 items 9-10: the input rule of the real API's clients. Unknown body and query properties are dropped
// before the handler (never refused, never seen by it); a page size above a route's maximum is clamped. The
// original fanso 2.1 client's requests that were refused now succeed, and every route of the catalogue is swept.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { issueToken } from '@api/services/sessions';
import { login, makeApp, multipart, tinyJpeg, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money } from './helpers/money';

jest.setTimeout(240_000);

const UNKNOWN = 'zzUnknownField';

function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) =>
    /(id|Id)$/.test(name) ? '5f0000000000000000000001' : 'demo-creator',
  );
}

describe('unknown properties are dropped, page sizes clamped', () => {
  let t: TestApp;
  let app: FastifyInstance;
  /** What a handler would have received, per request (the preHandler hook runs just before it). */
  const reachedHandler: string[] = [];

  beforeAll(async () => {
    t = await makeApp({
      config: { authRateLimitMax: 100_000 },
      beforeReady: (a) =>
        a.addHook('preHandler', async (request) => {
          const seen = JSON.stringify([request.body ?? null, request.query ?? null]);
          if (seen.includes(UNKNOWN)) reachedHandler.push(`${request.method} ${request.url}`);
        }),
    });
    app = t.app;
  });
  afterAll(() => t.close());

  describe('what the original client sends', () => {
    test('a product bought with the "quality" field it always adds', async () => {
      const fan = await login(app, 'demo-fan');
      const product = (await app.db
        .prepare(`SELECT id FROM products WHERE type = 'digital' AND status = 'active' AND performerId = ?`)
        .get(await userId(app, 'demo-creator'))) as { id: string };
      const res = await money(app).post(
        `/wallet/charges/product/${product.id}`,
        fan,
        { quality: 1 },
        'k-quality',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ quantity: 1 });
    });

    test('the messenger list with isMore=false', async () => {
      const fan = await login(app, 'demo-fan');
      const opened = await money(app).post('/conversations', fan, {
        source: 'performer',
        sourceId: await userId(app, 'demo-creator'),
      });
      // a conversation joins the list with its first message
      await money(app).post(`/messages/conversations/${opened.json().data._id}`, fan, {
        text: 'Hello',
        clientId: 'c2f0a3c4-9b1e-4e8e-8d6a-1c3b5e7f9a01',
      });
      const res = await app.inject({
        url: '/conversations?offset=0&limit=25&type=private&keyword=&isMore=false',
        headers: { authorization: fan },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.data.length).toBeGreaterThan(0);
    });

    test('banking settings with performerId', async () => {
      const creator = await login(app, 'demo-creator');
      const res = await app.inject({
        method: 'PUT',
        url: '/performers/banking-settings',
        headers: { authorization: creator },
        payload: {
          firstName: 'Demo',
          lastName: 'Creator',
          bankName: 'Test Bank',
          bankAccount: '12345678',
          country: 'US',
          performerId: await userId(app, 'demo-creator'),
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ bankAccount: '12345678' });
    });

    test('a live chat message with type', async () => {
      const creator = await login(app, 'demo-creator');
      const m = money(app);
      const { stream } = (
        await m.post('/streaming/live', creator, { title: 'Hello', description: 'Hi', isFree: true })
      ).json().data;
      const res = await m.post(`/messages/stream/${stream.conversationId}`, creator, {
        text: 'Welcome!',
        type: 'stream-public',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ text: 'Welcome!' });
    });
  });

  test('the creator sign-up form and an asset form drop unknown fields and files', async () => {
    const jpeg = await tinyJpeg();
    const creator = await login(app, 'demo-creator');
    const product = multipart([
      { name: 'name', value: 'Sticker' },
      { name: 'type', value: 'physical' },
      { name: 'price', value: '3' },
      { name: UNKNOWN, value: 'x' },
      { name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
      { name: 'poster', filename: 'extra.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/performer/performer-assets/products',
      payload: product.payload,
      headers: { ...product.headers, authorization: creator },
    });
    expect(res.json()).toMatchObject({ status: 0 });
    expect(res.body).not.toContain(UNKNOWN);

    const signUp = multipart([
      ...Object.entries({
        firstName: 'New',
        lastName: 'Creator',
        username: 'unknown-field-creator',
        email: 'unknown-field-creator@example.com',
        password: 'demo-password',
        gender: 'female',
        [UNKNOWN]: '1',
      }).map(([name, value]) => ({ name, value })),
      { name: 'idVerification', filename: 'id.jpg', contentType: 'image/jpeg', data: jpeg },
      { name: 'documentVerification', filename: 'selfie.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    const created = await app.inject({
      method: 'POST',
      url: '/auth/performers/register',
      payload: signUp.payload,
      headers: signUp.headers,
    });
    expect(created.json()).toMatchObject({ status: 0 });
  });

  test('every route: an unknown property is never refused nor seen by the handler', async () => {
    const users = await Promise.all(
      ['demo-fan', 'demo-creator'].map(async (u) => (await app.repos.users.findByLogin(u))!),
    );
    const routes = app.routeCatalog.filter((r) => !r.url.startsWith('/socket.io'));
    const differences: string[] = [];
    const send = async (options: InjectOptions) => {
      const res = await app.inject(options);
      const body = res.body.slice(0, 300);
      return {
        status: res.statusCode,
        mentions: body.includes(UNKNOWN) || /should not exist/.test(body),
        body,
      };
    };
    for (const route of routes) {
      const url = concreteUrl(route.url);
      const method = route.method as InjectOptions['method'];
      for (const user of [null, ...users]) {
        // Each request gets its own session: a logout must not change the next answer.
        const auth = async () => (user ? { authorization: (await issueToken(app, user, false)).token } : {});
        const pairs: [InjectOptions, InjectOptions][] = [
          [
            { method, url: `${url}?offset=0`, headers: await auth() },
            { method, url: `${url}?offset=0&${UNKNOWN}=1`, headers: await auth() },
          ],
        ];
        if (method !== 'GET') {
          const json = { 'content-type': 'application/json' };
          pairs.push([
            { method, url, payload: '{}', headers: { ...(await auth()), ...json } },
            { method, url, payload: `{"${UNKNOWN}":1}`, headers: { ...(await auth()), ...json } },
          ]);
          const plain = multipart([{ name: 'title', value: 'x' }]);
          const extra = multipart([
            { name: 'title', value: 'x' },
            { name: UNKNOWN, value: '1' },
          ]);
          pairs.push([
            { method, url, payload: plain.payload, headers: { ...(await auth()), ...plain.headers } },
            { method, url, payload: extra.payload, headers: { ...(await auth()), ...extra.headers } },
          ]);
        }
        for (const [base, withUnknown] of pairs) {
          const a = await send(base);
          const b = await send(withUnknown);
          // Rate limits (contact form, sign-up) count both requests: their 429 says nothing about the field.
          if (a.status === 429 || b.status === 429) continue;
          if (a.status !== b.status || b.mentions)
            differences.push(`${route.method} ${route.url}: ${a.status} vs ${b.status} ${b.body}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(reachedHandler).toEqual([]);
  });

  test('GET /performer-categories?limit=500 (the original client account page) answers the whole list', async () => {
    const res = await app.inject({ url: '/performer-categories?limit=500' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.length).toBe(res.json().data.total);
  });

  test('every paged route clamps a page size above its maximum', async () => {
    const creator = (await app.repos.users.findByLogin('demo-creator'))!;
    const fan = (await app.repos.users.findByLogin('demo-fan'))!;
    const paged = app.routeCatalog.filter((r) => {
      const limit = (r.schema?.querystring as { properties?: { limit?: { maximum?: number } } } | undefined)
        ?.properties?.limit;
      return r.method === 'GET' && typeof limit?.maximum === 'number';
    });
    expect(paged.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const route of paged) {
      const max = (route.schema!.querystring as { properties: { limit: { maximum: number } } }).properties
        .limit.maximum;
      for (const user of [null, fan, creator]) {
        const headers = user ? { authorization: (await issueToken(app, user, false)).token } : {};
        const url = concreteUrl(route.url);
        const atMax = await app.inject({ url: `${url}?limit=${max}`, headers });
        const above = await app.inject({ url: `${url}?limit=${max * 50}`, headers });
        if (above.statusCode !== atMax.statusCode || /limit/.test(above.body.slice(0, 300)))
          problems.push(
            `${route.url}: ${atMax.statusCode} vs ${above.statusCode} ${above.body.slice(0, 200)}`,
          );
        const rows = above.statusCode === 200 ? above.json().data?.data : undefined;
        if (Array.isArray(rows) && rows.length > max)
          problems.push(`${route.url}: ${rows.length} rows > ${max}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
