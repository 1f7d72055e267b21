// Issue 21 item 3: the response schemas over real data. After one of each thing a fan and a creator make (order,
// address, tip, payout request, bookmarks of every kind, comment, conversation, live session, private show), every
// GET route of the catalogue is called as a visitor, a fan, a creator and an operator. plugins/response-check is on under
// jest: an answer its schema would serialise differently from JSON.stringify comes back as a 500 naming the
// field, so a schema that forgot a field, or typed one wrongly, fails here.
import type { FastifyInstance } from 'fastify';
import { login, makeApp, tinyJpeg, type TestApp } from './helpers/app';
import { file, sendForm } from './helpers/assets';
import { startStreaming } from '@api/services/streaming';
import { userId } from './helpers/feeds';
import { money } from './helpers/money';
import { enrolAdmin } from './helpers/admin';

jest.setTimeout(240_000);

/** Routes that answer bytes (files, pictures) or redirect: no JSON for the schema to change. */
const NOT_JSON = new Set([
  'GET /files/:kind/:name',
  'GET /static/:name',
  'GET /flags/:code.svg',
  'GET /auth/password-change',
  'GET /auth/email-verification',
]);

/** Routes a sweep cannot answer with a success here (no Stripe keys in tests). */
const NO_SUCCESS_HERE = new Set(['GET /stripe/accounts/me']);

describe('response schemas over the demo data and one of everything', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const urls = new Map<string, string>();
  const writes: string[] = [];

  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    app = t.app;
  });
  afterAll(() => t.close());

  const one = async <T>(sql: string, ...args: unknown[]) => (await app.db.prepare(sql).get(...args)) as T;
  const id = async (sql: string, ...args: unknown[]) => (await one<{ id: string }>(sql, ...args)).id;

  /** A write the sweep needs; its own answer goes through the check too. */
  async function write(method: 'POST' | 'PUT', url: string, token: string, payload: object = {}) {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: token, 'idempotency-key': `sweep-${writes.length}` },
    });
    writes.push(`${res.statusCode} ${method} ${url} ${res.statusCode >= 300 ? res.body.slice(0, 300) : ''}`);
    return res.json().data as Record<string, unknown> & { _id: string };
  }

  test('every JSON answer is what JSON.stringify says of its payload', async () => {
    const fan = await login(app, 'demo-fan');
    const creator = await login(app, 'demo-creator');
    const fanId = await userId(app, 'demo-fan');
    const creatorId = await userId(app, 'demo-creator');
    // the operator console's routes answer an operator whose session passed two-factor (issue 23)
    const admin = (await enrolAdmin(app)).token;
    const m = money(app);

    // --- one of everything ------------------------------------------------------------------------------
    await m.topUp(fan, await m.addCard(fan), 200);
    await write('POST', `/wallet/charges/tip/${creatorId}`, fan, { price: 90, message: 'thanks' });
    const address = await write('POST', '/addresses/create', fan, {
      name: 'Home',
      streetAddress: '1 Main St',
    });
    await write('PUT', `/addresses/${address._id}/update`, fan, { name: 'Home', streetAddress: '2 Main St' });
    const physical = await id(
      "SELECT id FROM products WHERE performerId = ? AND type = 'physical' AND status = 'active'",
      creatorId,
    );
    const order = await write('POST', `/wallet/charges/product/${physical}`, fan, {
      deliveryAddressId: address._id,
    });
    await write('PUT', `/orders/${order._id}/update/delivery-address`, fan, {
      deliveryAddressId: address._id,
    });
    const digital = await id(
      "SELECT id FROM products WHERE performerId = ? AND type = 'digital' AND status = 'active'",
      creatorId,
    );
    await write('POST', `/wallet/charges/product/${digital}`, fan);
    const feed = await id(
      "SELECT id FROM feeds WHERE performerId = ? AND type = 'photo' AND status = 'active'",
      creatorId,
    );
    const video = await id(
      "SELECT id, fileId FROM videos WHERE performerId = ? AND status = 'active'",
      creatorId,
    );
    const gallery = await id(
      "SELECT id FROM galleries WHERE performerId = ? AND status = 'active'",
      creatorId,
    );
    const photo = await id('SELECT id FROM photos WHERE galleryId = ?', gallery);
    for (const [objectType, objectId] of [
      ['performer', creatorId],
      ['feed', feed],
      ['video', video],
      ['gallery', gallery],
      ['product', physical],
    ])
      await write('POST', '/reactions', fan, { objectType, objectId, action: 'bookmark' });
    await write('POST', '/comments', fan, { objectType: 'feed', objectId: feed, content: 'Hi' });
    const conversation = await write('POST', '/conversations', fan, {
      source: 'performer',
      sourceId: creatorId,
    });
    await write('POST', `/messages/conversations/${conversation._id}`, fan, {
      text: 'Hi',
      clientId: 'sweep-fan-1',
    });
    const upload = await sendForm(app, 'POST', '/messages/public/file/photo', creator, [
      file('file', await tinyJpeg(), 'photo.jpg', 'image/jpeg'),
    ]);
    const attachment = upload.json().data._id as string;
    const message = await write('POST', `/messages/conversations/${conversation._id}`, creator, {
      text: 'For you',
      fileIds: [attachment],
      price: 5,
    });
    await write('PUT', `/performers/${creatorId}/banking-settings`, creator, {
      firstName: 'Demo',
      lastName: 'Creator',
      bankAccount: '123456789',
    });
    await write('PUT', `/performers/${creatorId}/payment-gateway-settings`, creator, {
      key: 'paypal',
      value: { email: 'demo-creator@example.com' },
    });
    const payout = await write('POST', '/payout-requests', creator, {
      requestTokens: 50,
      paymentAccountType: 'banking',
    });
    await write('POST', '/re-captcha/verify', fan, { token: 'any' });
    const live = await write('POST', '/streaming/live', creator, {
      title: 'Now',
      description: 'x',
      isFree: true,
    });
    const liveChat = (live.conversation as { _id: string })._id;
    // the creator's page reports the stream running (its socket does this in the app)
    await startStreaming(app, (await app.repos.streams.find((live.stream as { _id: string })._id))!);
    await write('POST', `/messages/stream/${liveChat}`, fan, { text: 'Hi', clientId: 'sweep-fan-2' });
    // a private show: the creator takes them and is online
    await write('PUT', '/performers/me', creator, { privateChatPrice: 1 });
    await app.db.prepare('UPDATE users SET isOnline = 1 WHERE id = ?').run(creatorId);
    const show = await write('POST', `/streaming/private-chat/${creatorId}`, fan);
    const showChat = (show.conversation as { _id: string })._id;

    // --- every GET route -----------------------------------------------------------------------------------
    const category = (await one<{ slug: string }>('SELECT slug FROM performer_categories LIMIT 1')).slug;
    const post = (await one<{ slug: string }>("SELECT slug FROM posts WHERE status = 'active' LIMIT 1")).slug;
    const feedFile = await id('SELECT fileId AS id FROM feed_files WHERE feedId = ?', feed);
    const videoFile = (await one<{ fileId: string }>('SELECT fileId FROM videos WHERE id = ?', video)).fileId;
    const concrete: Record<string, string> = {
      '/performer-categories/:id/view': `/performer-categories/${category}/view`,
      '/users/view/:id': `/users/view/${fanId}`,
      '/admin/people/:id': `/admin/people/${creatorId}`,
      '/admin/pages/:id': `/admin/pages/${await id("SELECT id FROM posts WHERE status = 'active' LIMIT 1")}`,
      '/performers/:id': '/performers/demo-creator',
      '/states/:countryCode': '/states/US',
      '/cities/:countryCode/:state': '/cities/US/CA',
      '/performer/feeds/:id': `/performer/feeds/${feed}`,
      '/user/feeds/search/:username': '/user/feeds/search/demo-creator',
      '/user/feeds/:id': `/user/feeds/${feed}`,
      '/user/feeds/:feedId/file/:fileId/status': `/user/feeds/${feed}/file/${feedFile}/status`,
      '/files/:fileId/status': `/files/${feedFile}/status?target=feed&targetId=${feed}`,
      '/comments': `/comments?objectType=feed&objectId=${feed}`,
      '/posts/:id': `/posts/${post}`,
      '/performer/performer-assets/videos/:id/view': `/performer/performer-assets/videos/${video}/view`,
      '/performer/performer-assets/galleries/:id/view': `/performer/performer-assets/galleries/${gallery}/view`,
      '/performer/performer-assets/photos/:id/view': `/performer/performer-assets/photos/${photo}/view`,
      '/performer/performer-assets/products/:id/view': `/performer/performer-assets/products/${physical}/view`,
      '/performer-assets/videos/:id': `/performer-assets/videos/${video}`,
      '/performer-assets/videos/:videoId/file/:fileId/status': `/performer-assets/videos/${video}/file/${videoFile}/status`,
      '/performer-assets/galleries/:id': `/performer-assets/galleries/${gallery}`,
      '/performer-assets/galleries/:id/view': `/performer-assets/galleries/${gallery}/view`,
      '/performer-assets/photos': `/performer-assets/photos?galleryId=${gallery}`,
      '/performer-assets/photos/:id': `/performer-assets/photos/${creatorId}`,
      '/performer-assets/photos/:id/view': `/performer-assets/photos/${photo}/view`,
      '/performer-assets/products/:id': `/performer-assets/products/${physical}`,
      '/performer-assets/products/:id/download-link': `/performer-assets/products/${digital}/download-link`,
      '/orders/:id': `/orders/${order._id}`,
      '/addresses/:id': `/addresses/${address._id}`,
      '/payout-requests/:id/view': `/payout-requests/${payout._id}/view`,
      '/conversations/:id': `/conversations/${conversation._id}`,
      '/messages/conversations/:id': `/messages/conversations/${conversation._id}`,
      '/messages/:id/file/:fileId/status': `/messages/${message._id}/file/${attachment}/status`,
      '/messages/stream/:id': `/messages/stream/${liveChat}`,
      '/streaming/private-chat/:id': `/streaming/private-chat/${showChat}`,
      '/streaming/private-chat/:id/show': `/streaming/private-chat/${showChat}/show`,
      '/conversations/stream/performer/:performerId': `/conversations/stream/performer/${creatorId}`,
      '/streaming/join/:performerId': `/streaming/join/${creatorId}`,
    };
    for (const type of ['performers', 'feeds', 'videos', 'galleries', 'products'])
      urls.set(`/reactions/${type}/bookmark`, `/reactions/${type}/bookmark`);

    const gets = app.routeCatalog.filter((r) => r.method === 'GET' && !NOT_JSON.has(`GET ${r.url}`));
    const unresolved = gets.filter(
      (r) => r.url.includes(':') && !concrete[r.url] && r.url !== '/reactions/:type/bookmark',
    );
    expect(unresolved.map((r) => r.url)).toEqual([]);
    for (const r of gets)
      if (r.url !== '/reactions/:type/bookmark') urls.set(r.url, concrete[r.url] ?? r.url);

    const failures: string[] = [];
    const succeeded = new Set<string>();
    for (const [route, url] of urls) {
      for (const token of [null, fan, creator, admin]) {
        const res = await app.inject({ url, headers: token ? { authorization: token } : {} });
        if (res.statusCode >= 500) failures.push(`${res.statusCode} GET ${url}: ${res.body.slice(0, 300)}`);
        if (res.statusCode < 300) succeeded.add(route);
      }
    }
    expect(writes.filter((w) => !w.startsWith('200'))).toEqual([]);
    expect(failures).toEqual([]);
    const neverAnswered = [...urls.keys()].filter((route) => !succeeded.has(route));
    expect(neverAnswered.filter((route) => !NO_SUCCESS_HERE.has(`GET ${route}`))).toEqual([]);
  });
});
