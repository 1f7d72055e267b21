// Issue 22 guard: what a page does not use in its first seconds stays out of what it downloads until the network
// is idle, and arrives when the user asks for it. Each lazy part is recognised by a name its own chunk registers
// (the bundler keeps module export names as strings); every test first shows the part does arrive on the user's
// action where one exists, so a renamed export cannot make the guard pass by finding nothing.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO, signIn, waitForHydration } from './helpers';

/** Export names of the parts, as their chunks spell them. */
const REACTION_SAGA = '"reactionSaga"';
const FEED_SAGA = '"feedSaga"';
const PERFORMER_SAGA = '"performerSaga"';
const STATUS_PLAYER = '"StatusPlayer"';
/** redux-saga's core, as its chunk spells its symbols. */
const REDUX_SAGA = '"@@redux-saga/"';
/** The post card's lazy parts (features/feed/components/card-parts.tsx). */
const CARD_PARTS = ['"LockedPanel"', '"MediaSlider"', '"FeedPoll"', '"ScheduledLive"'];
/** The country-name table (lib/country-names.ts): a page the server rendered hands over the names it shows. */
const COUNTRY_TABLE = 'AD:"Andorra"';

/** Records the body of every script the page downloads from now on. */
function recordScripts(page: Page): { bodies: () => Promise<string[]> } {
  const pending: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.text().catch(() => ''));
  });
  return { bodies: () => Promise.all(pending) };
}

/** The markers found in the scripts downloaded so far. */
async function markersIn(
  recorded: { bodies: () => Promise<string[]> },
  markers: string[],
): Promise<string[]> {
  const bodies = await recorded.bodies();
  return markers.filter((marker) => bodies.some((body) => body.includes(marker)));
}

/** Loaded and idle: the load event, no request for a while, then a moment for idle callbacks. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
}

test.describe('lazy parts stay out of the first load', () => {
  // /home's server render hands over the first screen's posts only, and the browser asks for the rest of the first
  // page at once: that request brings the feed saga (used in the page's first second); the reactions wait
  test('/home: the reaction saga arrives with the first like, not with the page', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, DEMO.fan.username);
    const recorded = recordScripts(page);
    await page.goto('/home');
    const like = page.getByRole('article').first().getByRole('button', { name: /^Like/ });
    await waitForHydration(like);
    await settle(page);
    expect(await markersIn(recorded, [REACTION_SAGA, FEED_SAGA, STATUS_PLAYER])).toEqual([FEED_SAGA]);

    const before = await like.getAttribute('aria-pressed');
    await like.click();
    await expect(like).not.toHaveAttribute('aria-pressed', String(before));
    await expect.poll(() => markersIn(recorded, [REACTION_SAGA])).toEqual([REACTION_SAGA]);
    // leave the demo data as it was for the other specs
    await expect(like).not.toHaveAttribute('aria-busy', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(before));
    await expect(like).not.toHaveAttribute('aria-busy', 'true');
  });

  test('/post/[id]: no feed or reaction saga until the reader acts', async ({ page, context, request }) => {
    const token = await signIn(context, request, DEMO.fan.username);
    const res = await request.get(`${API_URL}/user/feeds/search/${DEMO.creator.username}?limit=20`, {
      headers: { Authorization: token },
    });
    const body = (await res.json()) as { data: { data: { _id: string; text: string }[] } };
    const post = body.data.data.find((f) => f.text.startsWith('Welcome to my page!'));
    expect(post, 'seeded post "Welcome to my page!"').toBeTruthy();
    const recorded = recordScripts(page);
    await page.goto(`/post/${post?._id}`);
    await waitForHydration(
      page.getByRole('group', { name: 'Post actions' }).getByRole('button', { name: /^Like/ }),
    );
    await expect(page.getByRole('button', { name: /^Comments/ })).toHaveAttribute('aria-expanded', 'true');
    await settle(page);
    expect(await markersIn(recorded, [REACTION_SAGA, FEED_SAGA, STATUS_PLAYER])).toEqual([]);
    // a text post shows none of the card's lazy parts, and downloads none
    expect(await markersIn(recorded, CARD_PARTS)).toEqual([]);

    // a post with a photo and a poll brings those two parts, with the page that shows it
    const pollPost = body.data.data.find((f) => f.text.startsWith('Which look should I post next?'));
    expect(pollPost, 'seeded post "Which look should I post next?"').toBeTruthy();
    const again = recordScripts(page);
    await page.goto(`/post/${pollPost?._id}`);
    await expect(page.getByRole('group', { name: 'Next look' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
    await settle(page);
    expect(await markersIn(again, CARD_PARTS)).toEqual(['"MediaSlider"', '"FeedPoll"']);
  });

  test('/creator: the directory saga arrives with the first filter change', async ({ page }) => {
    const recorded = recordScripts(page);
    await page.goto('/creator');
    const sort = page.getByLabel('Sort by');
    await waitForHydration(sort);
    await settle(page);
    expect(await markersIn(recorded, [PERFORMER_SAGA, REACTION_SAGA, COUNTRY_TABLE])).toEqual([]);
    // the cards' flags are named all the same, from the page's data
    await expect(
      page.getByRole('article').getByRole('img', { name: 'United States' }).first(),
    ).toBeAttached();

    await sort.selectOption('latest');
    await expect(page).toHaveURL(/sort=latest|sortBy=latest/);
    await expect.poll(() => markersIn(recorded, [PERFORMER_SAGA])).toEqual([PERFORMER_SAGA]);
    // a list the browser loads itself names its flags with the table, downloaded with that request
    await expect.poll(() => markersIn(recorded, [COUNTRY_TABLE])).toEqual([COUNTRY_TABLE]);
  });

  // the posts tab fetches its first page itself: a visitor who reads downloads no saga at all
  test('a creator profile: no saga for a visitor who reads; the feed saga comes with a filter', async ({
    page,
  }) => {
    const recorded = recordScripts(page);
    await page.goto(`/${DEMO.creator.username}`);
    // the posts tab mounts when it comes near the viewport, as the visitor reads on
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('article').filter({ hasText: 'Welcome to my page!' }).first()).toBeVisible();
    await settle(page);
    const lazy = [REACTION_SAGA, STATUS_PLAYER, PERFORMER_SAGA, COUNTRY_TABLE, FEED_SAGA, REDUX_SAGA];
    expect(await markersIn(recorded, lazy)).toEqual([]);

    const filtered = page.waitForResponse(
      (r) => r.url().includes('/user/feeds/search/') && r.url().includes('type=scheduled-streaming'),
    );
    await page.getByRole('checkbox', { name: 'Scheduled streaming' }).check();
    expect((await filtered).ok()).toBe(true);
    await expect.poll(() => markersIn(recorded, [FEED_SAGA, REDUX_SAGA])).toEqual([FEED_SAGA, REDUX_SAGA]);
  });

  test("a creator profile: the performer saga arrives with a fan's bookmark (or the first refresh, 15 s on)", async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, DEMO.fan.username);
    const recorded = recordScripts(page);
    await page.goto(`/${DEMO.creator.username}`);
    const actions = page.getByRole('group', { name: 'Creator actions' });
    const bookmark = actions.getByRole('button', { name: /^(Bookmark|Remove bookmark)$/ });
    await waitForHydration(bookmark);
    await settle(page);
    expect(await markersIn(recorded, [PERFORMER_SAGA, COUNTRY_TABLE])).toEqual([]);

    const before = await bookmark.textContent();
    await bookmark.click();
    await expect.poll(() => markersIn(recorded, [PERFORMER_SAGA])).toEqual([PERFORMER_SAGA]);
    // leave the demo data as it was for the other specs
    await expect(bookmark).not.toHaveText(before ?? '');
    await expect(bookmark).not.toHaveAttribute('aria-busy', 'true');
    await bookmark.click();
    await expect(bookmark).toHaveText(before ?? '');
  });
});
