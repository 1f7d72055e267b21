// The console's money and site pages (issue 23): an operator refunds a fan's purchase (the fan's wallet shows
// the money back), creates and disables a coupon, turns maintenance on and off from the settings (visitors see
// the maintenance page meanwhile, the operator keeps the console), edits a CMS page and sees it at /page/<slug>;
// axe on the dashboard; a console page on a phone. Its own operator account (made with `npm run admins`), so it
// does not depend on admin.spec.ts's enrolment. Serial: one operator, one session.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { stepAt, totpCode } from '../api/src/lib/totp';
import {
  API_URL,
  DEMO,
  APP_URL,
  apiLogin,
  registerFan,
  reloadUntilVisible,
  runCli,
  setSetting,
  signIn,
  uniqueId,
} from './helpers';

test.describe.configure({ mode: 'serial' });

const operator = { username: '', password: '', token: '' };

/** A fresh operator with two-factor set up through the API; the browser gets its session. */
async function operatorSession(context: BrowserContext, request: APIRequestContext): Promise<void> {
  if (!operator.token) {
    const username = uniqueId('ops');
    const out = await runCli('admins', 'create', username, `${username}@example.com`);
    const password = /Password \(shown once\): (\S+)/.exec(out)?.[1];
    expect(password, out).toBeTruthy();
    const token = await apiLogin(request, username, password as string);
    const headers = { Authorization: token };
    const start = await request.post(`${API_URL}/admin/2fa/enrol`, { headers });
    const { secret } = ((await start.json()) as { data: { secret: string } }).data;
    const confirm = await request.post(`${API_URL}/admin/2fa/confirm`, {
      headers,
      data: { code: totpCode(secret, stepAt(new Date())) },
    });
    expect(confirm.status(), await confirm.text()).toBe(200);
    Object.assign(operator, { username, password, token });
  }
  await context.addCookies([{ name: 'token', value: operator.token, url: APP_URL, sameSite: 'Lax' }]);
}

async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('the dashboard shows open work, sales and sign-ups with its chart and table; axe finds nothing serious', async ({
  page,
  context,
  request,
}) => {
  await operatorSession(context, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await expect(page.getByRole('link', { name: /verifications waiting/ })).toHaveAttribute(
    'href',
    '/admin/verifications',
  );
  await expect(page.getByRole('link', { name: /payouts pending/ })).toHaveAttribute('href', '/admin/payouts');
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(page.getByRole('img', { name: /New sign-ups by day from/ })).toBeVisible();
  await page.getByText('Show the figures as a table').click();
  await expect(page.getByRole('table', { name: 'New fans and creators by day' })).toBeVisible();
  await page.getByLabel('Period', { exact: true }).selectOption('7');
  await expect(page.getByRole('status').filter({ hasText: /^From \d{4}-\d{2}-\d{2} to/ })).toBeVisible();
  await expectNoSeriousAxe(page);
});

test('the operator refunds a fan’s tip: the fan’s wallet shows the money back', async ({
  page,
  context,
  request,
  browser,
}) => {
  const fan = await registerFan(request);
  const fanToken = await apiLogin(request, fan.username, fan.password);
  const money = { Authorization: fanToken };
  const card = await request.post(`${API_URL}/sandbox/cards`, {
    headers: money,
    data: { number: '4242 4242 4242 4242', holderName: 'Eve', month: 12, year: 2030, cvc: '123' },
  });
  const cardId = ((await card.json()) as { data: { _id: string } }).data._id;
  const topUp = await request.post(`${API_URL}/payment/wallet/top-up`, {
    headers: { ...money, 'Idempotency-Key': uniqueId('key') },
    data: { amount: 50, paymentGateway: 'sandbox', cardId },
  });
  expect(topUp.status(), await topUp.text()).toBe(200);
  const profile = await request.get(`${API_URL}/performers/creator-30`);
  const creatorId = ((await profile.json()) as { data: { _id: string } }).data._id;
  const tip = await request.post(`${API_URL}/wallet/charges/tip/${creatorId}`, {
    headers: { ...money, 'Idempotency-Key': uniqueId('key') },
    data: { price: 20 },
  });
  expect(tip.status(), await tip.text()).toBe(200);

  await operatorSession(context, request);
  await page.goto('/admin/refunds');
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
  await page.getByLabel('Fan (username, name or email)').fill(fan.username);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: new RegExp(fan.username) }).click();
  await expect(
    page.getByRole('heading', { name: `${fan.username}: what can be refunded (wallet balance $30.00)` }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Refund .*\(\$20\.00\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: `Refund $20.00 to ${fan.username}?` });
  await expect(dialog).toContainText(`$20.00 goes back to ${fan.username}`);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(`Refunded $20.00 to ${fan.username}'s wallet`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /wallet balance \$50\.00/ })).toBeVisible();

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await signIn(fanContext, request, fan.username, fan.password);
  await fanPage.goto('/wallet');
  await expect(fanPage.getByRole('status', { name: 'Your wallet balance' })).toHaveText('$50.00');
  await fanContext.close();
});

test('the operator creates a coupon (checked before it is sent) and disables it', async ({
  page,
  context,
  request,
}) => {
  await operatorSession(context, request);
  await page.goto('/admin/coupons');
  const code = uniqueId('SAVE')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 40)
    .toUpperCase();
  await page.getByLabel('Code', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('3 to 50 letters, digits, - or _')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Discount (%)').fill('15');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText(`Coupon ${code} created.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15 %');
  await expect(row).toContainText('0 of 100');
  await row.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(page.getByText(`${code} is disabled.`)).toBeVisible();
  await expect(row).toContainText('Disabled');
});

test.describe('maintenance from the console', () => {
  test.afterEach(async () => {
    await setSetting('maintenanceMode', false);
  });

  test('on: visitors get the maintenance page, the operator keeps the console; off: the site is back', async ({
    page,
    context,
    request,
    browser,
  }) => {
    await operatorSession(context, request);
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Maintenance mode' });
    await expect(form).toContainText('Shows the maintenance page to everyone but operators.');
    await form.getByRole('checkbox', { name: 'Maintenance mode' }).check();
    await form.getByRole('button', { name: 'Save Maintenance mode' }).click();
    await expect(form.getByText('Maintenance mode saved.')).toBeVisible();

    const visitor = await browser.newPage();
    await reloadUntilVisible(visitor, '/auth/login', (p) =>
      p.getByRole('heading', { name: "We'll be back soon" }),
    );
    // the operator still has the console, to end it
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    await form.getByRole('checkbox', { name: 'Maintenance mode' }).uncheck();
    await form.getByRole('button', { name: 'Save Maintenance mode' }).click();
    await expect(form.getByText('Maintenance mode saved.')).toBeVisible();
    await reloadUntilVisible(visitor, '/auth/login', (p) => p.getByRole('heading', { name: 'Log in' }));
    await visitor.close();

    // a wrong value is refused with the API's rule
    const tip = page.getByRole('form', { name: 'Minimum tip price' });
    await tip.getByRole('textbox', { name: 'Minimum tip price' }).fill('2.555');
    await tip.getByRole('button', { name: 'Save Minimum tip price' }).click();
    await expect(tip.getByRole('alert')).toContainText('minimumTipPrice is an amount in dollars');
  });
});

test('the operator edits a CMS page with a sanitised preview and sees it at /page/<slug>', async ({
  page,
  context,
  request,
}) => {
  await operatorSession(context, request);
  await page.goto('/admin/pages');
  const slug = uniqueId('rules')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  await page.getByLabel('Title', { exact: true }).fill('Community rules');
  await page.getByLabel('Address: /page/…').fill(slug);
  await page.getByLabel(/^Body \(HTML/).fill('<p>Be <strong>kind</strong>.</p><script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Preview (as visitors will see it)' });
  await expect(preview.locator('strong')).toHaveText('kind');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText(`Page “Community rules” created: /page/${slug}`)).toBeVisible();

  await page
    .getByRole('row')
    .filter({ hasText: `/page/${slug}` })
    .getByRole('button', { name: 'Edit Community rules' })
    .click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Community rules');
  await page.getByLabel(/^Body \(HTML/).fill('<p>Be <em>kind</em> and <strong>fair</strong>.</p>');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText(`Page “Community rules” saved: /page/${slug}`)).toBeVisible();

  await page.goto(`/page/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Community rules' })).toBeVisible();
  await expect(page.locator('.cms-content strong')).toHaveText('fair');
});

test('the operator makes a banner with a picture; a fan sees the picture on the home page', async ({
  page,
  context,
  request,
  browser,
}) => {
  await operatorSession(context, request);
  await page.goto('/admin/banners');
  const title = `Winter ${uniqueId('promo')}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel(/^Picture/).setInputFiles(path.join(__dirname, 'fixtures', 'photo-2.jpg'));
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByText(`Banner “${title}” created with its picture.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.locator('img')).toHaveJSProperty('complete', true);

  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await signIn(fanContext, request, DEMO.fan.username);
  await fan.goto('/home');
  const picture = fan.getByRole('region', { name: 'Promotions' }).getByRole('img', { name: title });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await fanContext.close();

  // tidy: the banner leaves the other journeys' home page
  await row.getByRole('button', { name: `Disable ${title}` }).click();
  await expect(page.getByText(`Banner “${title}” disabled.`)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the coupons and settings pages fit a 390 px screen', async ({ page, context, request }) => {
    await operatorSession(context, request);
    for (const [url, heading] of [
      ['/admin/coupons', 'Coupons'],
      ['/admin/settings', 'Site settings'],
      ['/admin', 'Operator console'],
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').first()).not.toHaveText('Loading…');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(390);
    }
  });
});
