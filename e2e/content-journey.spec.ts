// The creator → fan journey across both roles (issue 4): what the demo creator has just published reaches the
// subscribed demo fan. A fresh video is still being processed when the fan opens it (the e2e API holds
// processing for MEDIA_PROCESSING_DELAY_MS), so the fan sees the status player, which polls every 5 s and
// then plays the video. A fresh poll is voted on and shows its percentages.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL, DEMO, apiLogin, signIn, uniqueId, waitForHydration } from './helpers';

const CLIP = path.join(__dirname, 'fixtures', 'clip.mp4');

async function uploadVideo(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post(`${API_URL}/performer/feeds/video/upload`, {
    headers: { Authorization: token },
    multipart: { file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(CLIP) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { _id: string; status: string } };
  expect(body.data.status).toBe('processing');
  return body.data._id;
}

async function createPost(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<string> {
  const res = await request.post(`${API_URL}/performer/feeds`, { headers: { Authorization: token }, data });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function createPoll(request: APIRequestContext, token: string, description: string): Promise<string> {
  const expiredAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const res = await request.post(`${API_URL}/performer/feeds/polls`, {
    headers: { Authorization: token },
    data: { description, expiredAt },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

test.describe('from the creator to the subscribed fan', () => {
  test('a video still processing shows the status player, which then plays it', async ({
    page,
    context,
    request,
  }) => {
    const creator = await apiLogin(request, DEMO.creator.username);
    const tag = uniqueId('clip');
    const fileId = await uploadVideo(request, creator);
    const postId = await createPost(request, creator, {
      type: 'video',
      text: `${tag} fresh from the studio`,
      isSale: false,
      price: 0,
      fileIds: [fileId],
    });
    try {
      await signIn(context, request, DEMO.fan.username);
      await page.goto(`/post/${postId}`);
      const card = page.getByRole('article').filter({ hasText: `${tag} fresh from the studio` });
      await expect(card.getByText('Video is on progressing, please wait or comeback later!')).toBeVisible();
      await expect(card.locator('video')).toHaveCount(0);

      // The player asks the status endpoint every 5 s; once the file is finished it loads the signed URL.
      const video = card.locator('video');
      await expect(video).toHaveCount(1, { timeout: 20_000 });
      expect(await video.getAttribute('src')).toMatch(
        /\/files\/feed-video\/[a-f0-9]+\.mp4\?exp=\d+&sig=[a-f0-9]+/,
      );
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
      });
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(0);
    } finally {
      await request.delete(`${API_URL}/performer/feeds/${postId}`, { headers: { Authorization: creator } });
    }
  });

  test('a poll the creator just published: the fan votes once and sees the percentages', async ({
    page,
    context,
    request,
  }) => {
    const creator = await apiLogin(request, DEMO.creator.username);
    const tag = uniqueId('poll');
    const pollIds = [await createPoll(request, creator, 'Tea'), await createPoll(request, creator, 'Coffee')];
    const postId = await createPost(request, creator, {
      type: 'text',
      text: `${tag} what should I drink on stream?`,
      pollIds,
      pollDescription: 'Morning drink',
      pollExpiredAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
    });
    try {
      await signIn(context, request, DEMO.fan.username);
      await page.goto('/home');
      const card = page.getByRole('article').filter({ hasText: `${tag} what should I drink on stream?` });
      const poll = card.getByRole('group', { name: 'Morning drink' });
      await expect(poll).toBeVisible();
      const coffee = poll.getByRole('button', { name: 'Coffee' });
      await waitForHydration(coffee);
      await coffee.click();
      await expect(poll.getByText('100%', { exact: true })).toBeVisible();
      await expect(poll.getByText('0%', { exact: true })).toBeVisible();
      await expect(poll.getByText(/1 vote/)).toBeVisible();
      // The vote is the API's, not just the page's: after a reload it is still counted.
      await page.reload();
      await expect(
        page
          .getByRole('article')
          .filter({ hasText: tag })
          .getByText(/1 vote/),
      ).toBeVisible();
    } finally {
      await request.delete(`${API_URL}/performer/feeds/${postId}`, { headers: { Authorization: creator } });
    }
  });
});

test('the home feed, a post and a video page have no accessibility violations', async ({
  page,
  context,
  request,
}) => {
  // three pages, each to network idle and through axe: 10–30 s on a loaded machine
  test.setTimeout(60_000);
  await signIn(context, request, DEMO.fan.username);
  for (const path of ['/home', '/video/studio-tour', '/gallery/summer-photoshoot']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations
      .filter(
        (v) =>
          v.impact === 'serious' ||
          v.impact === 'critical' ||
          v.id === 'list' ||
          v.id === 'aria-allowed-role',
      )
      .map(
        (v) =>
          `${path} ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(violations).toEqual([]);
  }
});
