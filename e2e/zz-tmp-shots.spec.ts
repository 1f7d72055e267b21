import { test, type Page } from '@playwright/test';
import { API_URL, DEMO, apiLogin, signIn, waitForHydration } from './helpers';

const OUT = '/tmp/wt-u-shots';

async function dark(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
}

test('shots', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const token = await apiLogin(request, DEMO.creator.username);
  const feeds = await request.get(`${API_URL}/performer/feeds?limit=1`, { headers: { Authorization: token } });
  const postId = ((await feeds.json()) as { data: { data: { _id: string }[] } }).data.data[0]._id;
  for (const [w, h, tag] of [
    [390, 844, 'phone'],
    [1280, 900, 'desk'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await signIn(context, request, DEMO.creator.username);
    const page = await context.newPage();
    await page.goto('/creator/my-post');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${tag}-my-post.png`, fullPage: true });
    await page.goto('/creator/my-post/create?type=photo');
    const text = page.getByLabel('Text', { exact: true });
    await waitForHydration(text);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByLabel('Pay per View').check();
    await page.getByRole('switch', { name: 'Add a poll' }).click();
    await page.getByLabel('Schedule for later').check();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/${tag}-create-photo.png`, fullPage: true });
    await dark(page);
    await page.screenshot({ path: `${OUT}/${tag}-create-photo-dark.png`, fullPage: true });
    await page.goto('/creator/my-post/create?type=audio');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${tag}-create-audio.png`, fullPage: true });
    await page.goto('/creator/my-post/create');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${tag}-create-chooser.png`, fullPage: true });
    await page.goto(`/creator/my-post/edit/${postId}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${tag}-edit.png`, fullPage: true });
    await page.goto('/creator/my-order');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${tag}-my-order.png`, fullPage: true });
    const link = page.getByRole('link', { name: /^#/ }).first();
    if (await link.count()) {
      await link.click();
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Update delivery' }).waitFor().catch(() => undefined);
      await page.screenshot({ path: `${OUT}/${tag}-order.png`, fullPage: true });
      await dark(page);
      await page.screenshot({ path: `${OUT}/${tag}-order-dark.png`, fullPage: true });
    }
    await context.close();
  }
});
