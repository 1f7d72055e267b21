// Modal dialogs keep the keyboard inside (issue 20 item 16, WAI-ARIA's dialog pattern): focus moves into the
// dialog when it opens, Tab and Shift+Tab cycle through its controls and never reach the page behind or the
// browser, Escape closes it and the focus is back on what opened it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, waitForHydration } from './helpers';

/** Presses `key` `times` times and asserts after each press that the focus is inside `dialog`. */
async function focusStaysIn(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', times = 20) {
  const handle = await dialog.elementHandle();
  expect(handle).not.toBeNull();
  const seen = new Set<string>();
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    const where = await page.evaluate((el) => {
      const active = document.activeElement;
      const inside = Boolean(active && active !== document.body && el.contains(active));
      return { inside, what: active ? `${active.tagName} ${active.textContent?.trim().slice(0, 40)}` : '' };
    }, handle!);
    expect(where.inside, `after ${i + 1} × ${key} the focus is on ${where.what || 'nothing'}`).toBe(true);
    seen.add(where.what);
  }
  // it cycles through the dialog's controls rather than sticking on one
  expect(seen.size).toBeGreaterThan(1);
}

async function focusIsInside(page: Page, dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el))
    .toBe(true);
}

test('the subscribe dialog keeps the keyboard inside and gives it back on Escape', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, request, DEMO.fan.username);
  await page.goto('/creator-01');
  const subscribe = page.getByRole('button', { name: /^SUBSCRIBE FOR \$/ }).first();
  await waitForHydration(subscribe);
  await subscribe.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm subscription' });
  await expect(dialog.getByRole('button', { name: /^Subscribe for|^Start free trial/ })).toBeVisible();
  await focusIsInside(page, dialog);
  await focusStaysIn(page, dialog, 'Tab');
  await focusStaysIn(page, dialog, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(subscribe).toBeFocused();
});

test('the profile menu drawer keeps the keyboard inside', async ({ page, context, request }) => {
  await signIn(context, request, DEMO.fan.username);
  await page.goto('/user/account');
  const open = page.getByRole('button', { name: 'Open profile menu' });
  await waitForHydration(open);
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(DEMO.fan.name);
  await focusIsInside(page, drawer);
  await focusStaysIn(page, drawer, 'Tab', 30);
  await focusStaysIn(page, drawer, 'Shift+Tab', 30);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

test('a creator’s delete confirmation keeps the keyboard inside', async ({ page, context, request }) => {
  await signIn(context, request, DEMO.creator.username);
  await page.goto('/creator/my-video');
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await waitForHydration(remove);
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await focusIsInside(page, dialog);
  await focusStaysIn(page, dialog, 'Tab');
  await focusStaysIn(page, dialog, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});

test('every header control shows a focus ring on itself when reached by Tab', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, request, DEMO.fan.username);
  await page.goto('/home');
  await waitForHydration(page.getByRole('combobox', { name: 'Search creators' }));
  const reached: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest('header')) return null;
      const s = getComputedStyle(el);
      const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
      const name = el.getAttribute('aria-label') || label || el.textContent?.trim() || el.tagName;
      return { name, ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 };
    });
    if (!focused) continue;
    reached.push(focused.name);
    expect(focused.ring, `${focused.name} has no focus ring`).toBe(true);
  }
  expect(reached).toEqual(expect.arrayContaining(['Search creators', 'Search', 'Open profile menu']));
});
