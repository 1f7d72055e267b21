// Issue 11: fan and creator chat in two browsers. Both ways, live; the creator drops offline while the fan sends
// five messages, and on reconnect sees all five once, in order; a message sent offline survives a reload and
// arrives once; a delete reads "Message deleted" on the other side; a fan without a subscription finds the
// composer closed; a paid message opens when bought.
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
  await expect(page.getByText('Please subscribe to this creator to start the conversation!')).toBeVisible();
  await expect(page.getByRole('link', { name: /Go to Demo Creator’s profile/ })).toHaveAttribute(
    'href',
    `/${DEMO.creator.username}`,
  );
  await expect(composer(page)).toHaveCount(0);
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
  for (let i = 0; i < 80 && !(await target.isVisible()); i += 1) {
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.waitForTimeout(150);
  }
  await expect(target).toBeVisible();
  // only what is on screen (plus a margin) is in the page, not a thousand bubbles
  expect(await thread(page).locator('[data-message-id]').count()).toBeLessThan(80);
});
