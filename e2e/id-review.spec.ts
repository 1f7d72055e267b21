// Issue 20 item 12, as a new creator lives it: after signing up with ID pictures, the account page's ID tab
// shows both pictures and says they wait for review; when the operator approves them
// (`npm run accounts -- verify`), the open page says so without a reload or a new login.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_URL, runCli, signIn, uniqueId, waitForHydration } from './helpers';

const PHOTO = path.join(__dirname, 'fixtures', 'photo-2.jpg');

test('a new creator sees their ID pictures, waits for review, and is verified in place', async ({
  page,
  context,
  request,
}) => {
  const username = uniqueId('idrev');
  const picture = { name: 'id.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTO) };
  const signUp = await request.post(`${API_URL}/auth/performers/register`, {
    multipart: {
      firstName: 'Ida',
      lastName: 'Review',
      username,
      email: `${username}@example.com`,
      password: 'ida-password',
      gender: 'female',
      idVerification: picture,
      documentVerification: { ...picture, name: 'selfie.jpg' },
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await signIn(context, request, username, 'ida-password');

  await page.goto('/creator/account');
  const tab = page.getByRole('tab', { name: 'ID documents' });
  await waitForHydration(tab);
  await tab.click();
  await expect(page.getByText('Your ID documents are waiting for review.')).toBeVisible();
  for (const name of ['Government ID preview', 'Selfie with ID preview']) {
    const img = page.getByRole('img', { name });
    await expect(img).toBeVisible();
    // the picture really loads (it was a broken image: the file route wants the owner's header)
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }

  expect(await runCli('accounts', 'verify', username)).toContain('ID documents verified');
  await expect(page.getByText('Your ID documents are verified.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('You can post, sell and go live.')).toBeVisible();

  expect(await runCli('accounts', 'unverify', username, '--note', 'The selfie is blurred')).toContain(
    'not approved',
  );
  await expect(page.getByText('Reason: The selfie is blurred')).toBeVisible({ timeout: 10_000 });
});
