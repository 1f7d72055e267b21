import { login, tinyMp4, tinyPng } from './helpers/app';
import { fields, file, get, HOSTILE_NAMES, PROTECTED_PATH, sendForm, storedName } from './helpers/assets';
import { assetSuite } from './helpers/asset-suite';

jest.setTimeout(30_000);

const GALLERIES = '/performer/performer-assets/galleries';
const UPLOAD = '/performer/performer-assets/photos/upload';

describe('galleries and photos API', () => {
  const s = assetSuite({ config: { maxImageBytes: 100 * 1024 } });

  const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    s.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const createGallery = async (payload: object, token = s.creator) =>
    (await json('POST', GALLERIES, token, payload)).json().data;
  const uploadPhoto = (galleryId: string, data = s.jpeg, filename = 'p.jpg', token = s.creator) =>
    sendForm(s.app, 'POST', UPLOAD, token, [
      ...fields({ galleryId }),
      file('photo', data, filename, 'image/jpeg'),
    ]);
  const stats = async () => (await get(s.app, '/performers/demo-creator')).json().data.stats;

  test("a cover's lasting link ends when its photo is hidden or another cover is chosen", async () => {
    const g = await createGallery({ title: 'Cover rules', status: 'active', isSale: true, price: 5 });
    const first = (await uploadPhoto(g._id)).json().data;
    const second = (await uploadPhoto(g._id, await tinyPng(), 'q.png')).json().data;
    const coverLink = async () => {
      const cover = (await get(s.app, `/performer-assets/galleries/${g._id}`, s.fan)).json().data.coverPhoto;
      return cover ? new URL(cover.thumbnails[0]) : null;
    };
    const open = (u: URL) => s.app.inject({ method: 'GET', url: u.pathname + u.search });
    const firstLink = (await coverLink())!;
    expect((await open(firstLink)).statusCode).toBe(200);
    // another cover chosen: the old link stops, the new one works
    await json('POST', `/performer/performer-assets/photos/set-cover/${second._id}`, s.creator);
    const secondLink = (await coverLink())!;
    expect(secondLink.pathname).not.toBe(firstLink.pathname);
    expect((await open(firstLink)).statusCode).toBe(403);
    expect((await open(secondLink)).statusCode).toBe(200);
    // the cover photo hidden: its link stops, and the gallery falls back to an active photo only
    await json('PUT', `/performer/performer-assets/photos/${second._id}`, s.creator, { status: 'inactive' });
    expect((await open(secondLink)).statusCode).toBe(403);
    await json('PUT', `/performer/performer-assets/photos/${first._id}`, s.creator, { status: 'inactive' });
    expect(await coverLink()).toBeNull();
    expect((await open(firstLink)).statusCode).toBe(403);
  });

  test('gallery CRUD by its owner; fans 403, other creators 404, validation 400', async () => {
    const before = await stats();
    const g = await createGallery({
      title: 'Summer set',
      description: 'Beach',
      isSale: true,
      price: 7.5,
      status: 'active',
    });
    expect(g).toMatchObject({
      title: 'Summer set',
      slug: 'summer-set',
      isSale: true,
      price: 7.5,
      numOfItems: 0,
      coverPhoto: null,
      isBought: true,
    });
    expect((await stats()).totalGalleries).toBe(before.totalGalleries + 1);
    expect((await json('POST', GALLERIES, s.fan, { title: 'x' })).statusCode).toBe(403);
    expect((await json('PUT', `${GALLERIES}/${g._id}`, s.other, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await json('DELETE', `${GALLERIES}/${g._id}`, s.other)).statusCode).toBe(404);
    for (const [body, message] of [
      [{ title: 'x', price: -2 }, 'price must be >= 0'],
      [{ description: 'no title' }, 'title is required'],
    ] as const) {
      const res = await json('POST', GALLERIES, s.creator, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const edited = await json('PUT', `${GALLERIES}/${g._id}`, s.creator, {
      title: 'Summer set II',
      isSale: false,
    });
    expect(edited.json().data).toMatchObject({ title: 'Summer set II', isSale: false, price: 0 });
    expect((await get(s.app, `${GALLERIES}/${g._id}/view`, s.creator)).json().data.title).toBe(
      'Summer set II',
    );
    const unverified = await login(s.app, 'incomplete-creator');
    const refused = await json('POST', GALLERIES, unverified, { title: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your ID documents are not verified yet! You could not post any content right now.',
    );
    expect((await uploadPhoto(g._id, s.jpeg, 'p.jpg', unverified)).statusCode).toBe(403);
  });

  test('photo uploads: cover, set-cover, delete with cover fallback, counts', async () => {
    const before = (await stats()).totalPhotos;
    const g = await createGallery({ title: 'Cover test' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await uploadPhoto(g._id, i === 1 ? await tinyPng() : s.jpeg);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().data._id);
    }
    let view = (await get(s.app, `${GALLERIES}/${g._id}/view`, s.creator)).json().data;
    expect(view).toMatchObject({ coverPhotoId: ids[0], numOfItems: 3 });
    expect((await stats()).totalPhotos).toBe(before + 3);
    const setCover = await json('POST', `/performer/performer-assets/photos/set-cover/${ids[2]}`, s.creator);
    expect(setCover.json().data.coverPhotoId).toBe(ids[2]);
    expect(
      (await json('POST', `/performer/performer-assets/photos/set-cover/${ids[1]}`, s.other)).statusCode,
    ).toBe(404);
    const photos = (
      await get(s.app, `/performer/performer-assets/photos/search?galleryId=${g._id}`, s.creator)
    ).json().data;
    expect(photos.data.map((p: { isGalleryCover: boolean }) => p.isGalleryCover)).toEqual([
      false,
      false,
      true,
    ]);
    expect((await json('DELETE', `/performer/performer-assets/photos/${ids[2]}`, s.other)).statusCode).toBe(
      404,
    );
    expect((await json('DELETE', `/performer/performer-assets/photos/${ids[2]}`, s.creator)).statusCode).toBe(
      200,
    );
    view = (await get(s.app, `${GALLERIES}/${g._id}/view`, s.creator)).json().data;
    expect(view).toMatchObject({ coverPhotoId: ids[0], numOfItems: 2 });
    expect((await stats()).totalPhotos).toBe(before + 2);
    const put = await json('PUT', `/performer/performer-assets/photos/${ids[0]}`, s.creator, {
      title: 'Sunset',
      status: 'inactive',
    });
    expect(put.json().data).toMatchObject({ title: 'Sunset', status: 'inactive' });
    expect((await get(s.app, `/performer-assets/photos?galleryId=${g._id}`, s.fan)).json().data.total).toBe(
      1,
    );
  });

  test('photo uploads: required file, type by content, size limit, other creators galleries', async () => {
    const g = await createGallery({ title: 'Checks' });
    const none = await sendForm(s.app, 'POST', UPLOAD, s.creator, fields({ galleryId: g._id }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Please upload a photo (field photo)');
    expect((await uploadPhoto(g._id, tinyMp4(), 'x.jpg')).statusCode).toBe(415);
    expect(
      (await uploadPhoto(g._id, Buffer.from('<svg onload="alert(1)"></svg>'.padEnd(64)), 'x.jpg')).statusCode,
    ).toBe(415);
    expect((await uploadPhoto(g._id, Buffer.alloc(120 * 1024, 7), 'big.jpg')).statusCode).toBe(413);
    const foreign = await createGallery({ title: 'Not yours' }, s.other);
    expect((await uploadPhoto(foreign._id)).statusCode).toBe(404);
    const noGallery = await sendForm(s.app, 'POST', UPLOAD, s.creator, [file('photo', s.jpeg, 'p.jpg')]);
    expect(noGallery.statusCode).toBe(400);
  });

  test('hostile file names never reach the stored name', async () => {
    const galleries = [
      await createGallery({ title: 'Hostile A' }),
      await createGallery({ title: 'Hostile B' }),
    ];
    for (const [i, name] of HOSTILE_NAMES.entries()) {
      const res = await uploadPhoto(galleries[Math.floor(i / 90)]._id, s.jpeg, name);
      expect(res.statusCode).toBe(200);
      const { photo } = res.json().data;
      expect(storedName(photo.url)).toMatch(/^[a-f0-9]{32}\.jpg$/);
      expect(photo.name).not.toMatch(/[/\\]/);
    }
  });

  test('a gallery holds at most 100 photos', async () => {
    const g = await createGallery({ title: 'Full house' });
    for (let i = 0; i < 100; i++) expect((await uploadPhoto(g._id)).statusCode).toBe(200);
    const res = await uploadPhoto(g._id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A gallery holds at most 100 photos');
    expect(await s.app.repos.photos.countInGallery(g._id)).toBe(100);
  });

  test('locked galleries: url null and blurred previews; subscribers and owners see photos', async () => {
    const sale = await createGallery({ title: 'Paid set', isSale: true, price: 5 });
    const subs = await createGallery({ title: 'Fans set' });
    for (const g of [sale, subs]) for (let i = 0; i < 2; i++) await uploadPhoto(g._id);
    const photosOf = (id: string, token?: string) =>
      get(s.app, `/performer-assets/photos?galleryId=${id}`, token);

    const paidFan = await photosOf(sale._id, s.fan);
    expect(paidFan.json().data.total).toBe(2);
    for (const p of paidFan.json().data.data) {
      expect(p.photo.url).toBeNull();
      expect(p.photo.thumbnails[0]).toMatch(/\/files\/previews\//);
    }
    expect(paidFan.body).not.toMatch(PROTECTED_PATH);
    const anon = await photosOf(subs._id);
    expect(anon.json().data.data[0].photo.url).toBeNull();
    expect(anon.body).not.toMatch(PROTECTED_PATH);
    const otherCreator = await photosOf(subs._id, s.other);
    expect(otherCreator.body).not.toMatch(PROTECTED_PATH);

    const subscribed = (await photosOf(subs._id, s.fan)).json().data.data[0];
    expect(subscribed.photo.url).toMatch(/\/files\/photo\/.*sig=/);
    expect(
      (await s.app.inject({ method: 'GET', url: subscribed.photo.url.replace('http://api.test', '') }))
        .statusCode,
    ).toBe(200);
    expect((await photosOf(sale._id, s.creator)).json().data.data[0].photo.url).toMatch(/sig=/);

    // Detail under both paths; the cover thumbnail is public marketing, its original is not.
    for (const path of [
      `/performer-assets/galleries/${sale._id}`,
      `/performer-assets/galleries/${sale.slug}/view`,
    ]) {
      const d = (await get(s.app, path, s.fan)).json().data;
      expect(d).toMatchObject({
        _id: sale._id,
        canView: false,
        isBought: false,
        isSubscribed: true,
        numOfItems: 2,
      });
      // locked: the cover's url is its blurred preview (issue 20 item 11), never the original
      expect(d.coverPhoto.url).toMatch(/\/files\/previews\/[a-f0-9]+\.\w+$/);
      // a lasting link (no expiry): link previews that keep og:image keep the picture
      expect(d.coverPhoto.thumbnails[0]).toMatch(/\/files\/photo\/[a-f0-9]+\.\w+\?pub=[a-f0-9]{64}$/);
    }
    const cover = (await get(s.app, `/performer-assets/galleries/${sale._id}`, s.fan)).json().data.coverPhoto;
    const coverUrl = new URL(cover.thumbnails[0]);
    const shown = await s.app.inject({ method: 'GET', url: coverUrl.pathname + coverUrl.search });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=3600');
    // the lasting signature opens that thumbnail only: not the original photo, not with a changed signature
    const pub = coverUrl.searchParams.get('pub')!;
    const original = (await photosOf(sale._id, s.creator))
      .json()
      .data.data.find((p: { _id: string; photo: { _id: string } }) => p.photo._id === cover._id).photo
      .url as string;
    const originalPath = new URL(original).pathname;
    expect((await s.app.inject({ method: 'GET', url: `${originalPath}?pub=${pub}` })).statusCode).toBe(403);
    const tampered = pub.replace(/^./, pub[0] === 'a' ? 'b' : 'a');
    expect(
      (await s.app.inject({ method: 'GET', url: `${coverUrl.pathname}?pub=${tampered}` })).statusCode,
    ).toBe(403);
    const one = await get(s.app, `/performer-assets/photos/${subscribed._id}/view`);
    expect(one.json().data.photo.url).toBeNull();
    const byCreator = (
      await get(s.app, `/performer-assets/photos/${sale.performerId}?limit=200`, s.fan)
    ).json().data;
    expect(byCreator.data.map((p: { _id: string }) => p._id)).toContain(subscribed._id);
  });

  test('inactive galleries are hidden; related lists use excludedId; bookmarks list', async () => {
    const hidden = await createGallery({ title: 'Hidden', status: 'inactive' });
    const a = await createGallery({ title: 'Related one' });
    expect((await get(s.app, `/performer-assets/galleries/${hidden._id}`, s.fan)).statusCode).toBe(404);
    expect((await get(s.app, `/performer-assets/galleries/${hidden._id}`, s.creator)).statusCode).toBe(200);
    expect((await get(s.app, `/performer-assets/photos?galleryId=${hidden._id}`, s.fan)).statusCode).toBe(
      404,
    );
    const list = (
      await get(
        s.app,
        `/performer-assets/galleries/search?performerId=${a.performerId}&excludedId=${a._id}&limit=200`,
      )
    ).json().data;
    const ids = list.data.map((g: { _id: string }) => g._id);
    expect(ids).not.toContain(a._id);
    expect(ids).not.toContain(hidden._id);
    expect(list.data.every((g: { status: string }) => g.status === 'active')).toBe(true);

    expect(
      (
        await json('POST', '/reactions', s.fan, {
          objectId: a._id,
          objectType: 'gallery',
          action: 'bookmark',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await json('POST', '/reactions', s.fan, {
          objectId: hidden._id,
          objectType: 'gallery',
          action: 'bookmark',
        })
      ).statusCode,
    ).toBe(404);
    const marks = (await get(s.app, '/reactions/galleries/bookmark', s.fan)).json().data;
    expect(marks.data[0]).toMatchObject({
      objectId: a._id,
      objectType: 'gallery',
      objectInfo: { _id: a._id, isBookMarked: true },
    });
  });

  test('deleting a gallery removes its photos, files, reactions and counts', async () => {
    const g = await createGallery({ title: 'Short lived' });
    const p = (await uploadPhoto(g._id)).json().data;
    await json('POST', '/reactions', s.fan, { objectId: g._id, objectType: 'gallery', action: 'like' });
    const before = await stats();
    expect((await json('DELETE', `${GALLERIES}/${g._id}`, s.creator)).statusCode).toBe(200);
    expect((await get(s.app, `/performer-assets/galleries/${g._id}`, s.creator)).statusCode).toBe(404);
    expect(await s.app.repos.photos.findById(p._id)).toBeUndefined();
    expect(await s.app.repos.files.findById(p.fileId)).toBeUndefined();
    expect(
      (await s.app.inject({ method: 'GET', url: p.photo.url.replace('http://api.test', '') })).statusCode,
    ).toBe(404);
    const after = await stats();
    expect(after.totalGalleries).toBe(before.totalGalleries - 1);
    expect(after.totalPhotos).toBe(before.totalPhotos - 1);
    expect(
      (await get(s.app, '/reactions/galleries/bookmark', s.fan))
        .json()
        .data.data.map((r: { objectId: string }) => r.objectId),
    ).not.toContain(g._id);
  });
});
