// Issue 13 item 21: one source for a creator's subscriber and follower counts (the rows themselves), so the
// creator's menu (/performers/me), the profile and the directory card agree, seed included.
import { login, makeApp, type TestApp } from './helpers/app';
import { caller, userId } from './helpers/feeds';

jest.setTimeout(30_000);

describe('creator counters', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await makeApp();
    call = caller(t.app);
  });
  afterAll(() => t.close());

  const counted = async (creator: string) => {
    const id = await userId(t.app, creator);
    const now = new Date().toISOString();
    const subs = (await t.app.db
      .prepare(
        "SELECT COUNT(*) AS n FROM subscriptions WHERE performerId = ? AND status != 'created' AND expiredAt > ?",
      )
      .get(id, now)) as { n: number };
    const follows = (await t.app.db
      .prepare('SELECT COUNT(*) AS n FROM follows WHERE followingId = ?')
      .get(id)) as {
      n: number;
    };
    return { subscribers: subs.n, followers: follows.n };
  };

  test("demo-fan's seeded subscription counts everywhere demo-creator's numbers show", async () => {
    const creator = await login(t.app, 'demo-creator');
    const expected = await counted('demo-creator');
    expect(expected.subscribers).toBeGreaterThanOrEqual(1);
    const mine = (await call('GET', '/performers/me', creator)).json().data.stats;
    const profile = (await call('GET', '/performers/demo-creator', null)).json().data.stats;
    const card = (await call('GET', '/performers/user/search?q=demo-creator', null)).json().data.data[0]
      .stats;
    for (const stats of [mine, profile, card]) expect(stats).toMatchObject(expected);
  });

  test('a follow moves the followers count at once', async () => {
    const fan = await login(t.app, 'demo-fan');
    const before = (await call('GET', '/performers/creator-05', null)).json().data.stats.followers;
    await call('POST', `/follows/${await userId(t.app, 'creator-05')}`, fan);
    const after = (await call('GET', '/performers/creator-05', null)).json().data.stats;
    expect(after.followers).toBe(before + 1);
    expect(after).toMatchObject(await counted('creator-05'));
  });

  test("a post's comment count includes replies, and deleting a thread takes its replies off", async () => {
    const [fan, creator] = [await login(t.app, 'demo-fan'), await login(t.app, 'demo-creator')];
    const post = (
      await call('POST', '/performer/feeds', creator, { type: 'text', text: 'Talk to me' })
    ).json().data;
    const count = async () => (await call('GET', `/user/feeds/${post._id}`, fan)).json().data.totalComment;
    const top = (
      await call('POST', '/comments', fan, { objectType: 'feed', objectId: post._id, content: 'First' })
    ).json().data;
    await call('POST', '/comments', creator, {
      objectType: 'comment',
      objectId: top._id,
      content: 'Reply 1',
    });
    const reply = (
      await call('POST', '/comments', fan, { objectType: 'comment', objectId: top._id, content: 'Reply 2' })
    ).json().data;
    expect(await count()).toBe(3);
    await call('DELETE', `/comments/${reply._id}`, fan);
    expect(await count()).toBe(2);
    await call('DELETE', `/comments/${top._id}`, fan);
    expect(await count()).toBe(0);
  });
});
