// Issue 20 item 18 and the polish of item 22, as users see them: visitors on `/` get a way to the creators;
// saved cards are a styled list (no bullets) and the card form's expiry and CVC sit on one line; sign-up reached
// from the login page never shows raw radio buttons; the feed has the same footer as every page; fans never see
// the creators' "Go live tonight" banner.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO, apiLogin, registerFan, signIn, waitForHydration } from './helpers';

test('a visitor on / finds the creators from the login page', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  // server-rendered: the strip is in the HTML before any script runs
  expect(html).toContain('Popular creators');
  expect(html).toMatch(/<a class="[^"]*" href="\/creator-\d+">/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const strip = page.getByRole('region', { name: 'Popular creators' });
  await expect(strip.getByRole('listitem')).toHaveCount(8);
  const discover = page.getByRole('link', { name: 'Discover creators' });
  await expect(discover).toBeInViewport();
  await waitForHydration(discover);
  await discover.click();
  await expect(page).toHaveURL(/\/creator$/);
  await expect(page.getByRole('heading', { name: 'Discover creators' })).toBeVisible();
});

test('saved cards are a list without bullets; expiry and CVC share one line', async ({
  page,
  context,
  request,
}) => {
  const fan = await registerFan(request);
  const token = await apiLogin(request, fan.username, fan.password);
  const saved = await request.post(`${API_URL}/sandbox/cards`, {
    headers: { Authorization: token },
    data: { number: '4242 4242 4242 4242', holderName: 'Eve', month: 12, year: 2030, cvc: '123' },
  });
  expect(saved.status()).toBe(200);
  await signIn(context, request, fan.username, fan.password);
  await page.goto('/user/cards');
  const card = page.getByText('Visa •••• 4242 (expires 12/30)');
  await expect(card).toBeVisible();
  const bullet = await card.evaluate((el) => {
    const li = el.closest('li');
    return li ? getComputedStyle(li).listStyleType : 'no list item';
  });
  expect(bullet).toBe('none');

  const add = page.getByRole('button', { name: 'Add a card' });
  await waitForHydration(add);
  await add.click();
  const form = page.getByRole('form', { name: 'Add a card' });
  const expiry = form.getByLabel('Expiry (MM/YY)');
  const cvc = form.getByLabel('CVC');
  // an expired date is said as soon as the field is left; the CVC stays level with it
  await expiry.fill('01/20');
  await cvc.focus();
  await expect(form.getByText('This card has expired')).toBeVisible();
  const [a, b] = [await expiry.boundingBox(), await cvc.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(Math.abs(a!.y - b!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(a!.height - b!.height)).toBeLessThanOrEqual(1);
});

/** Watches every frame for a visible native radio inside antd's segmented control (unstyled antd). */
async function watchRawRadios(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { rawRadioSeen: boolean };
    w.rawRadioSeen = false;
    const check = () => {
      for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]'))) {
        const r = input.getBoundingClientRect();
        if (r.width > 1 && r.height > 1 && getComputedStyle(input).opacity !== '0') w.rawRadioSeen = true;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

test('sign-up opened from the login page never shows raw radio buttons', async ({ page }) => {
  // a slow network for antd's stylesheet: the page must wait for it rather than show antd unstyled
  await page.route('**/antd.css*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/auth/login');
  const signUp = page.getByRole('link', { name: 'Sign up' }).first();
  await waitForHydration(signUp);
  await watchRawRadios(page);
  await signUp.click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Fan Signup')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { rawRadioSeen: boolean }).rawRadioSeen)).toBe(
    false,
  );
});

test('the feed has the footer every page has', async ({ page, context, request }) => {
  await signIn(context, request, DEMO.fan.username);
  await page.goto('/user/account');
  const links = async () => page.getByRole('contentinfo').getByRole('link').allTextContents();
  const elsewhere = await links();
  await page.goto('/home');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  expect(await links()).toEqual(elsewhere);
});

test('the creators’ "Go live tonight" banner reaches creators, not fans', async ({ browser, request }) => {
  const banner = (p: Page) => p.getByRole('region', { name: 'Promotions' }).getByAltText('Go live tonight');
  const fanContext = await browser.newContext();
  await signIn(fanContext, request, DEMO.fan.username);
  const fan = await fanContext.newPage();
  await fan.goto('/home');
  await expect(
    fan.getByRole('region', { name: 'Promotions' }).getByAltText('Discover new creators'),
  ).toBeVisible();
  await expect(banner(fan)).toHaveCount(0);
  await fanContext.close();

  const creatorContext = await browser.newContext();
  await signIn(creatorContext, request, DEMO.creator.username);
  const creator = await creatorContext.newPage();
  await creator.goto('/home');
  await expect(banner(creator)).toBeVisible();
  await expect(banner(creator).locator('xpath=ancestor::a')).toHaveAttribute('href', '/creator/live');
  await creatorContext.close();
});
