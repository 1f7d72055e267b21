// Text with a NUL character (U+0000) is refused at the edge with a 400, on both engines: PostgreSQL's text type
// cannot hold it (a search for "%00" answered 500 there), and no form of the product sends one. An upload's own
// file name is display-only: its control characters are dropped instead.
import { nulIssues } from '../../api/src/lib/nul-text';
import { fields, file, sendForm } from './helpers/assets';
import { login, makeApp, tinyJpeg, type TestApp } from './helpers/app';

jest.setTimeout(30_000);

describe('nulIssues', () => {
  test('names each field whose text or key carries NUL, through objects and arrays', () => {
    expect(nulIssues({ a: 'ok', b: 'x\u0000y', c: { d: ['fine', '\u0000'] } })).toEqual([
      'b must not contain the NUL character',
      'c.d must not contain the NUL character',
    ]);
    expect(nulIssues({ 'k\u0000': 1 })).toEqual(['request must not contain the NUL character']);
    expect(nulIssues('\u0000', 'q')).toEqual(['q must not contain the NUL character']);
  });

  test('text without NUL, numbers, null and flags pass', () => {
    expect(nulIssues({ a: 'é\u0001\t', b: 1, c: null, d: [true, '0'], e: '\\u0000' })).toEqual([]);
  });
});

describe('NUL in requests', () => {
  let t: TestApp;
  let creator: string;
  beforeAll(async () => {
    t = await makeApp();
    creator = await login(t.app, 'demo-creator');
  });
  afterAll(() => t.close());

  test('a search with NUL in q is a 400 naming q', async () => {
    const res = await t.app.inject({ url: `/performers/user/search?q=${'%00'.repeat(50)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['q must not contain the NUL character']);
  });

  test('a path parameter with NUL is a 400', async () => {
    const res = await t.app.inject({
      url: '/performers/demo%00creator',
      headers: { authorization: creator },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toContain('must not contain the NUL character');
  });

  test('a JSON body with NUL in a text field is a 400, and nothing is stored', async () => {
    const payload = { type: 'text', text: 'hello\u0000world' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/performer/feeds',
      payload,
      headers: { authorization: creator },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['text must not contain the NUL character']);
    const stored = await t.app.db
      .prepare("SELECT COUNT(*) AS n FROM feeds WHERE text LIKE 'hello%world'")
      .get();
    expect(stored).toEqual({ n: 0 });
  });

  test('the same post without NUL is created', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/performer/feeds',
      payload: { type: 'text', text: 'hello world' },
      headers: { authorization: creator },
    });
    expect(res.statusCode).toBe(200);
  });

  test('a multipart field with NUL is a 400', async () => {
    const res = await sendForm(t.app, 'POST', '/performer/performer-assets/products', creator, [
      ...fields({ name: 'Post\u0000er', type: 'physical', price: '5', stock: '3' }),
      file('image', await tinyJpeg(), 'img.jpg'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['name must not contain the NUL character']);
  });

  test("an upload's file name keeps no control character", async () => {
    const res = await sendForm(t.app, 'POST', '/performer/performer-assets/products', creator, [
      ...fields({ name: 'Poster', type: 'physical', price: '5', stock: '3' }),
      file('image', await tinyJpeg(), 'my\u0000pic\u0007.jpg'),
    ]);
    expect(res.statusCode).toBe(200);
    const row = (await t.app.db
      .prepare("SELECT originalName FROM files WHERE originalName LIKE 'my%' ORDER BY createdAt DESC")
      .get()) as { originalName: string };
    expect(row.originalName).toBe('mypic.jpg');
  });
});
