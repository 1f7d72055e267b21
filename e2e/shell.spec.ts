// The application shell: maintenance and geo-block layouts driven by site settings, the theme, profile edits,
// server-rendered styles and meta, accessibility of the login page, and a phone-sized login.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiLogin,
  APP_URL,
  DEMO,
  loginWithForm,
  registerFan,
  reloadUntilVisible,
  setSetting,
  signIn,
  waitForHydration,
} from './helpers';

// geoip-lite (the API's offline database) places these addresses in Germany and the United States.
const GERMAN_IP = '85.214.132.117';
const US_IP = '8.8.8.8';

async function openProfileMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Open profile menu' });
  await waitForHydration(button);
  await button.click();
}

test.describe('maintenance mode', () => {
  test.afterEach(async () => {
    await setSetting('maintenanceMode', false);
  });

  test('turning it on shows the maintenance page to everyone, turning it off brings the site back', async ({
    page,
  }) => {
    await setSetting('maintenanceMode', true);
    await reloadUntilVisible(page, '/auth/login', (p) =>
      p.getByRole('heading', { name: "We'll be back soon" }),
    );
    await expect(page.getByText('The site is under maintenance')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in' })).toHaveCount(0);

    await setSetting('maintenanceMode', false);
    await reloadUntilVisible(page, '/auth/login', (p) => p.getByRole('heading', { name: 'Log in' }));
    await expect(page.getByRole('heading', { name: "We'll be back soon" })).toHaveCount(0);
  });
});

test.describe('geo-blocking', () => {
  test.afterEach(async () => {
    await setSetting('blockedCountries', []);
  });

  test('a visitor from a blocked country sees the blocked page; others do not', async ({ browser }) => {
    await setSetting('blockedCountries', ['DE']);
    // The visitor's address reaches the app the way a reverse proxy passes it on: x-forwarded-for.
    const visitorFrom = async (ip: string) => {
      const context = await browser.newContext();
      await context.route(`${APP_URL}/**`, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
      );
      return { context, page: await context.newPage() };
    };

    const german = await visitorFrom(GERMAN_IP);
    await reloadUntilVisible(german.page, '/auth/login', (p) =>
      p.getByRole('heading', { name: 'Website is not allowed in your country' }),
    );
    await expect(german.page.getByRole('heading', { name: 'Log in' })).toHaveCount(0);

    const american = await visitorFrom(US_IP);
    await american.page.goto('/auth/login');
    await expect(american.page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(
      american.page.getByRole('heading', { name: 'Website is not allowed in your country' }),
    ).toHaveCount(0);

    await german.context.close();
    await american.context.close();
  });
});

test('dark mode chosen in the profile menu survives a reload', async ({ page, context, request }) => {
  await signIn(context, request, DEMO.fan.username);
  await page.goto('/home');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await openProfileMenu(page);
  const darkMode = page.getByRole('switch', { name: 'Dark mode' });
  await expect(darkMode).not.toBeChecked();
  await darkMode.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The server rendered it dark already (no flash of the light theme).
  const html = await (await page.request.get('/home')).text();
  expect(html).toMatch(/<html[^>]*data-theme="dark"/);

  await openProfileMenu(page);
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
});

test('a fan edits their profile: "Changes saved", and the change survives a reload', async ({
  page,
  context,
  request,
}) => {
  const fan = await registerFan(request);
  await signIn(context, request, fan.username, fan.password);
  await page.goto('/user/account');
  const displayName = page.getByLabel('Display name');
  await expect(displayName).toHaveValue(fan.name);
  await waitForHydration(displayName);

  const newName = `${fan.name} Edited`;
  await displayName.fill(newName);
  await page.getByLabel('Last name').fill('Edited');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue(newName);
  await expect(page.getByLabel('Last name')).toHaveValue('Edited');
});

/** The CSS a first paint waits for: inline <style> blocks plus render-blocking <link rel="stylesheet"> files. */
async function blockingCss(request: APIRequestContext, html: string): Promise<string> {
  let css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  const hrefs = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    .filter((href): href is string => !!href);
  for (const href of hrefs) {
    const res = await request.get(new URL(href.replace(/&amp;/g, '&'), APP_URL).toString());
    expect(res.status(), href).toBe(200);
    css += '\n' + (await res.text());
  }
  return css;
}

/** antd's CSS-in-JS runtime, which every antd component loads: its chunk is antd's on the wire (issue 22). */
const ANTD_RUNTIME_MARK = 'data-token-hash';

test('server HTML carries the viewport and robots meta and its CSS; no page renders antd or waits for its CSS', async ({
  request,
}) => {
  const fan = await registerFan(request);
  const token = await apiLogin(request, fan.username, fan.password);
  // Every page is antd-free since issue 22 (README "What antd is still for"): the server renders no antd markup,
  // so no first paint may wait for antd's stylesheet, and the pages' own CSS carries the first paint.
  const pages: { path: string; headers: Record<string, string> }[] = [
    { path: '/auth/login', headers: {} },
    { path: '/auth/fan-register', headers: {} },
    { path: '/auth/email-verified-success', headers: {} },
    { path: '/auth/email-verified-success?status=expired', headers: {} },
    { path: '/creator', headers: {} },
    { path: '/contact', headers: {} },
    { path: `/${DEMO.creator.username}`, headers: {} },
    { path: '/user/account', headers: { cookie: `token=${token}` } },
    { path: '/wallet', headers: { cookie: `token=${token}` } },
  ];
  for (const { path, headers } of pages) {
    const res = await request.get(path, { headers, maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(/<meta[^>]+name="viewport"[^>]+width=device-width/);
    expect(html, path).toMatch(/<meta[^>]+name="robots"[^>]+content="index,follow"/);
    const antdClasses = [...html.matchAll(/class="([^"]*)"/g)]
      .flatMap((m) => m[1].split(/\s+/))
      .filter((c) => /^ant-[a-z-]+$/.test(c));
    expect(antdClasses, `${path}: antd markup in the server HTML`).toEqual([]);
    expect(html, `${path}: a render-blocking link to antd's stylesheet`).not.toMatch(
      /<link[^>]+rel="stylesheet"[^>]+href="\/antd\.css/,
    );
    const css = await blockingCss(request, html);
    expect(css.length, `CSS of ${path}`).toBeGreaterThan(1024);
  }
});

test("public pages download no antd code; the wallet's antd dialog opens with antd's CSS loaded for every class it shows", async ({
  page,
  context,
  request,
}) => {
  // what a visitor's browser runs on the public pages, until the network is idle
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  for (const path of [
    '/auth/login',
    '/auth/email-verified-success',
    '/creator',
    `/${DEMO.creator.username}`,
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  const unique = [...new Set(scripts)];
  expect(unique.length).toBeGreaterThan(3);
  for (const url of unique) {
    const body = await (await request.get(url)).text();
    expect(body.includes(ANTD_RUNTIME_MARK), `${url} is antd's runtime`).toBe(false);
  }

  // The dialog: antd arrives on demand, and nothing of it shows before its stylesheet has loaded.
  await signIn(context, request, DEMO.fan.username);
  await page.goto(`/${DEMO.creator.username}`);
  const actions = page.getByRole('group', { name: 'Creator actions' });
  const tip = actions.getByRole('button', { name: 'Send tip' });
  await waitForHydration(tip);
  await expect(page.locator('link[rel="stylesheet"][href*="/antd.css"]')).toHaveCount(0);
  await tip.click();
  const dialog = page.getByRole('dialog', { name: 'Send a tip to Demo Creator' });
  await expect(dialog).toBeVisible();
  const shown = await dialog.evaluate((el) => {
    const root = el.closest('.ant-modal-root') ?? el;
    const classes = new Set<string>();
    for (const node of [root, ...root.querySelectorAll('*')])
      for (const c of node.classList) if (/^ant-[a-z-]+$/.test(c)) classes.add(c);
    const rules: string[] = [];
    for (const sheet of document.styleSheets) {
      if (!sheet.href?.includes('/antd.css')) continue;
      for (const rule of sheet.cssRules) rules.push(rule.cssText);
    }
    const content = root.querySelector('.ant-modal-container');
    return {
      classes: [...classes],
      antdCss: rules.join('\n'),
      background: content ? getComputedStyle(content).backgroundColor : '',
      position: getComputedStyle(root.querySelector('.ant-modal-wrap') ?? root).position,
    };
  });
  expect(shown.antdCss.length, "antd's stylesheet is loaded").toBeGreaterThan(10_000);
  expect(shown.classes).toContain('ant-modal-container');
  // every structural class the dialog shows has its rules (a few modifiers have none of their own)
  const unstyled = shown.classes.filter((c) => !shown.antdCss.includes(`.${c}`));
  expect(unstyled.length, `antd classes without CSS: ${unstyled.join(' ')}`).toBeLessThanOrEqual(
    Math.floor(shown.classes.length / 4),
  );
  for (const structural of ['ant-modal', 'ant-modal-container', 'ant-btn'].filter((c) =>
    shown.classes.includes(c),
  ))
    expect(shown.antdCss, `.${structural} rules`).toContain(`.${structural}`);
  expect(shown.background, 'the dialog has its surface').not.toBe('rgba(0, 0, 0, 0)');
  expect(shown.position, 'the dialog floats over the page').toBe('fixed');
});

test('the login page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a fan logs in on a 375 px wide screen', async ({ page }) => {
    await loginWithForm(page, DEMO.fan.username);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(1);
  });
});
