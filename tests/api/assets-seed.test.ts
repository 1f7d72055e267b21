import { login, makeApp, type TestApp } from './helpers/app';
import { get, PROTECTED_PATH } from './helpers/assets';

// makeApp seeds the whole demo catalogue (accounts, creators, posts, assets): longer than jest's 5 s default.
jest.setTimeout(30_000);

describe('seeded videos, galleries and products', () => {
  let t: TestApp;
  let fan: string;
  let creatorId: string;
  beforeAll(async () => {
    t = await makeApp();
    fan = await login(t.app, 'demo-fan');
    creatorId = (await t.app.repos.users.findByLogin('demo-creator'))!.id;
  });
  afterAll(() => t.close());

  test('demo-creator has free, subscriber-only and for-sale videos; totals match', async () => {
    const videos = (await get(t.app, `/performer-assets/videos/search?performerId=${creatorId}`, fan)).json()
      .data.data;
    expect(videos).toHaveLength(3);
    const byTitle = Object.fromEntries(videos.map((v: { title: string }) => [v.title, v]));
    expect(byTitle['Studio tour']).toMatchObject({
      isSale: false,
      canView: true,
      participants: [{ username: 'demo-creator' }, { username: 'creator-01' }],
    });
    expect(byTitle['Studio tour'].video).toMatchObject({
      status: 'finished',
      url: expect.stringMatching(/sig=/),
      duration: 3,
    });
    expect(byTitle['Behind the scenes: full cut']).toMatchObject({
      isSale: true,
      price: 5.99,
      canView: false,
      teaser: { type: 'video-teaser' },
    });
    expect(byTitle['Hello and welcome']).toMatchObject({ isSale: true, price: 0, canView: true });
    const stats = (await get(t.app, '/performers/demo-creator')).json().data.stats;
    expect(stats).toMatchObject({ totalVideos: 3, totalGalleries: 2, totalPhotos: 11, totalProducts: 2 });
  });

  test('a visitor sees the catalogue locked, with public thumbnails only', async () => {
    const res = await get(t.app, `/performer-assets/videos/search?performerId=${creatorId}`);
    const locked = res.json().data.data.filter((v: { canView: boolean }) => !v.canView);
    expect(locked.map((v: { title: string }) => v.title).sort()).toEqual([
      'Behind the scenes: full cut',
      'Studio tour',
    ]);
    for (const v of locked) expect(v.thumbnail.url).toMatch(/\/files\/video-thumbnail\//);
    expect(JSON.stringify(locked)).not.toMatch(PROTECTED_PATH);
  });

  test('galleries have covers and photos; products are physical and digital', async () => {
    const galleries = (
      await get(t.app, `/performer-assets/galleries/search?performerId=${creatorId}`, fan)
    ).json().data.data;
    expect(
      galleries
        .map((g: { title: string; numOfItems: number; isSale: boolean }) => [g.title, g.numOfItems, g.isSale])
        .sort(),
    ).toEqual([
      ['Exclusive: golden hour', 5, true],
      ['Summer photoshoot', 6, false],
    ]);
    for (const g of galleries)
      expect(g.coverPhoto.thumbnails[0]).toMatch(/^http:\/\/api\.test\/files\/photo\//);
    const products = (await get(t.app, `/performer-assets/products/search?performerId=${creatorId}`)).json()
      .data.data;
    expect(products.map((p: { type: string; stock: number }) => [p.type, p.stock]).sort()).toEqual([
      ['digital', 0],
      ['physical', 25],
    ]);
    const creator = await login(t.app, 'demo-creator');
    const digital = products.find((p: { type: string }) => p.type === 'digital');
    const link = (await get(t.app, `/performer-assets/products/${digital._id}/download-link`, creator)).json()
      .data.downloadLink;
    expect((await t.app.inject({ method: 'GET', url: link.replace('http://api.test', '') })).statusCode).toBe(
      200,
    );
  });

  test('creator-01 content stays locked for demo-fan (not subscribed)', async () => {
    const otherId = (await t.app.repos.users.findByLogin('creator-01'))!.id;
    const videos = (await get(t.app, `/performer-assets/videos/search?performerId=${otherId}`, fan)).json()
      .data.data;
    expect(videos).toHaveLength(2);
    expect(
      videos.every((v: { canView: boolean; video: { url: null } }) => !v.canView && v.video.url === null),
    ).toBe(true);
  });
});
