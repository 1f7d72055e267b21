// Issue 10's journey: a creator watches their earnings page while a fan tips them from the profile; the tip
// appears in the table and the chart without a reload. The creator saves banking details and requests a payout;
// the operator's command marks it done, and the creator's open page follows: status, note and balance.
import { expect, test } from '@playwright/test';
import { API_URL, apiLogin, registerFan, runCli, saveBanking, signIn, waitForHydration } from './helpers';

// a seeded creator no other test pays, so every figure here is exact (20 % site commission)
const CREATOR = 'creator-20';

test('tip → earnings table and chart → payout request → operator marks it done → balance follows', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // a fan with $100 in the wallet
  const fan = await registerFan(request);
  const headers = { Authorization: await apiLogin(request, fan.username, fan.password) };
  const card = await request.post(`${API_URL}/sandbox/cards`, {
    headers,
    data: { number: '4242 4242 4242 4242', holderName: 'Eve', month: 12, year: 2030, cvc: '123' },
  });
  const cardId = ((await card.json()) as { data: { _id: string } }).data._id;
  expect(
    (
      await request.post(`${API_URL}/payment/wallet/top-up`, {
        headers,
        data: { amount: 100, paymentGateway: 'sandbox', cardId },
      })
    ).status(),
  ).toBe(200);

  // the creator's earnings page, open before the tip
  const creatorContext = await browser.newContext();
  await signIn(creatorContext, request, CREATOR);
  const page = await creatorContext.newPage();
  await page.goto('/creator/earning');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByText('Nothing earned in this period yet.')).toBeVisible();
  await expect(page.getByText('No earnings yet.')).toBeVisible();

  // the fan tips $75 from the profile
  const fanContext = await browser.newContext();
  await signIn(fanContext, request, fan.username, fan.password);
  const fanPage = await fanContext.newPage();
  await fanPage.goto(`/${CREATOR}`);
  const tipButton = fanPage
    .getByRole('group', { name: 'Creator actions' })
    .getByRole('button', { name: 'Send tip' });
  await waitForHydration(tipButton);
  await tipButton.click();
  const tip = fanPage.getByRole('dialog', { name: /^Send a tip to / });
  await tip.getByLabel('Amount (USD)').fill('75');
  await tip.getByLabel('Message (optional)').fill('Loved the show!');
  await tip.getByRole('button', { name: 'Send $75.00' }).click();
  await expect(fanPage.getByRole('dialog', { name: 'Thank you for the tip' })).toBeVisible();
  await fanContext.close();

  // the creator sees it arrive: totals, the chart, its figures and the row
  const row = page.getByRole('row', { name: new RegExp(fan.name) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Tip');
  await expect(row).toContainText('$75.00');
  await expect(row).toContainText('$15.00');
  await expect(row).toContainText('$60.00');
  // the fan's message is on the creator's row too
  await expect(row).toContainText('“Loved the show!”');
  const stat = (term: string) => page.locator('dl div').filter({ hasText: term });
  await expect(stat('Total earned')).toContainText('$75.00');
  await expect(stat('Site commission')).toContainText('$15.00');
  await expect(stat('Net earnings')).toContainText('$60.00');
  const chart = page.getByRole('img', { name: /^Earnings by day, .*: \$60\.00 net$/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(1);
  await page.getByText('Show the figures as a table').click();
  const figures = page.getByRole('table', { name: 'Net earnings by day and kind' });
  await expect(figures.getByRole('columnheader', { name: 'Tips' })).toBeVisible();
  await expect(figures.getByRole('row').nth(1)).toContainText('$60.00');
  // the type filter goes to the URL and survives a reload
  await page.getByLabel('Type').selectOption('tip');
  await expect(page).toHaveURL(/type=tip/);
  await page.reload();
  await expect(page.getByLabel('Type')).toHaveValue('tip');
  await expect(page.getByRole('row', { name: new RegExp(fan.name) })).toBeVisible();

  // banking details, then a $50 payout request
  await saveBanking(page, { firstName: 'Creator', lastName: 'Twenty' });

  await page.goto('/creator/payout-request');
  const form = page.getByRole('form', { name: 'Payout request' });
  const amount = form.getByLabel(/^Amount \(USD/);
  await waitForHydration(amount);
  const balance = page.locator('dl div').filter({ hasText: 'Balance' });
  await expect(balance).toContainText('$60.00');
  // the one amount field: what is typed stays, and the minimum and the balance are said at once
  await amount.fill('10');
  await expect(form.getByText('The minimum payout is $50.00')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  await amount.fill('61');
  await expect(form.getByText('You can request up to your balance, $60.00')).toBeVisible();
  await amount.fill('50');
  await form.getByRole('button', { name: 'Request payout' }).click();
  const requestRow = page.getByRole('row', { name: /\$50\.00/ });
  await expect(requestRow).toContainText('Pending');

  // the operator's command: list, then done with a note
  const list = await runCli('payouts', 'list', '--status', 'pending');
  const line = list.split('\n').find((l) => l.includes(`@${CREATOR}`));
  expect(line).toBeTruthy();
  const id = line!.trim().split(/\s+/)[0];
  expect(await runCli('payouts', 'done', id, '--note', 'Paid by transfer')).toContain('done');

  // the open page follows without a reload: status, note, balance (here and in the header's chip)
  await expect(requestRow).toContainText('Done', { timeout: 15_000 });
  await expect(requestRow).toContainText('Paid by transfer');
  await expect(balance).toContainText('$10.00');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  const chip = page.getByRole('link', { name: '$10.00' });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL(/\/creator\/earning$/);
  await creatorContext.close();
});
