// Issue 23 site content from the console: home banners and CMS pages are listed (inactive ones too), created,
// edited, disabled and enabled; the public routes follow at once; each change has its audit row; a CMS body is
// sanitised by the API before it is stored; wrong input is a 400 (a taken slug 409), never a 5xx.
import { makeApp, tinyJpeg, tinyPng, type TestApp } from './helpers/app';
import { file, sendForm } from './helpers/assets';
import { enrolAdmin, get, post } from './helpers/admin';

jest.setTimeout(120_000);

describe('operator site content', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    admin = (await enrolAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  const auditOf = async (kind: string, id: string) =>
    (await get(t.app, `/admin/audit?targetKind=${kind}&targetId=${id}`, admin)).json().data.data;
  const publicBanners = async () =>
    ((await get(t.app, '/site-promo/search?limit=50', null)).json().data.data as { _id: string }[]).map(
      (b) => b._id,
    );

  describe('banners', () => {
    test('created, listed with the inactive ones, edited, disabled and enabled; the home page follows', async () => {
      const created = await post(t.app, '/admin/banners', admin, {
        title: ' Spring offer ',
        description: 'Half price for a week',
        link: '/creator',
        position: 'top',
        note: 'Campaign',
      });
      expect(created.statusCode).toBe(200);
      const banner = created.json().data;
      expect(banner).toMatchObject({ title: 'Spring offer', audience: 'all', status: 'active', ordering: 0 });
      expect(await publicBanners()).toContain(banner._id);
      expect((await auditOf('banner', banner._id))[0]).toMatchObject({
        action: 'banner.create',
        before: null,
        after: { title: 'Spring offer', status: 'active' },
        note: 'Campaign',
      });

      const edited = await post(t.app, `/admin/banners/${banner._id}`, admin, {
        title: 'Summer offer',
        audience: 'creators',
      });
      expect(edited.json().data).toMatchObject({
        title: 'Summer offer',
        audience: 'creators',
        link: '/creator',
      });
      // a banner for creators leaves what a visitor sees
      expect(await publicBanners()).not.toContain(banner._id);

      const disabled = await post(t.app, `/admin/banners/${banner._id}`, admin, { status: 'inactive' });
      expect(disabled.json().data.status).toBe('inactive');
      const list = (await get(t.app, '/admin/banners?limit=100', admin)).json().data;
      expect(list.data.find((b: { _id: string }) => b._id === banner._id).status).toBe('inactive');
      expect(list.total).toBeGreaterThanOrEqual(list.data.length);
      const rows = await auditOf('banner', banner._id);
      expect(rows.map((r: { action: string }) => r.action)).toEqual([
        'banner.disable',
        'banner.update',
        'banner.create',
      ]);
      expect(rows[1]).toMatchObject({
        before: { title: 'Spring offer', audience: 'all' },
        after: { title: 'Summer offer', audience: 'creators' },
      });
      await post(t.app, `/admin/banners/${banner._id}`, admin, { status: 'active', audience: 'all' });
      expect(await publicBanners()).toContain(banner._id);
    });

    test('a picture is uploaded, served on the home page, audited, and the replaced one is deleted', async () => {
      const banner = (
        await post(t.app, '/admin/banners', admin, { title: 'With picture', position: 'top' })
      ).json().data;
      expect(banner.photo.url).toBe('');
      const upload = (data: Buffer, name: string, token: string | null = admin) =>
        sendForm(t.app, 'POST', `/admin/banners/${banner._id}/photo`, token, [
          file('file', data, name, 'image/jpeg'),
        ]);

      const first = await upload(await tinyJpeg(), 'a.jpg');
      expect(first.statusCode).toBe(200);
      const firstUrl: string = first.json().data.photo.url;
      expect(firstUrl).toMatch(/\/files\/banners\/[a-f0-9]+\.jpg$/);
      const path = (url: string) => new URL(url).pathname;
      expect((await get(t.app, path(firstUrl), null)).statusCode).toBe(200);
      const shown = (await get(t.app, '/site-promo/search?limit=50', null)).json().data.data;
      expect(shown.find((b: { _id: string }) => b._id === banner._id).photo.url).toBe(firstUrl);

      const second = await upload(await tinyPng(), 'b.png');
      const secondUrl: string = second.json().data.photo.url;
      expect(secondUrl).not.toBe(firstUrl);
      expect((await get(t.app, path(secondUrl), null)).statusCode).toBe(200);
      expect((await get(t.app, path(firstUrl), null)).statusCode).toBe(404);
      const rows = await auditOf('banner', banner._id);
      expect(rows[0]).toMatchObject({
        action: 'banner.photo',
        after: { photo: expect.stringMatching(/\.png$/) },
      });
      expect(rows[0].before.photo).toMatch(/\.jpg$/);

      // not a picture, no file, another role, an unknown banner: refused, never stored
      expect((await upload(Buffer.from('<svg onload=alert(1)>'), 'x.svg')).statusCode).toBe(415);
      const none = await sendForm(t.app, 'POST', `/admin/banners/${banner._id}/photo`, admin, []);
      expect(none.statusCode).toBe(400);
      expect((await upload(await tinyJpeg(), 'c.jpg', null)).statusCode).toBe(401);
      const unknown = await sendForm(t.app, 'POST', `/admin/banners/${'f'.repeat(24)}/photo`, admin, [
        file('file', await tinyJpeg(), 'd.jpg', 'image/jpeg'),
      ]);
      expect(unknown.statusCode).toBe(404);
      expect(
        (await get(t.app, '/admin/banners?limit=100', admin))
          .json()
          .data.data.find((b: { _id: string }) => b._id === banner._id).photo.url,
      ).toBe(secondUrl);
    });

    test('wrong input is refused with a 400, an unknown banner is 404', async () => {
      const refused = async (url: string, body: object) => (await post(t.app, url, admin, body)).statusCode;
      expect(await refused('/admin/banners', { position: 'top' })).toBe(400);
      expect(await refused('/admin/banners', { title: 'x', position: 'sideways' })).toBe(400);
      expect(
        await refused('/admin/banners', { title: 'x', position: 'top', link: 'javascript:alert(1)' }),
      ).toBe(400);
      expect(await refused('/admin/banners', { title: 'x', position: 'top', ordering: 1.5 })).toBe(400);
      expect(await refused('/admin/banners', { title: 'x', position: 'top', ordering: '2' })).toBe(400);
      expect(await refused('/admin/banners/not-an-id', { title: 'x' })).toBe(400);
      expect(await refused(`/admin/banners/${'f'.repeat(24)}`, { title: 'x' })).toBe(404);
      expect(await refused('/admin/banners', { title: 'x', position: 'top', status: 'gone' })).toBe(400);
    });
  });

  describe('CMS pages', () => {
    test('created with a sanitised body, shown at /posts/<slug>, edited, disabled (gone for visitors) and enabled', async () => {
      const created = await post(t.app, '/admin/pages', admin, {
        title: 'House rules',
        slug: 'house-rules',
        content: '<p onclick="x()">Be kind.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      });
      expect(created.statusCode).toBe(200);
      const page = created.json().data;
      expect(page.content).toBe('<p>Be kind.</p><a rel="nofollow noopener noreferrer" target="_blank">x</a>');
      expect(page).toMatchObject({ status: 'active', type: 'page', slug: 'house-rules' });
      const stored = (await t.app.repos.posts.findById(page._id))!;
      expect(stored.content).not.toContain('script');
      expect((await get(t.app, '/posts/house-rules', null)).json().data.content).toBe(page.content);
      expect((await auditOf('page', page._id))[0]).toMatchObject({
        action: 'page.create',
        after: { slug: 'house-rules', contentLength: page.content.length },
      });

      const edited = await post(t.app, `/admin/pages/${page._id}`, admin, {
        content: '<p>Be <strong>kind</strong>.</p><img src=x onerror=alert(1)>',
        note: 'Wording',
      });
      expect(edited.json().data.content).toBe('<p>Be <strong>kind</strong>.</p>');
      expect((await get(t.app, `/posts/${page._id}`, null)).json().data.content).toBe(
        '<p>Be <strong>kind</strong>.</p>',
      );

      await post(t.app, `/admin/pages/${page._id}`, admin, { status: 'inactive' });
      expect((await get(t.app, '/posts/house-rules', null)).statusCode).toBe(404);
      const list = (await get(t.app, '/admin/pages?limit=100', admin)).json().data;
      expect(list.data.find((p: { _id: string }) => p._id === page._id)).toMatchObject({
        status: 'inactive',
      });
      expect(list.data[0].content).toBeUndefined();
      expect((await get(t.app, `/admin/pages/${page._id}`, admin)).json().data.content).toContain('kind');
      const actions = (await auditOf('page', page._id)).map((r: { action: string }) => r.action);
      expect(actions).toEqual(['page.disable', 'page.update', 'page.create']);
      await post(t.app, `/admin/pages/${page._id}`, admin, { status: 'active' });
      expect((await get(t.app, '/posts/house-rules', null)).statusCode).toBe(200);
    });

    test('a taken slug is 409; a bad slug, a missing title or a wrong type is 400; an unknown page 404', async () => {
      const first = (
        await post(t.app, '/admin/pages', admin, { title: 'A', slug: 'slug-one', content: '' })
      ).json().data;
      const second = (
        await post(t.app, '/admin/pages', admin, { title: 'B', slug: 'slug-two', content: '' })
      ).json().data;
      const taken = await post(t.app, '/admin/pages', admin, { title: 'C', slug: 'slug-one', content: '' });
      expect([taken.statusCode, taken.json().message]).toEqual([409, 'Another page has this address (slug)']);
      expect((await post(t.app, `/admin/pages/${second._id}`, admin, { slug: 'slug-one' })).statusCode).toBe(
        409,
      );
      // a page keeps its own slug
      expect((await post(t.app, `/admin/pages/${first._id}`, admin, { slug: 'slug-one' })).statusCode).toBe(
        200,
      );
      const status = async (url: string, body: object) => (await post(t.app, url, admin, body)).statusCode;
      expect(await status('/admin/pages', { title: 'D', slug: 'Not OK', content: '' })).toBe(400);
      expect(await status('/admin/pages', { slug: 'no-title', content: '' })).toBe(400);
      expect(await status('/admin/pages', { title: 'E', slug: 'e', content: { html: 'x' } })).toBe(400);
      expect(await status(`/admin/pages/${first._id}`, { ordering: -1 })).toBe(400);
      expect(await status(`/admin/pages/${'f'.repeat(24)}`, { title: 'x' })).toBe(404);
      expect((await get(t.app, `/admin/pages/${'f'.repeat(24)}`, admin)).statusCode).toBe(404);
    });
  });
});
