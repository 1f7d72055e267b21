// Issue 22 (Lighthouse): the browser paints the server's page before the app starts (lib/paint-first.ts). The
// bootstrap in the HTML is the wrapped one, the first contentful paint comes before React has hydrated the
// page, and the page then hydrates and works, for a visitor and for a signed-in fan.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, waitForHydration } from './helpers';

declare global {
  interface Window {
    __hydratedAt?: number;
  }
}

/** Notes, frame by frame, when React first owns the page's root element. */
async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tick = () => {
      const root = document.getElementById('__next')?.firstElementChild;
      if (root && Object.keys(root).some((k) => k.startsWith('__reactFiber$'))) {
        window.__hydratedAt = performance.now();
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function paintThenHydrate(page: Page, url: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await watchHydration(page);
  const response = await page.goto(url);
  const html = (await response?.text()) ?? '';
  // the start is wrapped: after DOMContentLoaded and the first contentful paint
  expect(html).toMatch(/function start\(\)\{if\(done\)return;done=1;\(globalThis\["TURBOPACK"\]/);
  await expect
    .poll(() => page.evaluate(() => window.__hydratedAt), { message: 'page did not hydrate' })
    .toBeGreaterThan(0);
  const { fcp, hydratedAt } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    hydratedAt: window.__hydratedAt,
  }));
  expect(fcp).toBeGreaterThan(0);
  expect(fcp).toBeLessThan(hydratedAt as number);
  expect(errors).toEqual([]);
}

test('a visitor: the login page and a profile paint, then start', async ({ page }) => {
  await paintThenHydrate(page, '/auth/login');
  // the form is the app's: a wrong password is answered in the page, not by a native submit
  await waitForHydration(page.getByRole('button', { name: 'Log in' }));
  await page.getByLabel('Email or username').fill(DEMO.fan.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The username, email or password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await paintThenHydrate(page, `/${DEMO.creator.username}`);
  await expect(page.getByRole('heading', { name: DEMO.creator.name })).toBeVisible();
});

test('a signed-in fan: home paints, then starts', async ({ page, context, request }) => {
  await signIn(context, request, DEMO.fan.username);
  await paintThenHydrate(page, '/home');
  await expect(page.getByRole('article').first()).toBeVisible();
});
