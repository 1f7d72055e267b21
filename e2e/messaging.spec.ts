// Issue 11: fan and creator chat in two browsers. Both ways, live; the creator drops offline while the fan sends
// five messages, and on reconnect sees all five once, in order; a message sent offline survives a reload and
// arrives once; a delete reads "Message deleted" on the other side; a fan without a subscription finds the
// composer closed; a paid message opens when bought, after the wallet's confirmation. Issue 20: the messenger
// by keyboard alone (the composer takes the focus, Delete is one stop away, not one per message), the list's
// preview follows a delete and ends in an ellipsis before its time.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO, apiLogin, registerFan, runCli, signIn, waitForHydration } from './helpers';

async function creatorId(request: Parameters<typeof apiLogin>[0]): Promise<string> {
  const res = await request.get(`${API_URL}/performers/${DEMO.creator.username}`);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test('fan and creator chat both ways, through a dropped connection and a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const fanContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  await signIn(fanContext, request, DEMO.fan.username);
  await signIn(creatorContext, request, DEMO.creator.username);
  const fan = await fanContext.newPage();
  const creator = await creatorContext.newPage();
  const tag = Date.now().toString(36);

  // the fan starts from the creator's profile
  await fan.goto(`/${DEMO.creator.username}`);
  const message = fan.getByRole('group', { name: 'Creator actions' }).getByRole('link', { name: 'Message' });
  await waitForHydration(message);
  await message.click();
  await expect(fan).toHaveURL(/\/messages\?toSource=performer&toId=/);
  await waitForHydration(composer(fan));
  await say(fan, `Hello from the fan ${tag}`);
  await expect(thread(fan).getByText(`Hello from the fan ${tag}`)).toBeVisible();

  // the creator's header counts the unread conversation; opening it clears the badge
  await creator.goto('/home');
  await expect(
    creator.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages, \d+ unread$/ }),
  ).toBeVisible();
  // the creator finds the conversation and answers; the fan sees it live
  await creator.goto('/messages');
  const item = creator
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: /Demo Fan/ });
  await waitForHydration(item);
  await item.click();
  await expect(thread(creator).getByText(`Hello from the fan ${tag}`)).toBeVisible();
  await expect(
    creator.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages', exact: true }),
  ).toBeVisible();
  await say(creator, `Hi fan, thanks! ${tag}`);
  await expect(thread(fan).getByText(`Hi fan, thanks! ${tag}`)).toBeVisible({ timeout: 10_000 });

  // the creator goes offline; the fan sends five; back online, all five arrive once, in order
  await creatorContext.setOffline(true);
  for (let i = 1; i <= 5; i += 1) await say(fan, `offline ${i} ${tag}`);
  for (let i = 1; i <= 5; i += 1) await expect(thread(fan).getByText(`offline ${i} ${tag}`)).toBeVisible();
  await expect(thread(fan).getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await creatorContext.setOffline(false);
  const seen = thread(creator).getByText(new RegExp(`^offline \\d ${tag}$`));
  await expect(seen).toHaveCount(5, { timeout: 15_000 });
  expect(await seen.allTextContents()).toEqual([1, 2, 3, 4, 5].map((i) => `offline ${i} ${tag}`));

  // a message sent while the fan is offline stays in the outbox, "Not sent", and is delivered once after reload
  await fanContext.setOffline(true);
  await say(fan, `survives a reload ${tag}`);
  await expect(thread(fan).getByText('Not sent —')).toBeVisible({ timeout: 15_000 });
  await fanContext.setOffline(false);
  await fan.reload();
  await waitForHydration(composer(fan));
  await expect(thread(fan).getByText(`survives a reload ${tag}`)).toHaveCount(1, { timeout: 15_000 });
  await expect(thread(fan).getByText('Not sent —')).toHaveCount(0, { timeout: 15_000 });
  await expect(thread(creator).getByText(`survives a reload ${tag}`)).toHaveCount(1, { timeout: 15_000 });

  // the fan deletes a message; the creator reads "Message deleted" in its place
  const mine = thread(fan)
    .locator('[data-message-id]')
    .filter({ hasText: `offline 5 ${tag}` });
  await mine.getByRole('button', { name: 'Delete message' }).click();
  await mine
    .getByRole('group', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(thread(fan).getByText(`offline 5 ${tag}`)).toHaveCount(0);
  await expect(thread(creator).getByText(`offline 5 ${tag}`)).toHaveCount(0, { timeout: 10_000 });
  await expect(thread(creator).getByText('Message deleted').last()).toBeVisible();

  await fanContext.close();
  await creatorContext.close();
});

test('a fan without a subscription finds the composer closed, with the way to the profile', async ({
  page,
  context,
  request,
}) => {
  const fan = await registerFan(request);
  await signIn(context, request, fan.username, fan.password);
  await page.goto(`/messages?toSource=performer&toId=${await creatorId(request)}`);
  const notice = page.getByRole('note');
  await expect(notice).toHaveText(/Please subscribe to this creator to start the conversation!/);
  await expect(page.getByRole('link', { name: /Go to Demo Creator’s profile/ })).toHaveAttribute(
    'href',
    `/${DEMO.creator.username}`,
  );
  await expect(composer(page)).toHaveCount(0);
  // only the notice: no "Say hello!" above it, and no empty conversation in the list
  await expect(notice).toBeFocused();
  await expect(page.getByText(/Say hello!/)).toHaveCount(0);
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await expect(list.getByText('No conversation yet.')).toBeVisible();
  await expect(list.getByRole('button', { name: /Demo Creator/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('note')).toBeVisible();
  await expect(list.getByRole('button', { name: /Demo Creator/ })).toHaveCount(0);
});

test('the messenger by keyboard alone: open, write, move between messages, delete', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  await signIn(context, request, DEMO.fan.username);
  await page.goto('/messages');
  const list = page.getByRole('navigation', { name: 'Conversations' });
  const search = list.getByRole('searchbox', { name: 'Search conversations' });
  await waitForHydration(search);

  // from here on, the keyboard only: the search narrows the list, Tab reaches the conversation, Enter opens it
  // with the focus in the composer
  await search.focus();
  await page.keyboard.type(DEMO.creator.username);
  const item = list.getByRole('button', { name: /Demo Creator/ });
  await expect(list.getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(composer(page)).toBeFocused();
  await page.keyboard.type(`kb one ${tag}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`kb two ${tag}`);
  await page.keyboard.press('Enter');
  const one = thread(page)
    .locator('[data-message-id]')
    .filter({ hasText: `kb one ${tag}` });
  const two = thread(page)
    .locator('[data-message-id]')
    .filter({ hasText: `kb two ${tag}` });
  await expect(two).toBeVisible();
  await expect(thread(page).getByText('Sending…')).toHaveCount(0);
  await expect(item).toContainText(`kb two ${tag}`);

  // back from the composer, the newest message's Delete is three stops away however long the thread is: the
  // messages are one tab stop, not one per message
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Attach photos or videos' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Insert emoji' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(two.getByRole('button', { name: 'Delete message' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(two).toBeFocused();
  // ↑ and ↓ move between messages
  await page.keyboard.press('ArrowUp');
  await expect(one).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(two).toBeFocused();

  // Delete asks first, with the focus on Keep; Escape keeps the message; then it goes
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const question = two.getByRole('group', { name: 'Delete this message?' });
  await expect(question.getByRole('button', { name: 'Keep' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(two.getByRole('button', { name: 'Delete message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thread(page).getByText(`kb two ${tag}`)).toHaveCount(0);
  // the focus moves to the neighbour; the list's preview is the message still there, not the deleted one
  await expect(one).toBeFocused();
  await expect(item).toContainText(`kb one ${tag}`);
  await expect(item).not.toContainText(`kb two ${tag}`);
  // from a message, Tab goes to its own Delete, then on to the composer's tools
  await page.keyboard.press('Tab');
  await expect(one.getByRole('button', { name: 'Delete message' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Insert emoji' })).toBeFocused();
});

test('a long preview ends in an ellipsis before its time', async ({ page, context, request }) => {
  const token = await apiLogin(request, DEMO.fan.username);
  const conv = await request.post(`${API_URL}/conversations`, {
    headers: { Authorization: token },
    data: { source: 'performer', sourceId: await creatorId(request) },
  });
  const conversationId = ((await conv.json()) as { data: { _id: string } }).data._id;
  await request.post(`${API_URL}/messages/conversations/${conversationId}`, {
    headers: { Authorization: token },
    data: { text: 'W'.repeat(60) },
  });
  await signIn(context, request, DEMO.fan.username);
  await page.goto('/messages');
  const item = page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: /Demo Creator/ });
  await expect(item).toContainText('WWWW');
  const preview = item.locator('[class*="preview"]');
  const time = item.locator('time');
  const [p, t] = [await preview.boundingBox(), await time.boundingBox()];
  expect(p && t).toBeTruthy();
  expect(p!.x + p!.width).toBeLessThanOrEqual(t!.x);
  // clipped with an ellipsis, not wrapped or spilling
  expect(await preview.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await preview.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
});

test('a creator sends a paid photo from the composer; the fan sees it blurred and unlocks it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const fanToken = await apiLogin(request, DEMO.fan.username);
  const conv = await request.post(`${API_URL}/conversations`, {
    headers: { Authorization: fanToken },
    data: { source: 'performer', sourceId: await creatorId(request) },
  });
  const conversationId = ((await conv.json()) as { data: { _id: string } }).data._id;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const tag = Date.now().toString(36);

  // the creator: a photo, a price, an emoji, Send
  const creatorContext = await browser.newContext();
  await signIn(creatorContext, request, DEMO.creator.username);
  const creator = await creatorContext.newPage();
  await creator.goto(`/messages?conversationId=${conversationId}`);
  await waitForHydration(composer(creator));
  await creator
    .getByLabel('Photos or videos', { exact: true })
    .setInputFiles({ name: 'special.png', mimeType: 'image/png', buffer: png });
  await expect(creator.getByRole('list', { name: 'Attachments' })).toContainText('Ready');
  await creator.getByLabel('Price (USD, empty = free)').fill('0.5');
  await expect(creator.getByText('Minimum price of a message is $1')).toBeVisible();
  await creator.getByLabel('Price (USD, empty = free)').fill('3');
  await composer(creator).fill(`Something special ${tag} `);
  await creator.getByRole('button', { name: 'Insert emoji' }).click();
  await creator.locator('.epr-emoji-native').first().click();
  await creator.getByRole('button', { name: 'Send' }).click();
  const sent = thread(creator)
    .locator('[data-message-id]')
    .filter({ hasText: `Something special ${tag}` });
  await expect(sent).toContainText('Paid message · $3.00');
  await creatorContext.close();

  // the fan: blurred with its price, then open
  const context = await browser.newContext();
  await signIn(context, request, DEMO.fan.username);
  const page = await context.newPage();
  await page.goto(`/messages?conversationId=${conversationId}`);
  const bubble = thread(page)
    .locator('[data-message-id]')
    .filter({ hasText: `Something special ${tag}` });
  await expect(bubble.getByRole('img', { name: 'Locked media' })).toBeVisible();
  const unlock = bubble.getByRole('button', { name: 'Unlock for $3.00' });
  await waitForHydration(unlock);
  await unlock.click();
  // nothing is charged on that click: the wallet's confirmation says the price and the wallet before and after
  const confirm = page.getByRole('dialog', { name: 'Unlock this message' });
  await expect(confirm.getByRole('row', { name: /Price/ })).toContainText('$3.00');
  await expect(confirm.getByRole('row', { name: /Your wallet/ })).toBeVisible();
  await expect(confirm.getByRole('row', { name: /After this purchase/ })).toBeVisible();
  await expect(bubble.getByRole('img', { name: 'Locked media' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Pay $3.00' }).click();
  const done = page.getByRole('dialog', { name: 'Message is unlocked!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(bubble.getByRole('img', { name: 'Attached' })).toBeVisible();
  await expect(unlock).toHaveCount(0);
  await context.close();
});

test('a long conversation scrolls back 1 000 messages in a virtualised list', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const out = await runCli(
    'seed-messages',
    '--count',
    '1100',
    '--fan',
    DEMO.fan.username,
    '--creator',
    'creator-07',
  );
  const conversationId = /conversation ([a-f0-9]{24})/.exec(out)![1];
  await signIn(context, request, DEMO.fan.username);
  await page.goto(`/messages?conversationId=${conversationId}`);
  await expect(thread(page).getByText('Message 1100 of 1100')).toBeVisible();
  const scroller = thread(page).locator('[data-virtuoso-scroller]');
  const target = thread(page).getByText('Message 100 of 1100', { exact: true });
  const loadingOlder = thread(page).getByText('Loading older messages…');
  // each scroll to the top asks for the next 25 older messages (1 000 take 40 pages): wait for each page, so a
  // slow answer does not use up the scrolls
  for (let i = 0; i < 100 && !(await target.isVisible()); i += 1) {
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.waitForTimeout(100);
    await expect(loadingOlder).toHaveCount(0);
  }
  await expect(target).toBeVisible();
  // only what is on screen (plus a margin) is in the page, not a thousand bubbles
  expect(await thread(page).locator('[data-message-id]').count()).toBeLessThan(80);
});
