// Every page of the app at 390 px (issue 20 item 17): visitor, fan and creator pages, with real ids for the
// dynamic routes (the seed's items; an order bought here). No page may be wider than the phone, nor have an
// element that sticks out of it. The routes come from src/pages, so a new page without a visit here fails.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO, ROOT, apiLogin, registerFan, signIn } from './helpers';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

/** The page routes under src/pages ("/creator/my-order/[id]"), without Next's own files. */
function pageRoutes(): string[] {
  const root = path.join(ROOT, 'src', 'pages');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const route = `/${path.relative(root, full)}`.replace(/\.tsx?$/, '').replace(/\/index$/, '');
        if (!/^\/_(app|document|error)$/.test(route)) out.push(route || '/');
      }
    }
  };
  walk(root);
  return out.sort();
}

interface Ids {
  post: string;
  video: string;
  gallery: string;
  product: string;
  order: string;
  orderBuyer: { username: string; password: string };
}

async function firstId(request: APIRequestContext, token: string, url: string): Promise<string> {
  const res = await request.get(`${API_URL}${url}`, { headers: { Authorization: token } });
  expect(res.status(), url).toBe(200);
  const body = (await res.json()) as { data: { data: { _id: string }[] } };
  expect(body.data.data.length, `${url} lists something`).toBeGreaterThan(0);
  return body.data.data[0]._id;
}

/** The seed's items of demo-creator, and one order bought now by a new fan (the seed has none). */
async function seedIds(request: APIRequestContext): Promise<Ids> {
  const creator = await apiLogin(request, DEMO.creator.username);
  const assets = '/performer/performer-assets';
  const post = await firstId(request, creator, '/performer/feeds?limit=1');
  const video = await firstId(request, creator, `${assets}/videos/search?limit=1`);
  const gallery = await firstId(request, creator, `${assets}/galleries/search?limit=1`);
  const products = await request.get(`${API_URL}${assets}/products/search?limit=50`, {
    headers: { Authorization: creator },
  });
  const list = ((await products.json()) as { data: { data: { _id: string; type: string; price: number }[] } })
    .data.data;
  const digital = list.find((p) => p.type === 'digital') ?? list[0];

  const fan = await registerFan(request);
  const headers = { Authorization: await apiLogin(request, fan.username, fan.password) };
  const card = await request.post(`${API_URL}/sandbox/cards`, {
    headers,
    data: { number: '4242 4242 4242 4242', holderName: 'Eve', month: 12, year: 2030, cvc: '123' },
  });
  const cardId = ((await card.json()) as { data: { _id: string } }).data._id;
  const topUp = await request.post(`${API_URL}/payment/wallet/top-up`, {
    headers: { ...headers, 'Idempotency-Key': `sweep-top-up-${fan.username}` },
    data: { amount: 100, paymentGateway: 'sandbox', cardId },
  });
  expect(topUp.status(), await topUp.text()).toBe(200);
  const address = await request.post(`${API_URL}/addresses/create`, {
    headers,
    data: { name: 'Eve Tester', streetAddress: '1 Main Street' },
  });
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  const bought = await request.post(`${API_URL}/wallet/charges/product/${digital._id}`, {
    headers: { ...headers, 'Idempotency-Key': `sweep-order-${fan.username}` },
    data: { quantity: 1, deliveryAddressId: addressId },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const order = ((await bought.json()) as { data: { _id: string } }).data._id;
  return {
    post,
    video,
    gallery,
    product: digital._id,
    order,
    orderBuyer: { username: fan.username, password: fan.password },
  };
}

type Who = 'visitor' | 'fan' | 'creator' | 'buyer';

/** Where each route is opened and by whom; every route of src/pages must have an entry. */
function visits(ids: Ids): Record<string, { url: string; who: Who }> {
  const v = (url: string, who: Who = 'visitor') => ({ url, who });
  return {
    '/': v('/'),
    '/404': v('/no-such-page/at-all'),
    // The console needs an operator's session past two-factor, which none of this sweep's accounts has: a visitor
    // is sent to login here; e2e/admin.spec.ts, admin-moderation.spec.ts and admin-site.spec.ts check the console's
    // pages on a 390 px phone as an operator.
    '/admin': v('/admin'),
    '/admin/audit': v('/admin/audit'),
    '/admin/banners': v('/admin/banners'),
    '/admin/coupons': v('/admin/coupons'),
    '/admin/ledger': v('/admin/ledger'),
    '/admin/moderation': v('/admin/moderation'),
    '/admin/pages': v('/admin/pages'),
    '/admin/payouts': v('/admin/payouts'),
    '/admin/people': v('/admin/people'),
    '/admin/people/[id]': v('/admin/people/any-account'),
    '/admin/refunds': v('/admin/refunds'),
    '/admin/settings': v('/admin/settings'),
    '/admin/verifications': v('/admin/verifications'),
    '/[profileId]': v(`/${DEMO.creator.username}`),
    '/auth/creator-register': v('/auth/creator-register'),
    '/auth/email-verified-success': v('/auth/email-verified-success'),
    '/auth/fan-register': v('/auth/fan-register'),
    '/auth/forgot-password': v('/auth/forgot-password'),
    '/auth/login': v('/auth/login'),
    '/auth/register': v('/auth/register'),
    '/auth/reset-password': v('/auth/reset-password?token=not-a-real-token'),
    '/bench/bare': v('/bench/bare'),
    '/contact': v('/contact'),
    '/creator': v('/creator'),
    '/gallery/[id]': v(`/gallery/${ids.gallery}`, 'fan'),
    '/page/[id]': v('/page/terms'),
    '/payment/cancel': v('/payment/cancel', 'fan'),
    '/payment/success': v('/payment/success', 'fan'),
    '/post/[id]': v(`/post/${ids.post}`, 'fan'),
    '/product/[id]': v(`/product/${ids.product}`, 'fan'),
    '/video/[id]': v(`/video/${ids.video}`, 'fan'),
    '/home': v('/home', 'fan'),
    '/messages': v('/messages', 'fan'),
    '/wallet': v('/wallet', 'fan'),
    '/streaming/[username]': v(`/streaming/${DEMO.creator.username}`, 'fan'),
    '/streaming/private/[id]': v('/streaming/private/000000000000000000000000', 'fan'),
    '/user/account': v('/user/account', 'fan'),
    '/user/bookmarks': v('/user/bookmarks', 'fan'),
    '/user/cards': v('/user/cards', 'fan'),
    '/user/following': v('/user/following', 'fan'),
    '/user/my-subscription': v('/user/my-subscription', 'fan'),
    '/user/orders': v('/user/orders', 'buyer'),
    '/user/orders/[id]': v(`/user/orders/${ids.order}`, 'buyer'),
    '/user/payment-history': v('/user/payment-history', 'buyer'),
    '/user/wallet-transaction': v('/user/wallet-transaction', 'buyer'),
    '/creator/account': v('/creator/account', 'creator'),
    '/creator/banking': v('/creator/banking', 'creator'),
    '/creator/blacklist': v('/creator/blacklist', 'creator'),
    '/creator/block-countries': v('/creator/block-countries', 'creator'),
    '/creator/earning': v('/creator/earning', 'creator'),
    '/creator/followers': v('/creator/followers', 'creator'),
    '/creator/live': v('/creator/live', 'creator'),
    '/creator/my-gallery': v('/creator/my-gallery', 'creator'),
    '/creator/my-gallery/create': v('/creator/my-gallery/create', 'creator'),
    '/creator/my-gallery/update/[id]': v(`/creator/my-gallery/update/${ids.gallery}`, 'creator'),
    '/creator/my-order': v('/creator/my-order', 'creator'),
    '/creator/my-order/[id]': v(`/creator/my-order/${ids.order}`, 'creator'),
    '/creator/my-post': v('/creator/my-post', 'creator'),
    '/creator/my-post/create': v('/creator/my-post/create', 'creator'),
    '/creator/my-post/edit/[id]': v(`/creator/my-post/edit/${ids.post}`, 'creator'),
    '/creator/my-store': v('/creator/my-store', 'creator'),
    '/creator/my-store/create': v('/creator/my-store/create', 'creator'),
    '/creator/my-store/update/[id]': v(`/creator/my-store/update/${ids.product}`, 'creator'),
    '/creator/my-subscriber': v('/creator/my-subscriber', 'creator'),
    '/creator/my-video': v('/creator/my-video', 'creator'),
    '/creator/my-video/bulk-upload': v('/creator/my-video/bulk-upload', 'creator'),
    '/creator/my-video/update/[id]': v(`/creator/my-video/update/${ids.video}`, 'creator'),
    '/creator/my-video/upload': v('/creator/my-video/upload', 'creator'),
    '/creator/payout-request': v('/creator/payout-request', 'creator'),
  };
}

/** The page's width and every visible element that reaches past the viewport's edges, unless an ancestor clips
 * or scrolls it (a carousel strip's hidden cards are not sticking out). */
async function overflow(page: Page) {
  return page.evaluate((width) => {
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible' || s.contain.includes('paint');
    };
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right <= width + 1 && r.left >= -1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (clips(a)) {
          const ar = a.getBoundingClientRect();
          if (ar.right <= width + 1 && ar.left >= -1) clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
      out.push(`${name} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, sticking: out.slice(0, 8) };
  }, WIDTH);
}

const SIGNED: Record<Who, (ids: Ids) => { login: string; password?: string } | null> = {
  visitor: () => null,
  fan: () => ({ login: DEMO.fan.username }),
  creator: () => ({ login: DEMO.creator.username }),
  buyer: (ids) => ({ login: ids.orderBuyer.username, password: ids.orderBuyer.password }),
};

test('every page of the app fits a 390 px phone', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const ids = await seedIds(request);
  const plan = visits(ids);
  const routes = pageRoutes();
  expect(
    routes.filter((r) => !plan[r]),
    'pages without a visit in this sweep',
  ).toEqual([]);

  const failures: string[] = [];
  for (const who of ['visitor', 'fan', 'buyer', 'creator'] as Who[]) {
    const context = await browser.newContext({
      viewport: { width: WIDTH, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const account = SIGNED[who](ids);
    if (account) await signIn(context, request, account.login, account.password);
    const page = await context.newPage();
    for (const route of routes.filter((r) => plan[r].who === who)) {
      const { url } = plan[route];
      await page.goto(url, { waitUntil: 'load' });
      // client-fetched tables and lists render after the first paint
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(300);
      const found = await overflow(page);
      if (found.scrollWidth > WIDTH || found.sticking.length > 0) {
        failures.push(
          `${who} ${url} (${new URL(page.url()).pathname}): ${found.scrollWidth} px wide; ${found.sticking.join(', ')}`,
        );
      }
    }
    await context.close();
  }
  expect(failures, 'pages wider than 390 px').toEqual([]);
});
