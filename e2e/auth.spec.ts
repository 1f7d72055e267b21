// Journeys of signing in and out: where each kind of account lands, what a wrong password shows, how long the
// login lasts, which pages send a visitor back to login, password reset through the mail outbox, sign-up.
import { expect, test, type Page, type WebSocket } from '@playwright/test';
import {
  API_URL,
  APP_URL,
  DAY_MS,
  DEMO,
  DEMO_PASSWORD,
  gotoLogin,
  loginWithForm,
  registerFan,
  signIn,
  uniqueId,
  waitForHydration,
  waitForMailLink,
} from './helpers';

async function tokenCookie(page: Page) {
  return (await page.context().cookies(APP_URL)).find((c) => c.name === 'token');
}

test.describe('login page', () => {
  test('a visitor opening the site sees the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Email or username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
    // Google and Twitter are not configured in e2e: no buttons for them.
    await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /twitter/i })).toHaveCount(0);
  });

  test('a wrong password shows the server message and keeps the visitor on login', async ({ page }) => {
    await loginWithForm(page, DEMO.fan.username, 'not-the-password');
    await expect(page.getByText('The username, email or password is incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test('an unknown account gets the same message as a wrong password (accounts are not revealed)', async ({
    page,
  }) => {
    await loginWithForm(page, `nobody-${uniqueId()}`, DEMO_PASSWORD);
    await expect(page.getByText('The username, email or password is incorrect')).toBeVisible();
  });
});

test('an inactive account is refused with the server message', async ({ page }) => {
  await loginWithForm(page, DEMO.inactiveFan.username);
  await expect(page.getByText('This account is inactive')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test.describe('where each account lands after login', () => {
  test('a fan logging in by username lands on /home', async ({ page }) => {
    await loginWithForm(page, DEMO.fan.username);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discover creators' }).first()).toBeVisible();
    expect(page.url()).not.toContain(DEMO_PASSWORD);
  });

  test('a creator logging in by email lands on their profile page', async ({ page }) => {
    await loginWithForm(page, DEMO.creator.email);
    await expect(page).toHaveURL(new RegExp(`/${DEMO.creator.username}$`));
  });

  test('a fan without a username is sent to /user/account', async ({ page }) => {
    await loginWithForm(page, DEMO.incompleteFan.email);
    await expect(page).toHaveURL(/\/user\/account$/);
  });

  test('a creator without an email is sent to /creator/account', async ({ page }) => {
    await loginWithForm(page, DEMO.incompleteCreator.username);
    await expect(page).toHaveURL(/\/creator\/account$/);
  });
});

test.describe('how long a login lasts', () => {
  test('"Remember me" on keeps the token cookie for 365 days', async ({ page }) => {
    await loginWithForm(page, DEMO.fan.username, DEMO_PASSWORD, { remember: true });
    await expect(page).toHaveURL(/\/home$/);
    const cookie = await tokenCookie(page);
    expect(cookie, 'token cookie').toBeDefined();
    const days = (cookie!.expires * 1000 - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');
  });

  test('"Remember me" off keeps the token cookie for 1 day', async ({ page }) => {
    await loginWithForm(page, DEMO.fan.username, DEMO_PASSWORD, { remember: false });
    await expect(page).toHaveURL(/\/home$/);
    const cookie = await tokenCookie(page);
    expect(cookie, 'token cookie').toBeDefined();
    const days = (cookie!.expires * 1000 - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(0.95);
    expect(days).toBeLessThan(1.05);
  });
});

test.describe('pages that need a login', () => {
  test('/user/account without a login sends the visitor to login', async ({ page }) => {
    await page.goto('/user/account');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('a creator-only page opened by a fan sends them to login, where a creator can sign in and continue', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, request, DEMO.fan.username);
    await page.goto('/creator/account');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcreator%2Faccount$/);
    await expect(page.getByRole('status')).toContainText(`signed in as @${DEMO.fan.username}`);
    const submit = page.getByRole('button', { name: 'Log in' });
    await waitForHydration(submit);
    await page.getByLabel('Email or username').fill(DEMO.creator.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/creator\/account$/);
  });

  test('an invalid token is treated as no login and cleared', async ({ page, context }) => {
    await context.addCookies([{ name: 'token', value: 'f'.repeat(48), url: APP_URL }]);
    await page.goto('/user/account');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect.poll(() => tokenCookie(page)).toBeUndefined();
  });
});

test('signing out returns to login, removes the cookie, closes the socket and revokes the token', async ({
  page,
  request,
}) => {
  const sockets: WebSocket[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/socket.io/')) sockets.push(ws);
  });
  await loginWithForm(page, DEMO.fan.username);
  await expect(page).toHaveURL(/\/home$/);
  await expect
    .poll(() => sockets.length, { message: 'the app opens a socket.io websocket when logged in' })
    .toBeGreaterThan(0);
  const token = (await tokenCookie(page))?.value;
  expect(token, 'token cookie after login').toBeTruthy();
  const socket = sockets.at(-1)!;
  const closed = socket.isClosed() ? Promise.resolve() : socket.waitForEvent('close', { timeout: 10_000 });

  const menuButton = page.getByRole('button', { name: 'Open profile menu' });
  await waitForHydration(menuButton);
  await menuButton.click();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => tokenCookie(page)).toBeUndefined();
  await closed;
  // The app does not reconnect after logout.
  await page.waitForTimeout(1_500);
  expect(sockets.filter((s) => !s.isClosed())).toHaveLength(0);

  // The session is gone: an account page sends the visitor back to login...
  await page.goto('/user/account');
  await expect(page).toHaveURL(/\/auth\/login/);
  // ...and the API revoked the token itself (S3), so a copy of it is worthless.
  const replay = await request.get(`${API_URL}/users/me`, { headers: { Authorization: token! } });
  expect(replay.status()).toBe(401);
});

test('a fan resets a forgotten password through the emailed link', async ({ page, request }) => {
  const fan = await registerFan(request);
  await gotoLogin(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  const email = page.getByLabel('Email');
  await waitForHydration(email);
  await email.fill(fan.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const link = await waitForMailLink(
    fan.email,
    /https?:\/\/[^\s"'<>]+\/auth\/reset-password\?token=[^\s"'<>]+/,
  );
  expect(link.startsWith(`${APP_URL}/auth/reset-password?token=`)).toBe(true);
  await page.goto(link);
  const newPassword = 'New-e2e-password-2';
  const passwordInput = page.getByLabel('New password');
  await waitForHydration(passwordInput);
  await passwordInput.fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The link works once; the old password no longer does, the new one does.
  await loginWithForm(page, fan.username, fan.password);
  await expect(page.getByText('The username, email or password is incorrect')).toBeVisible();
  await loginWithForm(page, fan.username, newPassword);
  await expect(page).toHaveURL(/\/home$/);
});

test('a new fan signs up and then logs in', async ({ page }) => {
  const username = uniqueId('new');
  const password = 'Signup-e2e-password-3';
  await gotoLogin(page);
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register/);
  await page.getByRole('link', { name: 'Continue as a fan' }).click();
  await expect(page).toHaveURL(/\/auth\/fan-register/);

  const firstName = page.getByLabel('First name');
  await waitForHydration(firstName);
  await firstName.fill('Nina');
  await page.getByLabel('Last name').fill('Newfan');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('status')).toHaveText('Your account has been created. Please log in.');

  await loginWithForm(page, username, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
});
