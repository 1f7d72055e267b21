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

test('server HTML carries the viewport and robots meta and the CSS for the antd markup it renders', async ({
  request,
}) => {
  const fan = await registerFan(request);
  const token = await apiLogin(request, fan.username, fan.password);
  // /user/account and the studio are antd-free since issue 22; the e-mail verification result still renders antd
  // markup, so it proves the CSS
  const pages: { path: string; headers: Record<string, string> }[] = [
    { path: '/auth/login', headers: {} },
    { path: '/auth/fan-register', headers: {} },
    { path: '/user/account', headers: { cookie: `token=${token}` } },
    { path: '/auth/email-verified-success', headers: {} },
  ];
  let antdPages = 0;
  for (const { path, headers } of pages) {
    const res = await request.get(path, { headers, maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(/<meta[^>]+name="viewport"[^>]+width=device-width/);
    expect(html, path).toMatch(/<meta[^>]+name="robots"[^>]+content="index,follow"/);

    // No flash of unstyled content: every antd class in the server HTML has its rules in CSS the first paint
    // waits for (inline or linked). Pages without antd markup may defer antd's stylesheet.
    const antdClasses = new Set(
      [...html.matchAll(/class="([^"]*)"/g)]
        .flatMap((m) => m[1].split(/\s+/))
        .filter((c) => /^ant-[a-z-]+$/.test(c)),
    );
    const css = await blockingCss(request, html);
    expect(css.length, `CSS of ${path}`).toBeGreaterThan(1024);
    if (antdClasses.size === 0) continue;
    antdPages += 1;
    const unstyled = [...antdClasses].filter((c) => !css.includes(`.${c}`));
    // A handful of modifier classes have no rules of their own; the structural ones must all be styled.
    expect(unstyled.length, `${path}: antd classes without CSS: ${unstyled.join(' ')}`).toBeLessThanOrEqual(
      Math.floor(antdClasses.size / 4),
    );
    for (const structural of ['ant-form-item', 'ant-input', 'ant-btn'].filter((c) => antdClasses.has(c))) {
      expect(css, `${path}: .${structural} rules`).toContain(`.${structural}`);
    }
  }
  expect(antdPages, 'at least one page renders antd markup on the server').toBeGreaterThan(0);
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
