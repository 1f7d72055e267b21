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
