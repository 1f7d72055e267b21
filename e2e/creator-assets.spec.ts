// Creator assets (issue 4): the demo creator uploads a video (one multipart request with its progress bar) and
// finds it in /creator/my-video, creates a gallery, uploads two photos (a progress bar per file) and picks the
// cover, then creates a physical product and sees it in /creator/my-store. Everything it made is removed at the end.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO, ROOT, apiLogin, signIn, uniqueId, waitForHydration } from './helpers';

const FIXTURES = path.join(ROOT, 'e2e', 'fixtures');
const CLIP = path.join(FIXTURES, 'clip.mp4');
const PHOTOS = [path.join(FIXTURES, 'photo-1.png'), path.join(FIXTURES, 'photo-2.jpg')];

/** Deletes the creator's videos, galleries and products whose title or name starts with `tag`. */
async function removeAssets(request: APIRequestContext, token: string, tag: string) {
  for (const kind of ['videos', 'galleries', 'products']) {
    const res = await request.get(`${API_URL}/performer/performer-assets/${kind}/search`, {
      headers: { Authorization: token },
      params: { q: tag, limit: 50 },
    });
    if (res.status() !== 200) continue;
    const body = (await res.json()) as { data: { data: { _id: string; title?: string; name?: string }[] } };
    for (const item of body.data.data) {
      if (!(item.title ?? item.name ?? '').startsWith(tag)) continue;
      await request.delete(`${API_URL}/performer/performer-assets/${kind}/${item._id}`, {
        headers: { Authorization: token },
      });
    }
  }
}

async function open(page: Page, url: string, submit: string) {
  await page.goto(url);
  await waitForHydration(page.getByRole('button', { name: submit, exact: true }));
}

async function expectUploaded(page: Page, fileName: string) {
  const bar = page.getByRole('progressbar', { name: `Upload progress for ${fileName}` });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
}

test.describe('creator assets', () => {
  test('uploads a video, builds a gallery with a cover and creates a physical product', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueId('asset');
    const token = await apiLogin(request, DEMO.creator.username);
    const context = await browser.newContext();
    try {
      await signIn(context, request, DEMO.creator.username);
      const page = await context.newPage();

      // 1. video: one multipart POST with the file; the answer is held a moment so its progress bar is seen
      await page.route('**/performer/performer-assets/videos/upload', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await open(page, '/creator/my-video/upload', 'Upload');
      await page.getByLabel('Title', { exact: true }).fill(`${tag} clip`);
      await page.getByRole('combobox', { name: 'Tags' }).fill('demo');
      await page.keyboard.press('Enter');
      await page.getByRole('switch', { name: 'For sale' }).click();
      await page.getByLabel('Price ($)', { exact: true }).fill('4.99');
      await page.getByLabel('Video', { exact: true }).setInputFiles(CLIP);
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
      await expect(page).toHaveURL(/\/creator\/my-video$/, { timeout: 30_000 });
      await expect(page.getByText('Your video has been uploaded')).toBeVisible();
      await page.unroute('**/performer/performer-assets/videos/upload');

      // the table finds it by keyword (kept in the URL)
      const search = page.getByRole('searchbox', { name: 'Search by keyword' });
      await waitForHydration(search);
      await search.fill(tag);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${tag}`));
      const videoRow = page.getByRole('row').filter({ hasText: `${tag} clip` });
      await expect(videoRow).toContainText('For sale, $4.99');
      await expect(videoRow).toContainText('Active');

      // its edit page shows the processing state of the main file
      await videoRow.getByRole('link', { name: `${tag} clip`, exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Edit video' })).toBeVisible();
      await expect(page.getByLabel(/^Video file status: (Processing|Ready)$/)).toBeVisible();

      // 2. gallery: create, land on its update page, upload two photos, choose the cover
      await open(page, '/creator/my-gallery/create', 'Create gallery');
      await page.getByLabel('Title', { exact: true }).fill(`${tag} gallery`);
      await page.getByRole('button', { name: 'Create gallery' }).click();
      await expect(page).toHaveURL(/\/creator\/my-gallery\/update\//);
      await waitForHydration(page.getByRole('button', { name: 'Save changes' }));
      await page.getByLabel('Add photos', { exact: true }).setInputFiles(PHOTOS);
      await expectUploaded(page, 'photo-1.png');
      await expectUploaded(page, 'photo-2.jpg');
      await expect(page.getByRole('heading', { name: 'Photos (2/100)' })).toBeVisible();
      const grid = page.getByRole('list', { name: 'Gallery photos' });
      await expect(grid.getByRole('listitem')).toHaveCount(2);
      // whichever photo is not the cover yet becomes it
      const candidate = grid
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Set as cover' }) })
        .first();
      const label = (await candidate.getAttribute('aria-label')) ?? '';
      await candidate.getByRole('button', { name: 'Set as cover' }).click();
      await expect(page.getByText('Cover photo set')).toBeVisible();
      await expect(
        grid.getByRole('listitem', { name: label }).getByText('Cover', { exact: true }),
      ).toBeVisible();
      await expect(grid.getByText('Cover', { exact: true })).toHaveCount(1);

      await page.goto(`/creator/my-gallery?q=${tag}`);
      const galleryRow = page.getByRole('row').filter({ hasText: `${tag} gallery` });
      await expect(galleryRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();

      // 3. a physical product with its stock
      await open(page, '/creator/my-store/create', 'Create product');
      await page.getByLabel('Name', { exact: true }).fill(`${tag} poster`);
      await page.getByLabel('Price ($)', { exact: true }).fill('12');
      await page.getByLabel('Stock', { exact: true }).fill('5');
      await page.getByLabel('Image', { exact: true }).setInputFiles(PHOTOS[0]);
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page).toHaveURL(/\/creator\/my-store$/, { timeout: 30_000 });
      const productRow = page.getByRole('row').filter({ hasText: `${tag} poster` });
      await expect(productRow).toContainText('Physical');
      await expect(productRow).toContainText('$12');
      await expect(productRow.getByRole('cell', { name: '5', exact: true })).toBeVisible();
    } finally {
      await context.close();
      await removeAssets(request, token, tag);
    }
  });
});
