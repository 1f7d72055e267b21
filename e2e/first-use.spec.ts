// First use, as a new visitor walks it (issue 13 items 16-18, 20): acting on a creator page brings the visitor
// back there after logging in; the directory and the header search are public and server-rendered; the sign-up
// form's terms link opens the terms; a verification link opened twice lands on a page that says so.
import { expect, test } from '@playwright/test';
import { API_URL, DEMO, DEMO_PASSWORD, registerFan, waitForHydration, waitForMailLink } from './helpers';

test('a visitor who clicks Follow logs in and lands back on the creator page', async ({ page }) => {
  await page.goto('/demo-creator');
  const follow = page
    .getByRole('group', { name: 'Creator actions' })
    .getByRole('button', { name: 'Follow', exact: true });
  await waitForHydration(follow);
  await follow.click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdemo-creator$/);
  const login = page.getByRole('button', { name: 'Log in' });
  await waitForHydration(login);
  await page.getByLabel('Email or username').fill(DEMO.fan.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await login.click();
  await expect(page).toHaveURL(/\/demo-creator$/);
  await expect(page.getByRole('heading', { level: 1, name: /Demo Creator/ })).toBeVisible();
});

test('visitors explore: the directory is public and server-rendered, the header search leads there', async ({
  page,
}) => {
  const res = await page.request.get('/creator');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Discover creators');
  // the first page of cards is in the server HTML, for visitors too
  expect(html).toContain('aria-label="Creators"');
  expect(html.match(/<article/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  expect(html).toMatch(/<link[^>]*rel="canonical"[^>]*href="http[^"]+\/creator"/);
  expect(html).toMatch(/<meta[^>]*name="description"[^>]*content="Discover creators/);

  await page.goto('/demo-creator');
  const search = page.getByRole('combobox', { name: 'Search creators' }).first();
  await waitForHydration(search);
  await search.fill('demo');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/creator\?q=demo/);
  await expect(page.getByRole('article', { name: DEMO.creator.name })).toBeVisible();
});

test('the terms link of the sign-up form opens the terms page', async ({ page }) => {
  await page.goto('/auth/fan-register');
  const terms = page.getByRole('link', { name: 'terms of service' });
  await waitForHydration(terms);
  await expect(terms).toHaveAttribute('href', '/page/terms');
  const res = await page.request.get('/page/terms');
  expect(res.status()).toBe(200);
});

test('a verification link opened twice lands on a page that says "already verified"', async ({
  page,
  request,
}) => {
  const fan = await registerFan(request);
  const link = await waitForMailLink(
    fan.email,
    /https?:\/\/[^\s"'<>]+\/auth\/email-verification\?token=[a-f0-9]{64}/,
  );
  expect(link.startsWith(API_URL) || link.includes('/auth/email-verification')).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email has been verified' })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is already verified' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('statusCode');
});
