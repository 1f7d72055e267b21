// Creator posts (issue 4): the demo creator publishes a photo post with two images and a poll (each file's
// progress bar is seen reaching 100), a pay-per-view video post and a post scheduled for later, finds them in
// /creator/my-post and deletes one behind the refund warning. The posts it made are removed at the end.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO, ROOT, apiLogin, signIn, uniqueId, waitForHydration } from './helpers';

const FIXTURES = path.join(ROOT, 'e2e', 'fixtures');
const PHOTOS = [path.join(FIXTURES, 'photo-1.png'), path.join(FIXTURES, 'photo-2.jpg')];
const CLIP = path.join(FIXTURES, 'clip.mp4');
const REFUND_WARNING = /^All earnings related to this post will be refunded/;

const pad = (n: number) => String(n).padStart(2, '0');
/** `datetime-local` value in the browser's zone (the test runs in the same zone as the browser). */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

async function removePosts(request: APIRequestContext, token: string, keyword: string) {
  const res = await request.get(`${API_URL}/performer/feeds`, {
    headers: { Authorization: token },
    params: { q: keyword, limit: 50 },
  });
  if (res.status() !== 200) return;
  const body = (await res.json()) as { data: { data: { _id: string }[] } };
  for (const post of body.data.data) {
    await request.delete(`${API_URL}/performer/feeds/${post._id}`, { headers: { Authorization: token } });
  }
}

async function openCreate(page: Page, kind: RegExp) {
  await page.goto('/creator/my-post/create');
  const button = page.getByRole('button', { name: kind });
  await waitForHydration(button);
  await button.click();
  await expect(
    page.getByLabel('Text', { exact: true }).or(page.getByLabel('Describe your live', { exact: true })),
  ).toBeVisible();
}

async function expectUploaded(page: Page, fileName: string) {
  const bar = page.getByRole('progressbar', { name: `Upload progress for ${fileName}` });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
}

async function publish(page: Page) {
  const submit = page.getByRole('button', { name: 'Post', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/creator\/my-post$/);
}

test.describe('creator posts', () => {
  test('publishes photo + poll, pay-per-view video and a scheduled post, then deletes one', async ({
    browser,
    request,
  }) => {
    const tag = uniqueId('post');
    const token = await apiLogin(request, DEMO.creator.username);
    const context = await browser.newContext();
    try {
      await signIn(context, request, DEMO.creator.username);
      const page = await context.newPage();

      // 1. photo post: two images uploaded at once on pick, each with its own progress bar, plus a poll
      await openCreate(page, /^Photo post/);
      await page.getByLabel('Text', { exact: true }).fill(`${tag} photos`);
      await page.getByLabel('Add photos', { exact: true }).setInputFiles(PHOTOS);
      await expectUploaded(page, 'photo-1.png');
      await expectUploaded(page, 'photo-2.jpg');
      await page.getByRole('switch', { name: 'Add a poll' }).click();
      await page.getByLabel('Poll question (optional)', { exact: true }).fill('Which one next?');
      await page.getByLabel('Option 1', { exact: true }).fill('Beach');
      await page.getByLabel('Option 2', { exact: true }).fill('Mountains');
      await page.getByLabel('7 days', { exact: true }).check();
      await publish(page);
      await expect(page.getByText('Your post has been published')).toBeVisible();

      // 2. pay-per-view video post
      await openCreate(page, /^Video post/);
      await page.getByLabel('Text', { exact: true }).fill(`${tag} video`);
      await page.getByLabel('Pay per View', { exact: true }).check();
      await page.getByLabel('Price ($)', { exact: true }).fill('6.50');
      await page.getByLabel('Choose video', { exact: true }).setInputFiles(CLIP);
      await expectUploaded(page, 'clip.mp4');
      await publish(page);

      // 3. a text post scheduled for tomorrow
      await openCreate(page, /^Text post/);
      await page.getByLabel('Text', { exact: true }).fill(`${tag} later`);
      await page.getByLabel('Schedule for later', { exact: true }).check();
      const when = new Date(Date.now() + 24 * 60 * 60 * 1000);
      when.setHours(10, 0, 0, 0);
      await page.getByLabel('Publish at', { exact: true }).fill(localInput(when));
      await expect(page.getByText(/UTC$/)).toBeVisible();
      await publish(page);

      // the table lists all three (filtered by the unique keyword, kept in the URL)
      const search = page.getByRole('searchbox', { name: 'Search posts' });
      await waitForHydration(search);
      await search.fill(tag);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${tag}`));
      const table = page.getByRole('table');
      const photoRow = table.getByRole('row').filter({ hasText: `${tag} photos` });
      const videoRow = table.getByRole('row').filter({ hasText: `${tag} video` });
      const laterRow = table.getByRole('row').filter({ hasText: `${tag} later` });
      await expect(photoRow).toContainText('Subscribers');
      await expect(videoRow).toContainText('Pay per view $6.50');
      await expect(laterRow).toContainText('Publishes');

      // the type filter lives in the URL too: a reload of it shows the same view
      await page.goto(`/creator/my-post?q=${tag}&type=video`);
      await expect(videoRow).toBeVisible();
      await expect(photoRow).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Post type' })).toBeVisible();
      await page.goto(`/creator/my-post?q=${tag}`);
      await expect(photoRow).toBeVisible();

      // delete the video post behind the refund warning
      await waitForHydration(videoRow.getByRole('button', { name: /Delete post/ }));
      await videoRow.getByRole('button', { name: /Delete post/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(REFUND_WARNING)).toBeVisible();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Your post has been deleted')).toBeVisible();
      await expect(videoRow).toHaveCount(0);
      await expect(photoRow).toBeVisible();
    } finally {
      await context.close();
      await removePosts(request, token, tag);
    }
  });
});
