// Numbers at the edge (issue 13 items 11-12): query strings, JSON and multipart fields take plain finite decimals
// only; money has at most two decimals, counts are whole. Each case was accepted (or answered 500) before.
import { fields, file, sendForm } from './helpers/assets';
import { login, makeApp, tinyJpeg, type TestApp } from './helpers/app';

jest.setTimeout(30_000);

describe('strict numbers', () => {
  let t: TestApp;
  let creator: string;
  beforeAll(async () => {
    t = await makeApp();
    creator = await login(t.app, 'demo-creator');
  });
  afterAll(() => t.close());

  const json = (method: 'POST' | 'PUT', url: string, payload: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: creator, 'content-type': 'application/json' },
    });

  test.each(['Infinity', '1e309', '-1e309', 'NaN', '0x10', '%205%20', '1.5'])(
    'limit=%s on a list is a 400',
    async (value) => {
      const res = await t.app.inject({ url: `/performers/user/search?limit=${value}&offset=0` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['limit must be a whole number']);
    },
  );

  test('plain decimals still page', async () => {
    const res = await t.app.inject({ url: '/performers/user/search?limit=5&offset=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.length).toBeLessThanOrEqual(5);
  });

  test.each([
    ['1e309', 'price must be a number'],
    ['"Infinity"', 'price must be a number'],
    ['"1e309"', 'price must be a number'],
    ['9.999', 'price must have at most two decimal places'],
  ])('a post priced %s is refused', async (price, message) => {
    const res = await json(
      'POST',
      '/performer/feeds',
      `{"type":"text","text":"hello","isSale":true,"price":${price}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  test('a two-decimal price is kept exactly', async () => {
    const res = await json('PUT', '/performers/me', '{"monthlyPrice":9.99}');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.monthlyPrice).toBe(9.99);
    const bad = await json('PUT', '/performers/me', '{"monthlyPrice":9.999}');
    expect(bad.json().message).toContain('monthlyPrice must have at most two decimal places');
  });

  test.each([
    [{ price: '0x10' }, 'price must be a number'],
    [{ price: 'Infinity' }, 'price must be a number'],
    [{ price: '1.005' }, 'price must have at most two decimal places'],
    [{ price: '5', stock: '1.5' }, 'stock must be a whole number'],
    [{ price: '5', stock: 'abc' }, 'stock must be a whole number'],
  ])('a multipart product with %j is refused', async (values, message) => {
    const jpeg = await tinyJpeg();
    const res = await sendForm(t.app, 'POST', '/performer/performer-assets/products', creator, [
      ...fields({ name: 'Poster', type: 'physical', ...values }),
      file('image', jpeg, 'img.jpg'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  // Issue 20 item 7: JSON keeps its types on every route; "10" was coerced on price-setting routes and orders.
  test.each([
    ['PUT', '/performers/me', '{"monthlyPrice":"10"}', 'monthlyPrice must be a number'],
    ['PUT', '/performers/me', '{"privateChatPrice":"10"}', 'privateChatPrice must be a number'],
    [
      'POST',
      '/streaming/live',
      '{"title":"a","description":"b","isFree":false,"price":"10"}',
      'price must be a number',
    ],
    [
      'POST',
      '/performer/feeds',
      '{"type":"text","text":"hi","isSale":true,"price":"10"}',
      'price must be a number',
    ],
    [
      'POST',
      '/performer/performer-assets/galleries',
      '{"title":"g","isSale":true,"price":"10"}',
      'price must be a number',
    ],
    [
      'POST',
      '/performer/feeds',
      '{"type":"text","text":"hi","isSale":"true"}',
      'isSale must be true or false',
    ],
    [
      'POST',
      '/performer/feeds',
      '{"type":"photo","text":"hi","isSale":true,"price":-0}',
      'price must not be negative',
    ],
  ])('%s %s with %s is refused', async (method, url, payload, message) => {
    const res = await json(method as 'POST' | 'PUT', url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  test('an order quantity sent as "10" is refused and charges nothing', async () => {
    const fan = await login(t.app, 'demo-fan');
    const fanId = (await t.app.repos.users.findByLogin('demo-fan'))!.id;
    const before = await t.app.repos.ledger.balanceOf(fanId);
    const product = (await t.app.db
      .prepare(`SELECT id FROM products WHERE type = 'digital' LIMIT 1`)
      .get()) as {
      id: string;
    };
    const res = await t.app.inject({
      method: 'POST',
      url: `/wallet/charges/product/${product.id}`,
      payload: '{"quantity":"10"}',
      headers: { authorization: fan, 'content-type': 'application/json', 'idempotency-key': 'qty-text' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('quantity must be a whole number');
    expect(await t.app.repos.ledger.balanceOf(fanId)).toBe(before);
  });

  test('a JSON edit keeps JSON types too', async () => {
    const product = (await t.app.db
      .prepare(
        `SELECT id FROM products WHERE performerId = (SELECT id FROM users WHERE username = 'demo-creator')`,
      )
      .get()) as { id: string };
    const res = await json('PUT', `/performer/performer-assets/products/${product.id}`, '{"price":"10"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('price must be a number');
  });

  test.each([
    [
      'a product at $0',
      'POST',
      '/performer/performer-assets/products',
      { name: 'Free', type: 'physical', price: '0' },
    ],
    [
      'a video for sale at $0.50',
      'POST',
      '/performer/performer-assets/videos/upload',
      { title: 'v', isSale: 'true', price: '0.5' },
    ],
  ])('%s is refused', async (_label, method, url, values) => {
    const jpeg = await tinyJpeg();
    const res = await sendForm(t.app, method as 'POST', url, creator, [
      ...fields(values),
      file('image', jpeg, 'img.jpg'),
      file('video', Buffer.from('00000018667479706d703432', 'hex'), 'v.mp4'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^The price must be/);
  });

  test('a gallery for sale costs 0 (free for everyone) or at least $1', async () => {
    const half = await json(
      'POST',
      '/performer/performer-assets/galleries',
      '{"title":"g","isSale":true,"price":0.5}',
    );
    expect(half.json()).toMatchObject({
      statusCode: 422,
      message: 'The price must be 0 (free for everyone) or between $1 and $10000',
    });
    const free = await json(
      'POST',
      '/performer/performer-assets/galleries',
      '{"title":"g","isSale":true,"price":0}',
    );
    expect(free.statusCode).toBe(200);
  });

  // Issue 20 item 8: a body nested deeper than any form sends is refused at the edge, before the key hashing.
  test('a deeply nested body with an Idempotency-Key is a 400 with a message', async () => {
    const fan = await login(t.app, 'demo-fan');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wallet/charges/tip/5f0000000000000000000001',
      payload: `{"price":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      headers: { authorization: fan, 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
    });
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is nested too deeply (at most 32 levels)',
    });
  });

  test.each(['constructor', '__proto__', 'toString'])('GET /static/%s is a 404', async (name) => {
    const res = await t.app.inject({ url: `/static/${name}` });
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'File not found' });
  });

  test('a truncated multipart body is a 400 with a message', async () => {
    const boundary = 'b0undary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/avatar/upload',
      payload,
      headers: { authorization: creator, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/malformed or was interrupted/);
  });
});
