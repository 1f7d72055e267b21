// A creator manages their subscription pricing on /creator/account: limits come from the site settings
// (minimumSubscriptionPrice 2.95, maximumSubscriptionPrice 300 by default), and a valid change is kept.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiLogin, DEMO, signIn, waitForHydration } from './helpers';

const SEEDED_MONTHLY_PRICE = 9.99;

async function openPricing(page: Page) {
  await page.goto('/creator/account');
  const tab = page.getByRole('tab', { name: 'Pricing' });
  await waitForHydration(tab);
  await tab.click();
  await expect(page.getByLabel('Monthly price')).toBeVisible();
}

test.describe('creator pricing', () => {
  test.afterEach(async ({ request }) => {
    // Put the demo creator's price back so other journeys see the seeded offer.
    const token = await apiLogin(request, DEMO.creator.username);
    const res = await request.put(`${API_URL}/performers/me`, {
      headers: { Authorization: token },
      data: { monthlyPrice: SEEDED_MONTHLY_PRICE },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  });

  test('a price outside the site limits is refused with a clear message', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, DEMO.creator.username);
    await openPricing(page);
    await page.getByLabel('Monthly price').fill('1');
    await page.getByRole('button', { name: 'Save pricing' }).click();
    await expect(page.getByText('Monthly price must be between $2.95 and $300')).toBeVisible();
    await expect(page.getByText('Changes saved')).toHaveCount(0);
  });

  test('a valid price is saved and survives a reload', async ({ page, context, request }) => {
    await signIn(context, request, DEMO.creator.username);
    await openPricing(page);
    await expect(page.getByLabel('Monthly price')).toHaveValue('9.99');
    await page.getByLabel('Monthly price').fill('12.5');
    await page.getByRole('button', { name: 'Save pricing' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();

    await openPricing(page);
    await expect(page.getByLabel('Monthly price')).toHaveValue('12.50');
  });
});
