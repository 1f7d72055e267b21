// sortBy / sort on the visitor lists of videos, galleries and products (contract "Paging params"): a
// whitelisted column in either direction; anything else keeps the default order (newest first).
import { makeApp, type TestApp } from './helpers/app';
import { get } from './helpers/assets';

interface Item {
  _id: string;
  createdAt: string;
  price: number;
  title: string;
}

describe('public asset lists: sortBy and sort', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  const list = async (kind: 'videos' | 'galleries' | 'products', qs = '') => {
    const res = await get(t.app, `/performer-assets/${kind}/search?limit=200${qs}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.data as Item[];
  };
  const ids = (items: Item[]) => items.map((i) => i._id);

  test('by default the newest come first', async () => {
    for (const kind of ['videos', 'galleries', 'products'] as const) {
      const dates = (await list(kind)).map((i) => i.createdAt);
      expect(dates.length).toBeGreaterThan(1);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  test('sortBy=price&sort=asc orders products by price, cheapest first', async () => {
    const prices = (await list('products', '&sortBy=price&sort=asc')).map((p) => p.price);
    expect(new Set(prices).size).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await list('products', '&sortBy=price&sort=desc')).map((p) => p.price);
    expect(desc).toEqual([...prices].sort((a, b) => b - a));
  });

  test('sortBy=createdAt&sort=asc reverses the default order of videos', async () => {
    const byDefault = ids(await list('videos'));
    expect(byDefault.length).toBeGreaterThan(1);
    expect(ids(await list('videos', '&sortBy=createdAt&sort=asc'))).toEqual([...byDefault].reverse());
  });

  test('sortBy=title&sort=asc orders galleries by title', async () => {
    const titles = (await list('galleries', '&sortBy=title&sort=asc')).map((g) => g.title);
    expect(titles).toEqual([...titles].sort());
  });

  test.each(['id;DROP TABLE videos', 'constructor', '__proto__', 'statViews'])(
    'an unknown sortBy (%s) answers 200 in the default order and never reaches SQL',
    async (sortBy) => {
      const before = await t.app.repos.videos.count();
      const byDefault = ids(await list('videos'));
      const sorted = await list('videos', `&sortBy=${encodeURIComponent(sortBy)}&sort=asc`);
      expect(ids(sorted)).toEqual([...byDefault].reverse());
      expect(ids(await list('videos', `&sortBy=${encodeURIComponent(sortBy)}`))).toEqual(byDefault);
      expect(await t.app.repos.videos.count()).toBe(before);
    },
  );
});
