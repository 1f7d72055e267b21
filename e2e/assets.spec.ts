// Fan journeys through videos, galleries and products (issue 4), on the seed of api/src/seed/assets.ts:
// demo-fan subscribes to demo-creator and not to creator-01. A gallery with its lightbox, a product page, a
// locked video (subscribe call to action and no protected media URL anywhere in the page or its data) and an
// unlocked video that plays.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, waitForHydration } from './helpers';

/** Signed (protected) file URLs carry ?exp=…&sig=… (contract "Media files and URLs"). */
const SIGNED_URL = /[?&]sig=[0-9a-f]+/i;

async function serverHtml(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return res.text();
}

test.describe('assets for a subscribed fan', () => {
  test.beforeEach(async ({ context, request }) => {
    await signIn(context, request, DEMO.fan.username);
  });

  test('a gallery opens its lightbox: next photo, Esc closes', async ({ page }) => {
    const html = await serverHtml(page, '/gallery/summer-photoshoot');
    expect(html).toMatch(/<title[^>]*>Summer photoshoot \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta[^>]*property="og:image"[^>]*content="http[^"]+"/);

    await page.goto('/gallery/summer-photoshoot');
    await expect(page.getByRole('heading', { level: 1, name: 'Summer photoshoot' })).toBeVisible();
    const photos = page.getByRole('list', { name: 'Photos' }).getByRole('button', { name: /^Open photo/ });
    await expect(photos).toHaveCount(6);
    const second = page.getByRole('button', { name: 'Open photo 2 of 6' });
    await waitForHydration(second);
    await second.click();

    const dialog = page.getByRole('dialog', { name: 'Summer photoshoot photos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('2 / 6')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const image = dialog.getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('3 / 6')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog.getByText('2 / 6')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });

  test('a product page: details, and "Get it now!" opens the order with its total', async ({ page }) => {
    const html = await serverHtml(page, '/product/signed-poster');
    expect(html).toContain('A3 poster, signed by hand.');
    expect(html).toMatch(/<meta[^>]*property="og:title"[^>]*content="Signed poster \| [^"]+"/);

    await page.goto('/product/signed-poster');
    await expect(page.getByRole('heading', { level: 1, name: 'Signed poster' })).toBeVisible();
    await expect(page.getByText('$19.99')).toBeVisible();
    await expect(page.getByText('Physical')).toBeVisible();
    const buy = page.getByRole('button', { name: 'Get it now!' });
    await waitForHydration(buy);
    // related products of the same creator
    await expect(
      page.getByRole('list', { name: 'Related products' }).getByRole('link', { name: 'Digital photo pack' }),
    ).toBeVisible();
    await buy.click();
    const order = page.getByRole('dialog', { name: 'Buy Signed poster' });
    await expect(order.getByRole('row', { name: /Total/ })).toContainText('$19.99');
    await order.getByRole('button', { name: 'Cancel' }).click();
    await expect(order).toBeHidden();
  });

  test('a video of a creator the fan does not subscribe to is locked: subscribe CTA, no media URL', async ({
    page,
  }) => {
    const html = await serverHtml(page, '/video/morning-stretch');
    expect(html).toContain('SUBSCRIBE TO VIEW FULL CONTENT');
    expect(html).not.toMatch(SIGNED_URL);
    expect(html).not.toContain('UNLOCK TO VIEW FULL CONTENT');

    await page.goto('/video/morning-stretch');
    await expect(
      page.getByRole('heading', { level: 2, name: 'SUBSCRIBE TO VIEW FULL CONTENT' }),
    ).toBeVisible();
    await expect(page.locator('video[controls]')).toHaveCount(0);
    const subscribe = page.getByRole('button', { name: /^SUBSCRIBE FOR \$/ }).first();
    await waitForHydration(subscribe);
    // related videos (also locked) have loaded by now; still nothing signed anywhere in the DOM or its data
    await expect(page.getByRole('heading', { level: 2, name: 'Related videos' })).toBeVisible();
    expect(await page.content()).not.toMatch(SIGNED_URL);
    const data = await page.evaluate(() => document.getElementById('__NEXT_DATA__')?.textContent ?? '');
    expect(data).not.toMatch(SIGNED_URL);
    expect(data).toContain('"url":null');

    await subscribe.click();
    await expect(page.getByRole('dialog', { name: 'Confirm subscription' })).toBeVisible();
    // Escape closes it and the keyboard user is back on the button that opened it (issue 13 item 26)
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Confirm subscription' })).toHaveCount(0);
    await expect(subscribe).toBeFocused();
  });

  test('a video of the subscribed creator plays', async ({ page }) => {
    await page.goto('/video/studio-tour');
    await expect(page.getByRole('heading', { level: 1, name: 'Studio tour' })).toBeVisible();
    const video = page.locator('video[controls]');
    await expect(video).toHaveCount(1);
    expect(await video.getAttribute('src')).toMatch(SIGNED_URL);
    await waitForHydration(video);
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // the participants tab lists the guest creator too
    await page.getByRole('tab', { name: 'Participants' }).click();
    await expect(page.getByRole('list', { name: 'Participants' }).getByRole('link')).toHaveCount(2);
  });
});
