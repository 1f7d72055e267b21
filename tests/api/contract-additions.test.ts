// Issue 13 items 32-33, found by running the original client against the reference API: categories are part of
// the contract, and every file field is an absolute URL on the API's own origin (defaults included).
import { login, makeApp, type TestApp } from './helpers/app';
import { caller } from './helpers/feeds';

jest.setTimeout(30_000);

describe('contract additions', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await makeApp();
    call = caller(t.app);
  });
  afterAll(() => t.close());

  test('GET /performer-categories lists the seeded categories; one by id or slug', async () => {
    const res = await call('GET', '/performer-categories', null);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(10);
    expect(data[0]).toMatchObject({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Fitness',
      slug: 'fitness',
      status: 'active',
    });
    expect((await call('GET', `/performer-categories/${data[1]._id}/view`, null)).json().data.name).toBe(
      'Music',
    );
    expect((await call('GET', '/performer-categories/music/view', null)).json().data._id).toBe(data[1]._id);
    expect((await call('GET', '/performer-categories/nope/view', null)).statusCode).toBe(404);
  });

  test('creators store categories from the list; the directory filters by them', async () => {
    const creator = await login(t.app, 'demo-creator');
    const categories = (await call('GET', '/performer-categories', null)).json().data.data as {
      _id: string;
    }[];
    const travel = categories[6]._id;
    expect((await call('PUT', '/performers/me', creator, { categoryIds: ['0'.repeat(24)] })).statusCode).toBe(
      422,
    );
    const saved = await call('PUT', '/performers/me', creator, { categoryIds: [travel] });
    expect(saved.json().data.categoryIds).toEqual([travel]);
    const page = (await call('GET', `/performers/user/search?categoryIds=${travel}&limit=100`, null)).json()
      .data;
    expect(page.data.map((c: { username: string }) => c.username)).toContain('demo-creator');
    for (const c of page.data as { _id: string }[]) {
      expect(JSON.parse((await t.app.repos.performers.findByUserId(c._id))!.categoryIds)).toContain(travel);
    }
    expect(page.total).toBeLessThan(
      (await call('GET', '/performers/user/search?limit=1', null)).json().data.total,
    );
  });

  test('default avatar and cover are absolute URLs on the API origin, and they load', async () => {
    const page = (await call('GET', '/performers/user/search?limit=100', null)).json().data.data as {
      avatar: string;
      cover: string;
    }[];
    for (const c of page) {
      expect(c.avatar.startsWith('http://api.test/')).toBe(true);
      expect(c.cover.startsWith('http://api.test/')).toBe(true);
    }
    const fan = await login(t.app, 'demo-fan');
    const me = (await call('GET', '/users/me', fan)).json().data;
    expect(me.avatar).toBe('http://api.test/static/no-avatar.jpg');
    const avatar = await call('GET', '/static/no-avatar.jpg', null);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/jpeg');
    const cover = await call('GET', '/static/default-cover.svg', null);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await call('GET', '/static/../../package.json', null)).statusCode).toBe(404);
  });
});
