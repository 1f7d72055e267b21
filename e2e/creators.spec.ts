// Creator discovery journeys (issue 3): the public profile is server-rendered with its SEO tags, a fan follows
// and bookmarks a creator (both survive a reload because they come from the API), and the directory's URL query
// reproduces the filtered view after a reload.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO, registerFan, signIn, waitForHydration } from './helpers';

const actions = (page: Page) => page.getByRole('group', { name: 'Creator actions' });

test.describe('creator profile', () => {
  test('the server HTML already holds the name, the prices and the Open Graph tags', async ({ page }) => {
    const res = await page.request.get('/demo-creator');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(DEMO.creator.name);
    expect(html).toContain('@demo-creator');
    expect(html).toContain('SUBSCRIBE FOR $9.99');
    expect(html).toContain('SUBSCRIBE FOR $99.99');
    expect(html).toContain('SUBSCRIBE FOR FREE FOR 3 DAYS');
    expect(html).toMatch(/<title[^>]*>Demo Creator \(@demo-creator\) \| [^<]+<\/title>/);
    expect(html).toMatch(
      /<meta[^>]*property="og:title"[^>]*content="Demo Creator \(@demo-creator\) \| [^"]+"/,
    );
    expect(html).toMatch(/<meta[^>]*property="og:image"[^>]*content="http[^"]+"/);
    expect(html).toMatch(/<link[^>]*rel="canonical"[^>]*href="http[^"]+\/demo-creator"/);

    // A visitor sees the profile and is asked to log in when acting.
    await page.goto('/demo-creator');
    const follow = actions(page).getByRole('button', { name: 'Follow', exact: true });
    await waitForHydration(follow);
    await follow.click();
    await expect(page.getByText('Please log in or register!')).toBeVisible();
    // ...and the login page remembers where the visitor was (issue 13 item 16)
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdemo-creator$/);
  });

  test('an unknown creator answers 404 with the API message', async ({ page }) => {
    const res = await page.goto('/no-such-creator-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This account is not found')).toBeVisible();
  });

  test('a fan follows and unfollows; the state survives reloads', async ({ page, context, request }) => {
    const fan = await registerFan(request);
    await signIn(context, request, fan.username, fan.password);
    await page.goto('/demo-creator');
    const follow = actions(page).getByRole('button', { name: 'Follow', exact: true });
    await waitForHydration(follow);
    await follow.click();
    await expect(actions(page).getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();

    await page.reload();
    const unfollow = actions(page).getByRole('button', { name: 'Unfollow', exact: true });
    await expect(unfollow).toBeVisible();
    await waitForHydration(unfollow);
    await unfollow.click();
    await expect(actions(page).getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

    await page.reload();
    await expect(actions(page).getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  });

  test('a fan bookmarks a creator and finds it in /user/bookmarks', async ({ page, context, request }) => {
    const fan = await registerFan(request);
    const token = await signIn(context, request, fan.username, fan.password);
    await page.goto('/demo-creator');
    const bookmark = actions(page).getByRole('button', { name: 'Bookmark', exact: true });
    await waitForHydration(bookmark);
    await bookmark.click();
    await expect(actions(page).getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

    await page.reload();
    await expect(actions(page).getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
    const res = await request.get(`${API_URL}/performers/demo-creator`, {
      headers: { Authorization: token },
    });
    expect(((await res.json()) as { data: { isBookMarked: boolean } }).data.isBookMarked).toBe(true);

    await page.goto('/user/bookmarks?tab=creators');
    const remove = page.getByRole('button', { name: /^Remove bookmark Demo Creator/ });
    await expect(remove).toBeVisible();
    await expect(page.getByRole('link', { name: /Demo Creator/ }).first()).toHaveAttribute(
      'href',
      '/demo-creator',
    );
    await waitForHydration(remove);
    await remove.click();
    await expect(page.getByText('No bookmarked creators yet')).toBeVisible();

    await page.goto('/demo-creator');
    await expect(actions(page).getByRole('button', { name: 'Bookmark', exact: true })).toBeVisible();
  });
});

test.describe('creator directory', () => {
  test('filters by gender and country; the URL reproduces the view after a reload', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, DEMO.fan.username);
    await page.goto('/creator');
    const list = page.getByRole('list', { name: 'Creators' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const gender = page.getByRole('combobox', { name: 'Gender' });
    await waitForHydration(gender);

    await gender.selectOption('male');
    await expect(page).toHaveURL(/gender=male/);
    await expect(list.getByRole('article', { name: 'Lukas Becker' })).toBeVisible();
    await expect(list.getByRole('article', { name: 'Ava Martin' })).toHaveCount(0);

    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country.locator('option[value="DE"]')).toHaveCount(1);
    await country.selectOption('DE');
    await expect(page).toHaveURL(/country=DE/);
    await expect(page).toHaveURL(/gender=male/);
    await expect(list.getByRole('article', { name: 'Hugo Laurent' })).toHaveCount(0);
    await expect(list.getByRole('article', { name: 'Lukas Becker' })).toBeVisible();
    const names = await list
      .getByRole('article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('male');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    await expect(list.getByRole('article', { name: 'Lukas Becker' })).toBeVisible();
    const after = await list
      .getByRole('article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(after).toEqual(names);

    // the first page of that view is in the server HTML too
    const html = await (await page.request.get('/creator?gender=male&country=DE')).text();
    expect(html).toContain('Lukas Becker');
    expect(html).not.toContain('Ava Martin');
  });
});
