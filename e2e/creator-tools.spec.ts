// Creator tools and site pages (issue 3): blacklist, block countries, CMS page, contact form.
// Every test puts back what it changed (blocks and blocked countries are restored through the API).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL, DEMO, apiLogin, signIn, waitForHydration } from './helpers';

/** An address geoip-lite maps to Germany (verified in tests/api/block.test.ts). */
const GERMAN_IP = '85.214.132.117';
const BLOCKED_USER = 'You have been blocked by this creator';
const BLOCKED_COUNTRY = 'Your country has been blocked by this creator';

async function me(request: APIRequestContext, token: string): Promise<Record<string, unknown>> {
  const res = await request.get(`${API_URL}/users/me`, { headers: { Authorization: token } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

async function blockedCountries(request: APIRequestContext, creatorToken: string): Promise<string[]> {
  const res = await request.get(`${API_URL}/performers/me`, { headers: { Authorization: creatorToken } });
  expect(res.status()).toBe(200);
  const data = ((await res.json()) as { data: { blockCountries?: { countryCodes?: string[] } } }).data;
  return data.blockCountries?.countryCodes ?? [];
}

test.describe('creator blacklist', () => {
  test('the creator blocks the demo fan, who then sees the blocked message, and unblocks', async ({
    browser,
    request,
  }) => {
    const creatorToken = await apiLogin(request, DEMO.creator.username);
    const fanToken = await apiLogin(request, DEMO.fan.username);
    const fanId = String((await me(request, fanToken))._id);

    const creatorContext = await browser.newContext();
    const fanContext = await browser.newContext();
    try {
      await signIn(creatorContext, request, DEMO.creator.username);
      await signIn(fanContext, request, DEMO.fan.username);
      const creator = await creatorContext.newPage();
      const fan = await fanContext.newPage();

      await creator.goto('/creator/blacklist');
      await expect(creator.getByRole('heading', { name: 'Blacklist' })).toBeVisible();
      const blockButton = creator.getByRole('button', { name: 'Block user' });
      await waitForHydration(blockButton);
      await blockButton.click();
      const dialog = creator.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'User' }).fill('demo-fan');
      await creator.getByText('Demo Fan (@demo-fan)').click();
      await dialog.getByLabel('Reason').fill('Spamming my messages');
      await dialog.getByRole('button', { name: 'Block' }).click();
      await expect(creator.getByText('User has been blocked')).toBeVisible();
      const row = creator.getByRole('row').filter({ hasText: DEMO.fan.name });
      await expect(row).toContainText('@demo-fan');
      await expect(row).toContainText('Spamming my messages');

      await fan.goto(`/${DEMO.creator.username}`);
      await expect(fan.getByText(BLOCKED_USER)).toBeVisible();

      await row.getByRole('button', { name: 'Unblock' }).click();
      const popover = creator.getByRole('dialog', { name: `Unblock ${DEMO.fan.name}?` });
      await expect(popover).toBeVisible();
      await popover.getByRole('button', { name: 'Unblock' }).click();
      await expect(creator.getByText('User has been unblocked')).toBeVisible();
      await expect(creator.getByText('You have not blocked anyone')).toBeVisible();

      await fan.reload();
      await expect(fan.getByText(BLOCKED_USER)).toHaveCount(0);
      await expect(fan.getByRole('heading', { name: DEMO.creator.name, level: 1 })).toBeVisible();
    } finally {
      await request.delete(`${API_URL}/block/users/${fanId}`, { headers: { Authorization: creatorToken } });
      await creatorContext.close();
      await fanContext.close();
    }
  });
});

test.describe('creator block countries', () => {
  test('a visitor from a blocked country sees the blocked message', async ({ browser, request }) => {
    const creatorToken = await apiLogin(request, DEMO.creator.username);
    const before = await blockedCountries(request, creatorToken);

    const creatorContext = await browser.newContext();
    const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': GERMAN_IP } });
    try {
      await signIn(creatorContext, request, DEMO.creator.username);
      const creator = await creatorContext.newPage();
      await creator.goto('/creator/block-countries');
      await expect(creator.getByRole('heading', { name: 'Block countries' })).toBeVisible();
      const select = creator.getByRole('combobox', { name: 'Blocked countries' });
      await waitForHydration(select);
      await select.click();
      await select.fill('Germany');
      await creator.getByRole('option', { name: 'Germany' }).click();
      await creator.keyboard.press('Escape');
      await creator.getByRole('button', { name: 'Save' }).click();
      await expect(creator.getByText('Changes saved')).toBeVisible();
      expect(await blockedCountries(request, creatorToken)).toContain('DE');

      const visitor = await visitorContext.newPage();
      await visitor.goto(`/${DEMO.creator.username}`);
      await expect(visitor.getByText(BLOCKED_COUNTRY)).toBeVisible();

      // the choice survives a reload of the tool
      await creator.reload();
      // the chosen country's chip (its remove button carries its name)
      await expect(creator.getByRole('button', { name: 'Remove Germany' })).toBeVisible();
    } finally {
      await request.post(`${API_URL}/block/countries`, {
        headers: { Authorization: creatorToken },
        data: { countryCodes: before },
      });
      await creatorContext.close();
      await visitorContext.close();
    }
  });
});

test.describe('site pages', () => {
  test('/page/help renders the CMS page through the sanitizer', async ({ page }) => {
    const response = await page.goto('/page/help');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await expect(page.getByText('Follow creators for free')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'rel',
      'nofollow noopener noreferrer',
    );
    const html = await (await page.request.get('/page/help')).text();
    expect(html).toContain('Follow creators for free');
  });

  test('an unknown CMS page answers 404', async ({ page }) => {
    const response = await page.goto('/page/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the contact form submits', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send message' });
    await waitForHydration(send);
    await page.getByLabel('Name').fill('E2E Visitor');
    await page.getByLabel('Email').fill('e2e-visitor@example.com');
    await page.getByLabel('Message').fill('Hello from the end-to-end tests.');
    await send.click();
    await expect(page.getByText("Thanks, we'll get back to you")).toBeVisible();
  });
});
