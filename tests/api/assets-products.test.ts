import { login, tinyJpeg, tinyMp4 } from './helpers/app';
import { fields, file, get, HOSTILE_NAMES, sendForm, storedName } from './helpers/assets';
import { assetSuite } from './helpers/asset-suite';

// makeApp seeds the whole demo catalogue (accounts, creators, posts, assets): longer than jest's 5 s default.
jest.setTimeout(30_000);

const PRODUCTS = '/performer/performer-assets/products';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('products API', () => {
  const s = assetSuite({ config: { maxImageBytes: 100 * 1024, maxVideoBytes: 200 * 1024 } });

  const create = (
    values: Record<string, string>,
    files = [file('image', s.jpeg, 'img.jpg')],
    token = s.creator,
  ) => sendForm(s.app, 'POST', PRODUCTS, token, [...fields(values), ...files]);
  const digital = (values: Record<string, string> = {}) =>
    create({ name: 'E-book', type: 'digital', price: '9.99', ...values }, [
      file('image', s.jpeg, 'img.jpg'),
      file('digitalFile', PDF, 'book.pdf'),
    ]);
  const stats = async () => (await get(s.app, '/performers/demo-creator')).json().data.stats;

  test('physical and digital products; totals follow', async () => {
    const before = (await stats()).totalProducts;
    const res = await create({
      name: 'Tour poster',
      description: 'A3',
      type: 'physical',
      price: '19.5',
      stock: '4',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Tour poster',
      slug: 'tour-poster',
      type: 'physical',
      price: 19.5,
      stock: 4,
      status: 'active',
    });
    expect(res.json().data.image).toMatchObject({ type: 'product-image', status: 'finished' });
    const d = await digital();
    expect(d.statusCode).toBe(200);
    expect(d.json().data).toMatchObject({
      type: 'digital',
      stock: 0,
      digitalFileUrl: expect.stringMatching(/\/files\/product-digital\/.*sig=/),
    });
    expect((await stats()).totalProducts).toBe(before + 2);
  });

  test('fans 403, unverified creators 403 with the contract message', async () => {
    expect((await create({ name: 'x', type: 'physical', price: '1' }, undefined, s.fan)).statusCode).toBe(
      403,
    );
    expect((await get(s.app, `${PRODUCTS}/search`, s.fan)).statusCode).toBe(403);
    const res = await create(
      { name: 'x', type: 'physical', price: '1' },
      undefined,
      await login(s.app, 'incomplete-creator'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your ID documents are not verified yet! You could not post any content right now.',
    );
  });

  test.each([
    ['negative price', { name: 'a', type: 'physical', price: '-1' }, 'price must be >= 0'],
    ['negative stock', { name: 'a', type: 'physical', price: '1', stock: '-3' }, 'stock must be >= 0'],
    ['unknown type', { name: 'a', type: 'service', price: '1' }, 'type must be one of: physical, digital'],
    ['missing name', { type: 'physical', price: '1' }, 'name is required'],
  ])('validation: %s → 400', async (_n, values, message) => {
    const res = await create(values as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  test('required files, types by content, size limits, hostile names', async () => {
    const noImage = await create({ name: 'a', type: 'physical', price: '1' }, []);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toContain('Please upload a product image (field image)');
    const noFile = await create({ name: 'a', type: 'digital', price: '1' });
    expect(noFile.json().message).toContain('A digital product needs its file (field digitalFile)');
    expect(
      (await create({ name: 'a', type: 'physical', price: '1' }, [file('image', tinyMp4(), 'a.jpg')]))
        .statusCode,
    ).toBe(415);
    const html = file('digitalFile', Buffer.from('<html><script>alert(1)</script></html>'), 'a.pdf');
    expect(
      (await create({ name: 'a', type: 'digital', price: '1' }, [file('image', s.jpeg), html])).statusCode,
    ).toBe(415);
    expect(
      (
        await create({ name: 'a', type: 'physical', price: '1' }, [
          file('image', Buffer.alloc(150 * 1024, 3)),
        ])
      ).statusCode,
    ).toBe(413);
    for (const name of HOSTILE_NAMES.slice(0, 20)) {
      const res = await create({ name: 'Hostile', type: 'physical', price: '1', status: 'inactive' }, [
        file('image', s.jpeg, name),
      ]);
      expect(res.statusCode).toBe(200);
      expect(storedName(res.json().data.image.url)).toMatch(/^[a-f0-9]{32}\.jpg$/);
    }
  });

  test('public JSON never carries the digital file; the download link is the owner’s', async () => {
    const p = (await digital({ name: 'Secret book' })).json().data;
    const digitalName = storedName(p.digitalFileUrl);
    for (const token of [s.fan, s.other, null]) {
      const res = await get(s.app, `/performer-assets/products/${p._id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.digitalFileUrl).toBeUndefined();
      expect(res.json().data.digitalFileId).toBeUndefined();
      expect(res.body).not.toContain('product-digital');
      expect(res.body).not.toContain(digitalName.split('.')[0]);
      expect(res.json().data.image.url).toMatch(/\/files\/product-image\//);
    }
    const list = await get(
      s.app,
      `/performer-assets/products/search?performerId=${p.performerId}&limit=200`,
      s.fan,
    );
    expect(list.body).not.toContain('product-digital');
    const link = (token: string) => get(s.app, `/performer-assets/products/${p._id}/download-link`, token);
    const denied = await link(s.fan);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You have not bought this product');
    expect((await get(s.app, `/performer-assets/products/${p._id}/download-link`)).statusCode).toBe(401);
    const own = await link(s.creator);
    expect(own.statusCode).toBe(200);
    const served = await s.app.inject({
      method: 'GET',
      url: own.json().data.downloadLink.replace('http://api.test', ''),
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // a file bought to keep downloads (never rendered inline), under its own name
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="book.pdf"; filename*=UTF-8''book.pdf`,
    );
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: own.json().data.downloadLink.replace('http://api.test', '').split('?')[0],
        })
      ).statusCode,
    ).toBe(403);
  });

  test('a picture sold as a digital file loses its EXIF metadata', async () => {
    const sharp = (await import('sharp')).default;
    const withExif = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Make: 'SpyCam' } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret-camera-owner'))).toBe(true);
    const p = (
      await create({ name: 'Wallpaper', type: 'digital', price: '2' }, [
        file('image', s.jpeg, 'img.jpg'),
        file('digitalFile', withExif, 'wallpaper.jpg', 'image/jpeg'),
      ])
    ).json().data;
    const link = (await get(s.app, `/performer-assets/products/${p._id}/download-link`, s.creator)).json()
      .data.downloadLink;
    const served = await s.app.inject({ method: 'GET', url: link.replace('http://api.test', '') });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="wallpaper.jpg"/);
  });

  test('edit by owner only; replaced image removed; physical → digital needs a file', async () => {
    const p = (await create({ name: 'Mug', type: 'physical', price: '12', stock: '3' })).json().data;
    const put = (token: string, parts: Parameters<typeof sendForm>[4]) =>
      sendForm(s.app, 'PUT', `${PRODUCTS}/${p._id}`, token, parts);
    expect((await put(s.other, fields({ price: '1' }))).statusCode).toBe(404);
    const res = await put(s.creator, [
      ...fields({ price: '14.25', stock: '0' }),
      file('image', await tinyJpeg(), 'new.jpg'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 14.25, stock: 0, name: 'Mug' });
    expect(res.json().data.imageId).not.toBe(p.imageId);
    expect(
      (await s.app.inject({ method: 'GET', url: p.image.url.replace('http://api.test', '') })).statusCode,
    ).toBe(404);
    expect((await put(s.creator, fields({ type: 'digital' }))).statusCode).toBe(400);
    expect((await put(s.creator, fields({ stock: '-1' }))).statusCode).toBe(400);
    // Without files an edit may also be JSON.
    const asJson = await s.app.inject({
      method: 'PUT',
      url: `${PRODUCTS}/${p._id}`,
      headers: { authorization: s.creator },
      payload: { description: 'Big mug', stock: 2 },
    });
    expect(asJson.json().data).toMatchObject({ description: 'Big mug', stock: 2 });
    const junk = await s.app.inject({
      method: 'PUT',
      url: `${PRODUCTS}/${p._id}`,
      headers: { authorization: s.creator },
      payload: { owner: 'me', stock: 3 },
    });
    // An unknown field is dropped (issue 20 item 9); the known one is applied.
    expect(junk.json().data).toMatchObject({ stock: 3 });
    expect(junk.body).not.toContain('owner');
    const view = await get(s.app, `${PRODUCTS}/${p._id}/view`, s.creator);
    expect(view.json().data.price).toBe(14.25);
    expect((await get(s.app, `${PRODUCTS}/${p._id}/view`, s.other)).statusCode).toBe(404);
  });

  test('inactive products hidden, related lists, bookmarks, deletion', async () => {
    const hidden = (await create({ name: 'Hidden', type: 'physical', price: '1', status: 'inactive' })).json()
      .data;
    const shown = (await create({ name: 'Shown', type: 'physical', price: '1' })).json().data;
    expect((await get(s.app, `/performer-assets/products/${hidden._id}`, s.fan)).statusCode).toBe(404);
    expect((await get(s.app, `/performer-assets/products/${hidden.slug}`, s.creator)).statusCode).toBe(200);
    const related = (
      await get(
        s.app,
        `/performer-assets/products/search?performerId=${shown.performerId}&excludedId=${shown._id}&limit=200`,
      )
    ).json().data;
    const ids = related.data.map((x: { _id: string }) => x._id);
    expect(ids).not.toContain(shown._id);
    expect(ids).not.toContain(hidden._id);
    const own = (await get(s.app, `${PRODUCTS}/search?status=inactive&q=hidden`, s.creator)).json().data;
    expect(own.data.map((x: { _id: string }) => x._id)).toEqual([hidden._id]);

    const mark = await s.app.inject({
      method: 'POST',
      url: '/reactions',
      headers: { authorization: s.fan },
      payload: { objectId: shown._id, objectType: 'product', action: 'bookmark' },
    });
    expect(mark.statusCode).toBe(200);
    const marks = (await get(s.app, '/reactions/products/bookmark', s.fan)).json().data;
    expect(marks.data[0]).toMatchObject({
      objectId: shown._id,
      objectInfo: { _id: shown._id, isBookMarked: true },
    });
    expect(marks.data[0].objectInfo.digitalFileUrl).toBeUndefined();

    const before = (await stats()).totalProducts;
    const del = (token: string) =>
      s.app.inject({ method: 'DELETE', url: `${PRODUCTS}/${shown._id}`, headers: { authorization: token } });
    expect((await del(s.other)).statusCode).toBe(404);
    expect((await del(s.creator)).statusCode).toBe(200);
    expect((await get(s.app, `/performer-assets/products/${shown._id}`, s.creator)).statusCode).toBe(404);
    expect((await stats()).totalProducts).toBe(before - 1);
    expect((await get(s.app, '/reactions/products/bookmark', s.fan)).json().data.total).toBe(0);
  });
});
