import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { buildApp } from '@api/app';
import { login, makeApp, outboxFor, type TestApp } from './helpers/app';

describe('site content: pages, banners, token packages, keywords, contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ config: { contactRateLimitMax: 3, adminEmail: 'admin@site.test' } });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (
    url: string,
    payload: object,
    remoteAddress = '127.0.0.1',
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  describe('CMS pages', () => {
    test('GET /posts/{slug or id} returns an active page with its HTML', async () => {
      const res = await get('/posts/help');
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({
        slug: 'help',
        title: 'Help',
        type: 'page',
        status: 'active',
        shortDescription: expect.any(String),
      });
      expect(page.content).toContain('<h2>Help center</h2>');
      expect((await get(`/posts/${page._id}`)).json().data.slug).toBe('help');
      for (const slug of ['terms', 'privacy']) expect((await get(`/posts/${slug}`)).statusCode).toBe(200);
    });

    test('footer menus point at seeded pages', async () => {
      const menus = (await get('/settings/public')).json().data.menus as { path: string }[];
      for (const m of menus.filter((x) => x.path.startsWith('/page/'))) {
        expect((await get(`/posts/${m.path.slice('/page/'.length)}`)).statusCode).toBe(200);
      }
    });

    test('missing or inactive pages are 404', async () => {
      await t.app.repos.posts.create(
        {
          title: 'Draft',
          slug: 'draft',
          content: '<p>soon</p>',
          shortDescription: '',
          type: 'page',
          ordering: 9,
          status: 'inactive',
        },
        new Date().toISOString(),
      );
      for (const id of ['draft', 'nope', 'aaaaaaaaaaaaaaaaaaaaaaaa']) {
        const res = await get(`/posts/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          statusCode: 404,
          message: 'This page is not found',
          error: 'Not Found',
        });
      }
    });

    test('GET /posts/search lists active pages without their HTML', async () => {
      const res = await get('/posts/search?type=page');
      const { data, total } = res.json().data;
      expect(total).toBe(3);
      expect(data.map((p: { slug: string }) => p.slug)).toEqual(['help', 'terms', 'privacy']);
      expect(data[0]).not.toHaveProperty('content');
      expect((await get('/posts/search?status=inactive')).json().data).toEqual({ data: [], total: 0 });
      expect((await get('/posts/search?type=blog')).json().data.total).toBe(0);
      expect((await get('/posts/search?q=privacy')).json().data.total).toBe(1);
      expect((await get('/posts/search?status=deleted')).statusCode).toBe(400);
    });
  });

  describe('banners and token packages', () => {
    test('GET /site-promo/search: active banners with generated images, position filter', async () => {
      // a visitor: the banners for everyone (the creators' "Go live tonight" is in banners.test.ts)
      const all = (await get('/site-promo/search?limit=99')).json().data;
      expect(all.total).toBe(2);
      expect(all.data[0]).toMatchObject({
        title: expect.any(String),
        link: expect.any(String),
        position: 'top',
        status: 'active',
      });
      const url = all.data[0].photo.url as string;
      expect(url).toMatch(/^http:\/\/api\.test\/files\/banners\/[a-f0-9]{32}\.webp$/);
      const image = await get(new URL(url).pathname);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect((await get('/site-promo/search?position=right')).json().data.total).toBe(1);
      expect((await get('/site-promo/search?position=middle')).json().data.total).toBe(0);
      expect((await get('/site-promo/search?position=sideways')).statusCode).toBe(400);
    });

    test('GET /package/token/search: active packages by ordering, prices in dollars', async () => {
      const { data, total } = (await get('/package/token/search')).json().data;
      expect(total).toBe(3);
      expect(data.map((p: { name: string }) => p.name)).toEqual(['Starter', 'Popular', 'Best value']);
      expect(data[0]).toMatchObject({
        price: 9.99,
        tokens: 10,
        ordering: 1,
        isActive: true,
        description: expect.any(String),
      });
    });
  });

  describe('keyword search', () => {
    test('POST /search/keywords records and counts normalised keywords', async () => {
      const first = await post('/search/keywords', { keyword: '  Yoga   Tips ' });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ keyword: 'yoga tips', count: 1 });
      expect((await post('/search/keywords', { keyword: 'yoga tips' })).json().data.count).toBe(2);
      await post('/search/keywords', { keyword: 'surf' });
      await post('/search/keywords', { keyword: '<script>alert(1)</script>' });
      expect((await post('/search/keywords', { keyword: '   ' })).statusCode).toBe(400);
      expect((await post('/search/keywords', { keyword: '' })).statusCode).toBe(400);
      expect((await post('/search/keywords', { keyword: 'x'.repeat(101) })).statusCode).toBe(400);
    });

    test('GET /search/list/keywords: popular (default) and recent', async () => {
      const popular = (await get('/search/list/keywords')).json().data;
      expect(popular.total).toBe(3);
      expect(popular.data[0]).toMatchObject({ keyword: 'yoga tips', count: 2 });
      const recent = (await get('/search/list/keywords?sortBy=recent&limit=1')).json().data;
      expect(recent.data).toHaveLength(1);
      expect((await get('/search/list/keywords?sortBy=oldest')).statusCode).toBe(400);
    });
  });

  describe('POST /contact', () => {
    const message = {
      name: 'Jane Visitor',
      email: 'Jane@Example.com',
      message: 'Hello, how do payouts work?',
    };
    let invalidCase = 0;

    test('stores the message and mails the admin through the outbox', async () => {
      const res = await post('/contact', message, '10.0.0.1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 0, data: { message: expect.stringContaining('Thank you') } });
      const stored = (await t.app.repos.contacts.list())[0];
      expect(stored).toMatchObject({
        name: 'Jane Visitor',
        email: 'jane@example.com',
        message: 'Hello, how do payouts work?',
      });
      const mail = (await outboxFor(t.app, 'admin@site.test'))[0];
      expect(mail.subject).toBe('Contact form: Jane Visitor');
      expect(mail.body).toContain('jane@example.com');
      expect(mail.body).toContain('Hello, how do payouts work?');
      expect(fs.existsSync(mail.filePath)).toBe(true);
    });

    test.each([
      [{ ...message, email: 'not-an-email' }, 'Email address is invalid'],
      [{ ...message, name: '   ' }, 'name is required'],
      [{ ...message, message: '' }, 'message must NOT have fewer than 1 characters'],
      [{ name: 'a', email: 'a@b.co' }, 'message is required'],
    ])('rejects %j', async (payload, text) => {
      // every attempt counts toward the per-IP limit: one address per case
      invalidCase += 1;
      const res = await post('/contact', payload, `10.0.1.${invalidCase}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(text);
    });

    test('rate-limited per IP: 429 after the limit, other addresses unaffected', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await post('/contact', message, '10.0.0.3')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await post('/contact', message, '10.0.0.3');
      expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await post('/contact', message, '10.0.0.4')).statusCode).toBe(200);
    });
  });
});

describe('POST /contact with reCAPTCHA configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false, config: { recaptchaSecret: 'test-secret' } });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const message = { name: 'Bot?', email: 'bot@example.com', message: 'Hi' };
  const siteverify = (success: boolean) =>
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ success }), { status: 200 }));

  test('requires a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/contact', payload: message });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please confirm that you are not a robot');
  });

  test('a failed verification is 422 and stores nothing', async () => {
    const spy = siteverify(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { ...message, token: 'bad' },
    });
    expect(res.statusCode).toBe(422);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await t.app.repos.contacts.list()).toHaveLength(0);
  });

  test('a verified token goes through', async () => {
    siteverify(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { ...message, token: 'good' },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.app.repos.contacts.list()).toHaveLength(1);
  });
});

describe('discovery seed on a database from before issue 3', () => {
  test('migration 002 applies and the discovery data is added; demo accounts are kept', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-upgrade-'));
    const config = {
      apiPublicUrl: 'http://api.test',
      appPublicUrl: 'http://app.test',
      corsOrigins: ['http://app.test'],
    };
    try {
      const first = await buildApp({ dataDir, seed: true, config, env: {} });
      const fanId = (await first.repos.users.findByLogin('demo-fan'))!.id;
      await first.close();

      // Turn it back into an issue-2 database: accounts only, no 002 tables, columns or rows.
      const db = new BetterSqlite3(path.join(dataDir, 'app.sqlite'));
      db.pragma('foreign_keys = ON');
      const sql = fs.readFileSync(
        path.join(__dirname, '../../api/src/db/migrations/002-discovery.sql'),
        'utf8',
      );
      const indexes = [...sql.matchAll(/CREATE INDEX (\w+)/g)].map((m) => m[1]);
      const tables = [...sql.matchAll(/CREATE TABLE (\w+)/g)].map((m) => m[1]);
      db.exec(`DELETE FROM users WHERE username LIKE 'creator-%' OR username = 'suspended-creator'`);
      for (const name of indexes) db.exec(`DROP INDEX ${name}`);
      for (const name of tables) db.exec(`DROP TABLE ${name}`);
      for (const [table, column] of [
        ['users', 'isOnline'],
        ['users', 'onlineAt'],
        ['performers', 'live'],
        ['performers', 'streamingStatus'],
        ['performers', 'lastStreamingTime'],
      ]) {
        db.exec(`ALTER TABLE ${table} DROP COLUMN ${column}`);
      }
      await db.prepare("DELETE FROM migrations WHERE name = '002-discovery.sql'").run();
      // later migrations that change 002's tables apply again to the tables 002 recreates
      await db.prepare("DELETE FROM migrations WHERE name = '020-banner-audience.sql'").run();
      db.close();

      const again = await buildApp({ dataDir, seed: true, config, env: {} });
      await again.ready();
      try {
        expect((await again.repos.users.findByLogin('demo-fan'))!.id).toBe(fanId);
        const fan = await login(again, 'demo-fan');
        const me = (
          await again.inject({ method: 'GET', url: '/users/me', headers: { authorization: fan } })
        ).json().data;
        expect(me.stats).toEqual({ totalSubscriptions: 1, following: 2 });
        const profile = (
          await again.inject({
            method: 'GET',
            url: '/performers/demo-creator',
            headers: { authorization: fan },
          })
        ).json().data;
        expect(profile).toMatchObject({ isSubscribed: true, isFollowed: false });
        const dir = (await again.inject({ method: 'GET', url: '/performers/user/search' })).json().data;
        expect(dir.total).toBe(31);
        expect((await again.inject({ method: 'GET', url: '/posts/help' })).statusCode).toBe(200);

        // a third start changes nothing
        const counts = async () => ({
          users: await again.repos.users.count(),
          posts: await again.repos.posts.count(),
          promos: await again.repos.sitePromos.count(),
          subs: await again.repos.subscriptions.count(),
        });
        const before = await counts();
        const { seedIfEmpty } = await import('@api/seed');
        expect(await seedIfEmpty(again)).toBeNull();
        expect(await counts()).toEqual(before);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('CMS pages the web app links to', () => {
  test('every slug of the web app (src/config/paths CMS_SLUGS) is a seeded page, and the footer links to them', async () => {
    const { CMS_SLUGS } = await import('@/config/paths');
    const { makeApp } = await import('./helpers/app');
    const t = await makeApp();
    try {
      for (const slug of Object.values(CMS_SLUGS)) {
        expect((await t.app.inject({ method: 'GET', url: `/posts/${slug}` })).statusCode).toBe(200);
      }
      const menus = (await t.app.inject({ method: 'GET', url: '/settings/public' })).json().data.menus as {
        path: string;
      }[];
      expect(menus.map((m) => m.path)).toEqual(
        expect.arrayContaining([`/page/${CMS_SLUGS.terms}`, `/page/${CMS_SLUGS.privacy}`]),
      );
    } finally {
      await t.close();
    }
  });
});
