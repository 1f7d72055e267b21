// Idempotency-Key on creations (issue 13 item 13): double submits and retries create one row, a reused key with
// another body is refused, a key still being processed answers 409, keys expire after 24 hours.
import { fields, file, sendForm } from './helpers/assets';
import { DEMO_PASSWORD, login, makeApp, tinyJpeg, type TestApp } from './helpers/app';
import { createPost } from './helpers/feeds';

jest.setTimeout(30_000);

describe('Idempotency-Key', () => {
  let t: TestApp;
  let fan: string;
  let creator: string;
  let postId: string;
  let clock = Date.now();
  beforeAll(async () => {
    t = await makeApp({ now: () => new Date(clock) });
    // Remembered sessions: one test moves the clock a day on.
    [fan, creator] = await Promise.all([
      login(t.app, 'demo-fan', DEMO_PASSWORD, true),
      login(t.app, 'demo-creator', DEMO_PASSWORD, true),
    ]);
    postId = (await createPost(t.app, creator, { type: 'photo', text: 'For subscribers' }))._id;
  });
  afterAll(() => t.close());

  const comment = (content: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/comments',
      payload: { objectType: 'feed', objectId: postId, content },
      headers: { authorization: fan, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const countComments = async (content: string) =>
    (
      (await t.app.db.prepare('SELECT COUNT(*) AS n FROM comments WHERE content = ?').get(content)) as {
        n: number;
      }
    ).n;

  test('50 identical comment POSTs with one key make one comment and the same answer', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => comment('Only once', 'intent-1')));
    expect(await countComments('Only once')).toBe(1);
    const ids = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().data._id));
    expect(ids.size).toBe(1);
    // Anything that was not the first answer is a replay or a "still running" 409: never a second row.
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const replay = await comment('Only once', 'intent-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data._id).toBe([...ids][0]);
  });

  test('without a key every POST creates (clients of the real API keep working)', async () => {
    await comment('Twice');
    await comment('Twice');
    expect(await countComments('Twice')).toBe(2);
  });

  test('the same key with another body is a 422 and creates nothing', async () => {
    await comment('First body', 'intent-2');
    const res = await comment('Second body', 'intent-2');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(await countComments('Second body')).toBe(0);
  });

  test('a key still being processed answers 409', async () => {
    await comment('Busy', 'in-flight');
    // As if the first request were still running (SQLite runs one at a time here, so make the state directly).
    await t.app.db
      .prepare("UPDATE idempotency_keys SET state = 'running', body = NULL WHERE key = 'in-flight'")
      .run();
    const res = await comment('Busy', 'in-flight');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still being processed/);
    expect(res.headers['retry-after']).toBe('1');
    expect(await countComments('Busy')).toBe(1);
  });

  test('keys are scoped to the caller and expire after 24 hours', async () => {
    await comment('Day one', 'intent-3');
    clock += 25 * 60 * 60 * 1000;
    const again = await comment('Day one', 'intent-3');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await countComments('Day one')).toBe(2);
  });

  test('a malformed key is a 400', async () => {
    const res = await comment('Bad key', 'x'.repeat(300));
    expect(res.statusCode).toBe(400);
  });

  test('a double-submitted multipart product is created once', async () => {
    const jpeg = await tinyJpeg();
    const send = () =>
      sendForm(
        t.app,
        'POST',
        '/performer/performer-assets/products',
        creator,
        [
          ...fields({ name: 'Idempotent poster', type: 'physical', price: '12', stock: '3' }),
          file('image', jpeg, 'img.jpg'),
        ],
        { 'idempotency-key': 'product-intent' },
      );
    const [a, b] = [await send(), await send()];
    expect(a.statusCode).toBe(200);
    expect(b.json().data._id).toBe(a.json().data._id);
    expect(
      (
        (await t.app.db
          .prepare("SELECT COUNT(*) AS n FROM products WHERE name = 'Idempotent poster'")
          .get()) as {
          n: number;
        }
      ).n,
    ).toBe(1);
  });
});
