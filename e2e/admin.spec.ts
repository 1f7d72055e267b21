// The operator console's journeys (issue 23): an operator without two-factor sets it up before anything else; a
// new creator's ID documents are approved in the queue and the creator goes live without logging in again; the
// queue on a phone. The codes come from the API's own TOTP module. Serial: one demo operator enrols once.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { stepAt, totpCode } from '../api/src/lib/totp';
import {
  API_URL,
  APP_URL,
  apiLogin,
  loginWithForm,
  registerFan,
  signIn,
  uniqueId,
  waitForHydration,
} from './helpers';

test.describe.configure({ mode: 'serial' });

const ADMIN = 'demo-admin';
const PHOTO = path.join(__dirname, 'fixtures', 'photo-2.jpg');
/** what the operator's enrolment gave: the secret and the recovery codes not used yet */
const enrolled: { secret: string; recovery: string[] } = { secret: '', recovery: [] };

async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A console session that passed two-factor: enrolled through the API if no journey did it yet, else a recovery code. */
async function operatorSignIn(context: BrowserContext, request: APIRequestContext): Promise<string> {
  const token = await apiLogin(request, ADMIN);
  const headers = { Authorization: token };
  const status = (await (await request.get(`${API_URL}/admin/2fa`, { headers })).json()) as {
    data: { enrolled: boolean };
  };
  if (!status.data.enrolled) {
    const start = await request.post(`${API_URL}/admin/2fa/enrol`, { headers });
    enrolled.secret = ((await start.json()) as { data: { secret: string } }).data.secret;
    const confirm = await request.post(`${API_URL}/admin/2fa/confirm`, {
      headers,
      data: { code: totpCode(enrolled.secret, stepAt(new Date())) },
    });
    expect(confirm.status(), await confirm.text()).toBe(200);
    enrolled.recovery = ((await confirm.json()) as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
  } else {
    const recoveryCode = enrolled.recovery.shift();
    expect(recoveryCode, 'a recovery code kept from the enrolment').toBeTruthy();
    const verify = await request.post(`${API_URL}/admin/2fa/verify`, { headers, data: { recoveryCode } });
    expect(verify.status(), await verify.text()).toBe(200);
  }
  await context.addCookies([{ name: 'token', value: token, url: APP_URL, sameSite: 'Lax' }]);
  return token;
}

/** A creator who just signed up with an ID picture and a selfie (waiting for review). */
async function newApplicant(request: APIRequestContext, prefix: string) {
  const username = uniqueId(prefix);
  const picture = { name: 'id.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTO) };
  const signUp = await request.post(`${API_URL}/auth/performers/register`, {
    multipart: {
      firstName: 'Vera',
      lastName: 'Applicant',
      username,
      email: `${username}@example.com`,
      password: 'vera-password',
      gender: 'female',
      idVerification: picture,
      documentVerification: { ...picture, name: 'selfie.jpg' },
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  return { username, password: 'vera-password' };
}

async function openQueue(page: Page) {
  await page.goto('/admin/verifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Creator verification' })).toBeVisible();
}

test('an operator without two-factor sets it up before anything else and sees the recovery codes once', async ({
  page,
}) => {
  await loginWithForm(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  // nothing of the console before the set-up
  await expect(page.getByRole('heading', { name: 'Open work' })).toHaveCount(0);
  await page.goto('/admin/verifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  await expectNoSeriousAxe(page);

  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('link', { name: 'add to my authenticator app' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/.+secret=${secret}`),
  );
  // the QR code an authenticator app scans: a PNG drawn in the page from the same link
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(224);
  const field = page.getByLabel('Code from the app');
  await waitForHydration(field);
  await field.fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('This code is not valid')).toBeVisible();
  await field.fill(totpCode(secret, stepAt(new Date())));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  enrolled.secret = secret;
  enrolled.recovery = codes.map((c) => c.trim());
  const open = page.getByRole('button', { name: 'Open the console' });
  await expect(open).toBeDisabled();
  await page.getByLabel('I saved my recovery codes').check();
  await open.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creator verification' })).toBeVisible();
  await expectNoSeriousAxe(page);
});

test('a new creator is approved in the queue and goes live without logging in again', async ({
  browser,
  request,
}) => {
  // two users' journeys and two accessibility scans: 14–25 s on a quiet machine, over 30 s on a loaded one
  test.slow();
  const applicant = await newApplicant(request, 'queue');
  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  await signIn(creatorContext, request, applicant.username, applicant.password);
  await creator.goto('/creator/live');
  await expect(creator).toHaveURL(/\/creator\/account\?msg=/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await operatorSignIn(adminContext, request);
  await openQueue(admin);
  const card = admin.getByRole('region', { name: `Applicant ${applicant.username}` });
  await expect(card).toBeVisible();
  const applicantItem = admin.getByRole('listitem').filter({ has: card });
  for (const name of ['Government ID', 'Selfie with ID']) {
    const img = applicantItem.getByRole('img', { name, exact: true });
    await expect(img).toBeVisible();
    // the signed link really serves the picture to the operator
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectNoSeriousAxe(admin);
  const approve = card.getByRole('button', { name: `Approve ${applicant.username}` });
  await waitForHydration(approve);
  await approve.click();
  await expect(admin.getByText(`${applicant.username} is verified`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // the creator's session is the one they had: the live page opens now
  await creator.goto('/creator/live');
  await expect(creator).toHaveURL(/\/creator\/live$/);
  await expect(creator.getByRole('heading', { level: 1, name: 'Go live' })).toBeVisible();

  // the decision is in the audit log
  await admin.goto('/admin/audit');
  const action = admin.getByLabel('Action');
  await waitForHydration(action);
  await action.fill('verification.approve');
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin.getByRole('cell', { name: 'verification.approve' }).first()).toBeVisible();
  await expectNoSeriousAxe(admin);
  await creatorContext.close();
  await adminContext.close();
});

test("a creator asks for a payout, the operator marks it paid, the creator's page follows live", async ({
  browser,
  request,
}) => {
  const CREATOR = 'creator-21';
  const money = (token: string) => ({ Authorization: token, 'Idempotency-Key': uniqueId('key') });
  // a fan tips the creator $75 (the creator keeps $60), who saves banking details and asks for $50
  const fan = await registerFan(request);
  const fanToken = await apiLogin(request, fan.username, fan.password);
  const card = await request.post(`${API_URL}/sandbox/cards`, {
    headers: { Authorization: fanToken },
    data: { number: '4242 4242 4242 4242', holderName: 'Eve', month: 12, year: 2030, cvc: '123' },
  });
  const cardId = ((await card.json()) as { data: { _id: string } }).data._id;
  const topUp = await request.post(`${API_URL}/payment/wallet/top-up`, {
    headers: money(fanToken),
    data: { amount: 100, paymentGateway: 'sandbox', cardId },
  });
  expect(topUp.status(), await topUp.text()).toBe(200);
  const profile = await request.get(`${API_URL}/performers/${CREATOR}`);
  const creatorId = ((await profile.json()) as { data: { _id: string } }).data._id;
  const tip = await request.post(`${API_URL}/wallet/charges/tip/${creatorId}`, {
    headers: money(fanToken),
    data: { price: 75 },
  });
  expect(tip.status(), await tip.text()).toBe(200);
  const creatorToken = await apiLogin(request, CREATOR);
  const bank = await request.put(`${API_URL}/performers/banking-settings`, {
    headers: money(creatorToken),
    data: { firstName: 'Olive', lastName: 'Payee', bankAccount: 'DE00123456780000', bankName: 'Test Bank' },
  });
  expect(bank.status(), await bank.text()).toBe(200);
  const ask = await request.post(`${API_URL}/payout-requests`, {
    headers: money(creatorToken),
    data: { requestTokens: 50, paymentAccountType: 'banking', requestNote: 'For rent' },
  });
  expect(ask.status(), await ask.text()).toBe(200);

  const creatorContext = await browser.newContext();
  await creatorContext.addCookies([{ name: 'token', value: creatorToken, url: APP_URL, sameSite: 'Lax' }]);
  const creator = await creatorContext.newPage();
  await creator.goto('/creator/payout-request');
  const requestRow = creator.getByRole('row', { name: /\$50\.00/ });
  await expect(requestRow).toContainText('Pending');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await operatorSignIn(adminContext, request);
  await admin.goto('/admin/payouts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Payout requests' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: CREATOR });
  await expect(row).toContainText('$50.00');
  await expect(row).toContainText('Olive Payee, Test Bank, account DE00123456780000');
  await expect(row).toContainText('Creator: For rent');
  await expectNoSeriousAxe(admin);
  const markPaid = row.getByRole('button', { name: `Mark paid ${CREATOR}'s $50.00` });
  await waitForHydration(markPaid);
  await markPaid.click();
  const dialog = admin.getByRole('dialog', { name: `Mark paid ${CREATOR}'s $50.00?` });
  await dialog.getByLabel(/Note for the creator/).fill('Paid by transfer');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText(`${CREATOR}'s request is now paid.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // the creator's open page follows without a reload
  await expect(requestRow).toContainText('Done', { timeout: 15_000 });
  await expect(requestRow).toContainText('Paid by transfer');
  await creatorContext.close();
  await adminContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the queue reads as cards and a rejection asks for a reason first', async ({
    page,
    context,
    request,
  }) => {
    const applicant = await newApplicant(request, 'phoneq');
    await operatorSignIn(context, request);
    await openQueue(page);
    const card = page.getByRole('region', { name: `Applicant ${applicant.username}` });
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxe(page);

    const reject = card.getByRole('button', { name: 'Reject…' });
    await waitForHydration(reject);
    await reject.click();
    const dialog = page.getByRole('dialog', { name: `Reject ${applicant.username}'s documents` });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Reject' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Reason/).fill('The selfie is blurred');
    await confirm.click();
    await expect(page.getByText(`${applicant.username} was told why`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // the other console pages fit the phone too (their tables become cards)
    for (const [url, heading] of [
      ['/admin/payouts', 'Payout requests'],
      ['/admin/audit', 'Audit log'],
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /request|entr/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(390);
    }
  });
});
