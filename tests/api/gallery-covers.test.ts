// Issue 20 item 11: a gallery cover is a preview. Every gallery a caller sees, wherever it is listed (the
// profile's list, the gallery page under both paths, bookmarks), carries a cover whose `url` is a picture that
// loads; for a locked gallery that picture is the blurred preview, never the original.
import type { FastifyInstance } from 'fastify';
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';

interface Cover {
  _id: string;
  url: string | null;
  thumbnails: string[];
}
interface GalleryJson {
  _id: string;
  slug: string;
  canView?: boolean;
  coverPhoto: Cover | null;
}

async function getJson(app: FastifyInstance, url: string, token: string | null) {
  const res = await app.inject({ url, headers: token ? { authorization: token } : {} });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('gallery covers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  const originalName = async (fileId: string) =>
    (
      (await t.app.db.prepare('SELECT storedName FROM files WHERE id = ?').get(fileId)) as {
        storedName: string;
      }
    ).storedName;

  async function expectDisplayable(g: GalleryJson, where: string) {
    expect({ where, cover: g.coverPhoto }).toEqual({
      where,
      cover: expect.objectContaining({ url: expect.any(String) }),
    });
    const link = new URL(g.coverPhoto!.url!);
    const res = await t.app.inject({ url: link.pathname + link.search });
    expect({ where, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
      where,
      status: 200,
      type: expect.stringMatching(/^image\//),
    });
    if (g.canView === false) expect(link.pathname).not.toContain(await originalName(g.coverPhoto!._id));
  }

  test.each([
    ['a visitor', null],
    ['a fan who is not subscribed', 'demo-fan'],
    ['a subscribed fan', 'demo-fan'],
  ])(
    '%s sees a cover picture on every gallery of the profile, the gallery page and bookmarks',
    async (who, login_) => {
      const token = login_ ? await login(t.app, login_) : null;
      // demo-fan is subscribed to demo-creator, not to creator-01
      const creator = who === 'a subscribed fan' ? 'demo-creator' : 'creator-01';
      const list: GalleryJson[] = (
        await getJson(
          t.app,
          `/performer-assets/galleries/search?performerId=${await userId(t.app, creator)}&limit=50`,
          token,
        )
      ).data;
      expect(list.length).toBeGreaterThan(0);
      if (who !== 'a subscribed fan') expect(list.some((g) => g.canView === false)).toBe(true);
      for (const g of list) {
        await expectDisplayable(g, `list ${g.slug}`);
        await expectDisplayable(
          await getJson(t.app, `/performer-assets/galleries/${g._id}`, token),
          `page ${g.slug}`,
        );
        await expectDisplayable(
          await getJson(t.app, `/performer-assets/galleries/${g.slug}/view`, token),
          `view ${g.slug}`,
        );
        if (!token) continue;
        await t.app.inject({
          method: 'POST',
          url: '/reactions',
          headers: { authorization: token },
          payload: { objectId: g._id, objectType: 'gallery', action: 'bookmark' },
        });
      }
      if (!token) return;
      const bookmarks = (await getJson(t.app, '/reactions/galleries/bookmark?limit=100', token)).data as {
        objectInfo?: GalleryJson;
      }[];
      const galleries = bookmarks.map((b) => b.objectInfo ?? (b as unknown as GalleryJson));
      expect(galleries.length).toBeGreaterThan(0);
      for (const g of galleries) await expectDisplayable(g, `bookmark ${g.slug}`);
    },
  );
});
