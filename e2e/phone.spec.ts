// Phones have a layout of their own (issue 13 item 24): at 390 × 844 the logo keeps its name, search is a button
// to the directory's field, a signed-in fan navigates with a labelled bottom bar, and a creator's management table
// shows card rows whose Edit and Delete are on screen without scrolling sideways.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, waitForHydration } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

async function logoNotCut(page: Page) {
  const logo = page.locator('.site-logo span');
  await expect(logo).toBeVisible();
  const cut = await logo.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cut, 'the site name is cut').toBe(false);
}

test('a visitor on a phone sees the whole logo and searches from a button', async ({ page }) => {
  await page.goto('/demo-creator');
  await logoNotCut(page);
  await expect(page.getByRole('combobox', { name: 'Search creators' })).toBeHidden();
  const search = page.getByRole('link', { name: 'Search creators' });
  await expect(search).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeInViewport();
  await noSidewaysScroll(page);
  await waitForHydration(search);
  await search.click();
  await expect(page).toHaveURL(/\/creator$/);
  await expect(page.getByRole('searchbox', { name: 'Search creators' })).toBeVisible();
});

test('a fan on a phone navigates with the bottom bar', async ({ page, context, request }) => {
  await signIn(context, request, DEMO.fan.username);
  await page.goto('/home');
  await logoNotCut(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const box = await nav.boundingBox();
  expect(box).not.toBeNull();
  // pinned to the bottom edge, full width
  expect(Math.round(box!.y + box!.height)).toBe(844);
  expect(Math.round(box!.width)).toBe(390);
  for (const text of ['Home', 'Discover', 'Messages', 'Account']) await expect(nav).toContainText(text);
  await noSidewaysScroll(page);

  const discover = nav.getByRole('link', { name: 'Discover creators' });
  await waitForHydration(discover);
  await discover.click();
  await expect(page).toHaveURL(/\/creator$/);
  await expect(nav.getByRole('link', { name: 'Discover creators' })).toHaveAttribute('aria-current', 'page');

  // the account button opens the profile drawer
  await nav.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('dialog')).toContainText(DEMO.fan.name);
});

test("a creator's management table shows card rows on a phone", async ({ page, context, request }) => {
  await signIn(context, request, DEMO.creator.username);
  await page.goto('/creator/my-video');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await expect(edit).toBeInViewport();
  await expect(remove).toBeVisible();
  const right = await remove.evaluate((el) => el.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(390);
  // each value is labelled with its column's name, the header row is gone
  const firstRow = page.locator('table tbody > tr').first();
  await expect(firstRow.locator('td[data-label="Status"]')).toBeVisible();
  await expect(page.locator('table thead')).toBeHidden();
  await noSidewaysScroll(page);
});
