// The console's People and Moderation pages (issue 23): a fan reports a post through its Report action, an
// operator hides it from the moderation page, and it leaves the fan's feed and its address (its creator sees it
// marked in their studio, the decision is in the audit log); an operator finds a fan and deactivates them, and
// the fan's session ends; both pages on a phone; axe on each. Each test makes its own operator (the admins
// command), so this spec does not depend on admin.spec.ts having enrolled demo-admin.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { stepAt, totpCode } from '../api/src/lib/totp';
import {
  API_URL,
  APP_URL,
  DEMO,
  apiLogin,
  registerFan,
  runCli,
  signIn,
  uniqueId,
  waitForHydration,
} from './helpers';

// journeys across three browser contexts and axe runs: longer than the default 30 s on a shared machine
test.describe.configure({ timeout: 120_000 });

async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A new operator (as `npm run admins -- create` makes one) who set up two-factor: the browser context's session. */
async function newOperator(context: BrowserContext, request: APIRequestContext): Promise<string> {
  const username = uniqueId('ops');
  const out = await runCli('admins', 'create', username, `${username}@example.com`);
  const password = out.match(/Password \(shown once\): (\S+)/)?.[1] ?? '';
  expect(password, out).not.toBe('');
  const token = await apiLogin(request, username, password);
  const headers = { Authorization: token };
  const start = await request.post(`${API_URL}/admin/2fa/enrol`, { headers });
  const { secret } = ((await start.json()) as { data: { secret: string } }).data;
  const confirm = await request.post(`${API_URL}/admin/2fa/confirm`, {
    headers,
    data: { code: totpCode(secret, stepAt(new Date())) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  await context.addCookies([{ name: 'token', value: token, url: APP_URL, sameSite: 'Lax' }]);
  return token;
}

test('a fan reports a post, the operator hides it, and it leaves the fan’s feed and its address', async ({
  browser,
  request,
}) => {
  const creatorToken = await apiLogin(request, DEMO.creator.username);
  const tag = uniqueId('scam');
  const text = `${tag} win a free phone, send me your password`;
  const created = await request.post(`${API_URL}/performer/feeds`, {
    headers: { Authorization: creatorToken },
    data: { type: 'text', text },
  });
  expect(created.status(), await created.text()).toBe(200);
  const postId = ((await created.json()) as { data: { _id: string } }).data._id;
  const fanContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    // the fan reports it from their feed
    const fan = await fanContext.newPage();
    await signIn(fanContext, request, DEMO.fan.username);
    await fan.goto('/home');
    const card = fan.getByRole('article').filter({ hasText: text });
    await expect(card).toBeVisible();
    const report = card.getByRole('button', { name: 'Report' });
    await waitForHydration(report);
    await report.click();
    const modal = fan.getByRole('dialog', { name: 'Report' });
    await modal.getByLabel('Spam or misleading').check();
    await modal.getByLabel('Description').fill('Phishing for passwords');
    await modal.getByRole('button', { name: 'Submit report' }).click();
    await expect(modal).toBeHidden();

    // the operator sees it in the queue with its preview, and hides it
    const admin = await adminContext.newPage();
    await newOperator(adminContext, request);
    await admin.goto('/admin/moderation');
    await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const item = admin.getByRole('listitem').filter({ hasText: tag });
    await expect(item).toContainText('Post: spam or misleading');
    await expect(item).toContainText('Phishing for passwords');
    await expect(item).toContainText(`Filed by ${DEMO.fan.username}`);
    await expect(item.getByRole('group', { name: 'The reported post' })).toContainText(text);
    await expect(item.getByRole('group', { name: 'The reported post' })).toContainText('Visible on the site');
    await expectNoSeriousAxe(admin);
    const hide = item.getByRole('button', { name: 'Hide the post…' });
    await waitForHydration(hide);
    await hide.click();
    const dialog = admin.getByRole('dialog', { name: `Hide ${DEMO.creator.username}'s post?` });
    await dialog.getByLabel(/Note for the author/).fill('Phishing');
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await expect(admin.getByText('The post is hidden; its open reports are marked acted on.')).toBeVisible();
    // decided, it leaves the open queue; under "Acted on" it shows hidden, with the way back
    await expect(item).toHaveCount(0);
    await admin.getByLabel('Status').selectOption('actioned');
    await expect(item).toContainText('Hidden by moderation');
    await expect(item).toContainText('Decision note: Phishing');
    await expect(item.getByRole('button', { name: 'Restore the post…' })).toBeVisible();

    // the fan's feed and the post's address no longer show it
    await fan.reload();
    await expect(fan.getByRole('article').first()).toBeVisible();
    await expect(fan.getByRole('article').filter({ hasText: tag })).toHaveCount(0);
    await fan.goto(`/post/${postId}`);
    await expect(fan).toHaveTitle('Post not found');
    await expect(fan.getByText(tag)).toHaveCount(0);

    // its creator still has it, marked, in their studio
    const creatorContext = await browser.newContext();
    await creatorContext.addCookies([{ name: 'token', value: creatorToken, url: APP_URL, sameSite: 'Lax' }]);
    const studio = await creatorContext.newPage();
    await studio.goto(`/creator/my-post?q=${tag}`);
    await expect(studio.getByRole('row').filter({ hasText: tag })).toContainText('Hidden by moderation');
    await creatorContext.close();

    // the decision is in the audit log
    await admin.goto('/admin/audit');
    const targetId = admin.getByLabel('Target id');
    await waitForHydration(targetId);
    await targetId.fill(postId);
    await admin.getByRole('button', { name: 'Filter' }).click();
    const row = admin.getByRole('row').filter({ hasText: 'feed.hide' });
    await expect(row).toContainText('Phishing');
  } finally {
    await request.delete(`${API_URL}/performer/feeds/${postId}`, {
      headers: { Authorization: creatorToken },
    });
    await fanContext.close();
    await adminContext.close();
  }
});

test('a fan reports a message, the operator hides it, and the fan’s thread reads it as removed', async ({
  browser,
  request,
}) => {
  const fanToken = await apiLogin(request, DEMO.fan.username);
  const creatorToken = await apiLogin(request, DEMO.creator.username);
  const creator = await request.get(`${API_URL}/performers/${DEMO.creator.username}`);
  const creatorId = ((await creator.json()) as { data: { _id: string } }).data._id;
  const conv = await request.post(`${API_URL}/conversations`, {
    headers: { Authorization: fanToken },
    data: { source: 'performer', sourceId: creatorId },
  });
  const conversationId = ((await conv.json()) as { data: { _id: string } }).data._id;
  const tag = uniqueId('rude');
  const text = `${tag} you are worthless`;
  const sent = await request.post(`${API_URL}/messages/conversations/${conversationId}`, {
    headers: { Authorization: creatorToken },
    data: { text },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const fanContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const fan = await fanContext.newPage();
    await signIn(fanContext, request, DEMO.fan.username);
    await fan.goto(`/messages?conversationId=${conversationId}`);
    const message = fan.getByRole('article').filter({ hasText: tag });
    await expect(message).toBeVisible();
    const report = message.getByRole('button', { name: 'Report message' });
    await waitForHydration(report);
    await report.click();
    const modal = fan.getByRole('dialog', { name: 'Report' });
    await modal.getByLabel('Harassment or bullying').check();
    await modal.getByLabel('Description').fill('Insults in private messages');
    await modal.getByRole('button', { name: 'Submit report' }).click();
    await expect(modal).toBeHidden();

    const admin = await adminContext.newPage();
    await newOperator(adminContext, request);
    await admin.goto('/admin/moderation');
    const item = admin.getByRole('listitem').filter({ hasText: tag });
    await expect(item).toContainText('Message: harassment or bullying');
    await expect(item.getByRole('group', { name: 'The reported message' })).toContainText(text);
    const hide = item.getByRole('button', { name: 'Hide the message…' });
    await waitForHydration(hide);
    await hide.click();
    const dialog = admin.getByRole('dialog', { name: `Hide ${DEMO.creator.username}'s message?` });
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await expect(
      admin.getByText('The message is hidden; its open reports are marked acted on.'),
    ).toBeVisible();

    // the fan's open thread hears it at once (no reload)
    await expect(fan.getByText('Message removed by moderation')).toBeVisible();
    await expect(fan.getByText(tag)).toHaveCount(0);
  } finally {
    await fanContext.close();
    await adminContext.close();
  }
});

test('the operator finds a fan and deactivates them: the fan’s session ends', async ({
  browser,
  request,
}) => {
  const fanAccount = await registerFan(request);
  const fanContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const fan = await fanContext.newPage();
    const fanToken = await signIn(fanContext, request, fanAccount.username, fanAccount.password);
    await fan.goto('/home');
    await expect(fan).toHaveURL(/\/home$/);

    const admin = await adminContext.newPage();
    await newOperator(adminContext, request);
    await admin.goto('/admin/people');
    await expect(admin.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    const search = admin.getByLabel('Name, username or e-mail');
    await waitForHydration(search);
    await search.fill(fanAccount.username);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin.getByRole('status').filter({ hasText: '1 account' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: fanAccount.email });
    await expect(row).toContainText('Fan');
    await expect(row).toContainText('$0.00');
    await expectNoSeriousAxe(admin);
    await row.getByRole('link', { name: fanAccount.username }).click();

    await expect(admin.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const account = admin.getByRole('region', { name: 'Account', exact: true });
    await expect(account).toContainText(`@${fanAccount.username}`);
    await expect(account).toContainText('Active');
    await expect(admin.getByRole('region', { name: 'Ledger (latest lines)' })).toContainText(
      'No money has moved',
    );
    await expectNoSeriousAxe(admin);
    const deactivate = admin.getByRole('button', { name: `Deactivate ${fanAccount.username}…` });
    await waitForHydration(deactivate);
    await deactivate.click();
    const dialog = admin.getByRole('dialog', { name: `Deactivate ${fanAccount.username}?` });
    await dialog.getByLabel(/Note for the audit log/).fill('Chargeback fraud');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(
      admin.getByText(`${fanAccount.username} is deactivated: their sessions have ended.`),
    ).toBeVisible();
    await expect(account).toContainText('Deactivated');
    await expect(admin.getByRole('button', { name: `Activate ${fanAccount.username}…` })).toBeVisible();

    // the fan's token no longer works, and their next page asks them to log in
    const me = await request.get(`${API_URL}/users/me`, { headers: { Authorization: fanToken } });
    expect(me.status()).toBe(401);
    await fan.goto('/home');
    await expect(fan).toHaveURL(/\/auth\/login/);
  } finally {
    await fanContext.close();
    await adminContext.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('People, an account and Moderation read as cards without sideways scrolling', async ({
    page,
    context,
    request,
  }) => {
    await newOperator(context, request);
    for (const [url, heading, status] of [
      ['/admin/people', 'People', /account/],
      ['/admin/moderation', 'Moderation', /report/],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: status })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(390);
      await expectNoSeriousAxe(page);
    }
    // an account with money on it: the demo creator
    await page.goto('/admin/people');
    const search = page.getByLabel('Name, username or e-mail');
    await waitForHydration(search);
    await search.fill(DEMO.creator.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: DEMO.creator.username, exact: true }).click();
    await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText('Commission');
    await expect(page.getByRole('region', { name: 'Purchases' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxe(page);
  });
});
