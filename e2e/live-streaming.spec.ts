// Issue 12's journeys with Chromium's fake camera: the creator goes live from /creator/live; a subscribed fan
// opens /streaming/demo-creator and decodes video frames, chats and tips (the "tipped" line reaches both
// sides); the creator reloads and resumes; the creator ends and the fan is sent back to the profile. A paid live asks for the purchase first.
// A private show is requested, accepted, seen both ways and billed by the minute; closing both pages ends it
// within its 30 s grace period (issue 20), billing stops, and the show page says why when opened again.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { API_URL, DEMO, apiLogin, signIn, waitForHydration } from './helpers';

async function topUp(request: APIRequestContext, login: string, amount: number) {
  const headers = { Authorization: await apiLogin(request, login) };
  const card = await request.post(`${API_URL}/sandbox/cards`, {
    headers,
    data: { number: '4242 4242 4242 4242', holderName: 'Demo Fan', month: 12, year: 2030, cvc: '123' },
  });
  const cardId = ((await card.json()) as { data: { _id: string } }).data._id;
  const res = await request.post(`${API_URL}/payment/wallet/top-up`, {
    headers,
    data: { amount, paymentGateway: 'sandbox', cardId },
  });
  expect(res.status()).toBe(200);
}

/** No serious or critical accessibility violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The video decodes frames: a picture size and a clock that moves. */
async function expectFrames(page: Page, name: string | RegExp) {
  const video = page.getByLabel(name);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(first + 0.5);
}

async function openLive(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/creator/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Go live' })).toBeVisible();
  await waitForHydration(page.getByRole('button', { name: 'Start broadcasting' }));
  await expect(page.getByText('Initiating connection…')).toBeHidden({ timeout: 20_000 });
  return page;
}

async function goLive(page: Page, title: string, price?: number) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Come and say hi');
  if (price !== undefined) {
    await page.getByLabel('Pay per live for subscribers').check();
    await page.getByLabel(/^Price/).fill(String(price));
  }
  await page.getByRole('button', { name: 'Start broadcasting' }).click();
  await expect(page.getByText('● Live streaming')).toBeVisible({ timeout: 30_000 });
}

async function endLive(page: Page) {
  await page.getByRole('button', { name: 'End live' }).click();
  await page
    .getByRole('dialog', { name: 'End this live session?' })
    .getByRole('button', { name: 'End live' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.creator.username}$`), { timeout: 20_000 });
}

test('the creator goes live, a fan watches, chats and tips, the creator ends', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await topUp(request, DEMO.fan.username, 50);
  const creatorContext = await browser.newContext();
  const fanContext = await browser.newContext();
  await signIn(creatorContext, request, DEMO.creator.username);
  await signIn(fanContext, request, DEMO.fan.username);

  // before the creator is live, the fan is sent back with the reference's message
  const fan = await fanContext.newPage();
  await fan.goto(`/streaming/${DEMO.creator.username}`);
  await expect(fan).toHaveURL(/msg=Creator/);

  const creator = await openLive(creatorContext);
  // the camera preview runs before going live
  await expectFrames(creator, 'Your camera');
  await goLive(creator, 'E2E hello live');

  // the live badge and the live-now strip
  await fan.goto('/home');
  await expect(fan.getByRole('link', { name: /is live: watch/ }).first()).toBeVisible({ timeout: 20_000 });
  await fan.goto(`/streaming/${DEMO.creator.username}`);
  await expect(fan.getByRole('heading', { name: 'E2E hello live' })).toBeVisible();
  await expectFrames(fan, /live video$/);
  await expect(fan.getByRole('button', { name: 'Unmute' })).toBeVisible();
  // the creator sees who watches
  await expect(creator.getByRole('region', { name: 'Watching' }).getByText('Demo Fan')).toBeVisible();
  await expectAccessible(fan);
  await expectAccessible(creator);

  // chat both ways
  const tag = Date.now().toString(36);
  const fanInput = fan.getByRole('textbox', { name: 'Message' });
  await waitForHydration(fanInput);
  await fanInput.fill(`hello from the fan ${tag}`);
  await fanInput.press('Enter');
  await expect(creator.getByText(`hello from the fan ${tag}`)).toBeVisible();
  await creator.getByRole('textbox', { name: 'Message' }).fill(`thanks ${tag}`);
  await creator.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(fan.getByText(`thanks ${tag}`)).toBeVisible();

  // a tip: the system line on both sides
  await fan.getByRole('button', { name: 'Send tip' }).click();
  const dialog = fan.getByRole('dialog', { name: /Send a tip/ });
  await dialog.getByLabel('Amount (USD)').fill('12.5');
  await dialog.getByRole('button', { name: /Send \$12\.50/ }).click();
  const thanks = fan.getByRole('dialog', { name: 'Thank you for the tip' });
  await expect(thanks.getByText('$12.50 sent to Demo Creator')).toBeVisible();
  await thanks.getByRole('button', { name: 'Done' }).click();
  await expect(
    fan.getByTestId('stream-system-line').filter({ hasText: 'Demo Fan tipped $12.50' }),
  ).toBeVisible();
  await expect(
    creator.getByTestId('stream-system-line').filter({ hasText: 'Demo Fan tipped $12.50' }),
  ).toBeVisible();

  // a reload keeps the session: the creator resumes it, with its chat, and the fan's picture comes back
  await creator.reload();
  const resume = creator
    .getByRole('region', { name: 'Open live session' })
    .getByRole('button', { name: 'Resume live' });
  await waitForHydration(resume);
  await expect(resume).toBeEnabled({ timeout: 20_000 });
  await resume.click();
  await expect(creator.getByText('● Live streaming')).toBeVisible({ timeout: 30_000 });
  await expect(
    creator.getByTestId('stream-system-line').filter({ hasText: 'Demo Fan tipped $12.50' }),
  ).toBeVisible();
  await expectFrames(fan, /live video$/);

  // the creator ends while the fan has the tip dialog open: the fan is told and sent back to the profile,
  // and the dialog does not follow them there
  await fan.getByRole('button', { name: 'Send tip' }).click();
  await expect(fan.getByRole('dialog', { name: /Send a tip/ })).toBeVisible();
  await endLive(creator);
  await expect(fan).toHaveURL(new RegExp(`/${DEMO.creator.username}\\?msg=`), { timeout: 20_000 });
  await expect(fan.getByText('Streaming session has ended!').first()).toBeVisible();
  await expect(fan.getByRole('dialog', { name: /Send a tip/ })).toHaveCount(0);
  await creatorContext.close();
  await fanContext.close();
});

test('a paid live asks the fan to buy it first', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await topUp(request, DEMO.fan.username, 20);
  const creatorContext = await browser.newContext();
  const fanContext = await browser.newContext();
  await signIn(creatorContext, request, DEMO.creator.username);
  await signIn(fanContext, request, DEMO.fan.username);
  const creator = await openLive(creatorContext);
  await goLive(creator, 'E2E paid live', 4.5);

  const fan = await fanContext.newPage();
  await fan.goto(`/streaming/${DEMO.creator.username}`);
  const buy = fan.getByRole('dialog', { name: `Join ${DEMO.creator.name} live chat` });
  await expect(buy).toBeVisible();
  await expect(buy.getByText(/\$4\.50 from your wallet/)).toBeVisible();
  // Escape does not close it
  await fan.keyboard.press('Escape');
  await expect(buy).toBeVisible();
  await waitForHydration(buy.getByRole('button', { name: 'Pay $4.50' }));
  await buy.getByRole('button', { name: 'Pay $4.50' }).click();
  await expect(buy).toBeHidden();
  await expectFrames(fan, /live video$/);
  // bought once: a reload goes straight in
  await fan.reload();
  await expect(fan.getByRole('dialog', { name: /live chat/ })).toBeHidden();
  await expectFrames(fan, /live video$/);
  await endLive(creator);
  await creatorContext.close();
  await fanContext.close();
});

test('a private show is requested, accepted, seen both ways and billed per minute', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await topUp(request, DEMO.fan.username, 10);
  const creatorContext = await browser.newContext();
  const fanContext = await browser.newContext();
  await signIn(creatorContext, request, DEMO.creator.username);
  const fanToken = await signIn(fanContext, request, DEMO.fan.username);
  const balance = async () =>
    (
      (await (await request.get(`${API_URL}/users/me`, { headers: { Authorization: fanToken } })).json()) as {
        data: { balance: number };
      }
    ).data.balance;

  // the creator is online (any page)
  const creator = await creatorContext.newPage();
  await creator.goto('/home');
  const fan = await fanContext.newPage();
  await fan.goto(`/${DEMO.creator.username}`);
  const ask = fan.getByRole('button', { name: /Private show · \$2\.99\/min/ });
  await waitForHydration(ask);
  await ask.click();
  const confirm = fan.getByRole('dialog', { name: /Request a private show/ });
  await expect(confirm.getByText(/Each started minute costs \$2\.99/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Send request' }).click();
  await expect(fan).toHaveURL(/\/streaming\/private\//);
  await expect(fan.getByText(/Waiting for Demo Creator to accept/)).toBeVisible();
  const before = await balance();

  const requests = creator.getByRole('region', { name: 'Private show requests' });
  await expect(requests.getByText('Demo Fan')).toBeVisible({ timeout: 20_000 });
  await requests.getByRole('button', { name: "Accept Demo Fan's private show" }).click();
  await expect(creator).toHaveURL(/\/streaming\/private\//);

  // both see each other
  await expectFrames(creator, "Demo Fan's video");
  await expectFrames(fan, "Demo Creator's video");
  // the first minute is charged at acceptance
  await expect.poll(balance).toBeCloseTo(before - 2.99, 2);
  await expect(fan.getByText(/1 minute · \$2\.99 charged/)).toBeVisible();

  // the fan ends: the creator is told
  await fan.getByRole('button', { name: 'End private show' }).click();
  await fan
    .getByRole('dialog', { name: 'End the private show?' })
    .getByRole('button', { name: 'End show' })
    .click();
  await expect(fan).toHaveURL(new RegExp(`/${DEMO.creator.username}$`));
  await expect(creator.getByRole('heading', { name: 'The fan ended the private show' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await balance()).toBeCloseTo(before - 2.99, 2);
  await creatorContext.close();
  await fanContext.close();
});

test('closing both pages ends a private show within its grace period; billing stops', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await topUp(request, DEMO.fan.username, 10);
  const creatorContext = await browser.newContext();
  const fanContext = await browser.newContext();
  await signIn(creatorContext, request, DEMO.creator.username);
  const fanToken = await signIn(fanContext, request, DEMO.fan.username);
  const headers = { Authorization: fanToken };
  const balance = async () =>
    ((await (await request.get(`${API_URL}/users/me`, { headers })).json()) as { data: { balance: number } })
      .data.balance;

  const creator = await creatorContext.newPage();
  await creator.goto('/home');
  const fan = await fanContext.newPage();
  await fan.goto(`/${DEMO.creator.username}`);
  const ask = fan.getByRole('button', { name: /Private show · \$2\.99\/min/ });
  await waitForHydration(ask);
  await ask.click();
  await fan
    .getByRole('dialog', { name: /Request a private show/ })
    .getByRole('button', { name: 'Send request' })
    .click();
  await expect(fan).toHaveURL(/\/streaming\/private\//);
  const conversationId = new URL(fan.url()).pathname.split('/').pop() ?? '';
  const before = await balance();
  const requests = creator.getByRole('region', { name: 'Private show requests' });
  await requests.getByRole('button', { name: "Accept Demo Fan's private show" }).click({ timeout: 20_000 });
  await expect(creator).toHaveURL(/\/streaming\/private\//);
  await expect(fan.getByText(/1 minute · \$2\.99 charged/)).toBeVisible({ timeout: 20_000 });

  // both close their browsers: nobody is left to bill
  const closedAt = Date.now();
  await fanContext.close();
  await creatorContext.close();
  const show = async () =>
    (
      (await (
        await request.get(`${API_URL}/streaming/private-chat/${conversationId}/show`, { headers })
      ).json()) as {
        data: { stream: { endedAt: string | null; endReason: string; billedMinutes: number } };
      }
    ).data.stream;
  // 30 s of grace, seen by a sweep that runs every 5 s
  await expect
    .poll(async () => (await show()).endedAt, { timeout: 50_000, intervals: [2_000] })
    .not.toBeNull();
  expect(Date.now() - closedAt).toBeLessThan(45_000);
  expect(await show()).toMatchObject({ endReason: 'fan-gone', billedMinutes: 1 });
  expect(await balance()).toBeCloseTo(before - 2.99, 2);

  // the fan opens the show again: it says why it ended
  const again = await browser.newContext();
  await signIn(again, request, DEMO.fan.username);
  const page = await again.newPage();
  await page.goto(`/streaming/private/${conversationId}`);
  await expect(
    page.getByRole('heading', { name: 'The private show ended: the fan was disconnected for 30 seconds' }),
  ).toBeVisible();
  expect(await balance()).toBeCloseTo(before - 2.99, 2);
  await again.close();
});
