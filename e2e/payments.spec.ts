// Fan payments (issue 9), as a new fan does it in the browser against the reference API: add the sandbox test
// card, top up with WELCOME10, subscribe in the modal and see locked posts open without a reload, tip, unlock a
// pay-per-view post, buy a product and find the order; the declined card charges nothing; the confirmation card
// asks first; cancelling keeps access until the expiry date shown.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiLogin, registerFan, signIn, waitForHydration } from './helpers';

test.describe.configure({ mode: 'serial' });

async function addCard(page: Page, number: string) {
  await page.goto('/user/cards');
  const add = page.getByRole('button', { name: 'Add a card' });
  const form = page.getByRole('form', { name: 'Add a card' });
  // the saved cards have loaded: an empty state (with the form) or the list
  await expect(page.getByText(/No card yet|•••• \d{4}/).first()).toBeVisible();
  if (await add.isVisible()) {
    await waitForHydration(add);
    await add.click();
  }
  await waitForHydration(form.getByLabel('Card number'));
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Name on card').fill('Eve Tester');
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(`•••• ${number.slice(-4)}`).first()).toBeVisible();
}

async function balanceShown(page: Page, amount: string) {
  await expect(page.getByRole('status', { name: 'Your wallet balance' })).toHaveText(amount);
}

test('a new fan pays their way through the product', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const fan = await registerFan(request);
  await signIn(context, request, fan.username, fan.password);

  // 1. the test card, clearly marked as test mode; nothing of the number comes back
  await addCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Test mode — no real money moves')).toBeVisible();
  await expect(page.getByText('Visa •••• 4242 (expires 12/30)')).toBeVisible();

  // 2. top up $50 with WELCOME10: the card pays $45, the wallet gets $50
  await page.goto('/wallet');
  const amount = page.getByLabel(/^Amount \(USD/);
  await waitForHydration(amount);
  await amount.fill('50');
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount 10%')).toBeVisible();
  await expect(page.getByRole('row', { name: /Charged to your card/ })).toContainText('$45.00');
  await page.getByRole('button', { name: 'BUY NOW' }).click();
  await expect(page.getByText('$50.00 added to your wallet')).toBeVisible();
  await expect(page.getByText('Your card was charged $45.00. Your balance is now $50.00.')).toBeVisible();
  // a coupon is once per fan: the form says so under the coupon field
  await page.getByRole('button', { name: 'Top up again' }).click();
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('Coupon code')).toHaveAccessibleDescription(
    'You have already used this coupon',
  );
  await expect(
    page.getByRole('alert').filter({ hasText: 'You have already used this coupon' }),
  ).toBeVisible();
  await page.getByLabel('Coupon code').fill('');

  // 3. subscribe in the modal: the renewal line is honest, the locked posts open in place
  await page.goto('/demo-creator');
  const subscribe = page.getByRole('button', { name: 'SUBSCRIBE FOR $9.99' });
  await waitForHydration(subscribe);
  // the tabs' lists mount as they come into view
  await page.getByRole('tabpanel', { name: 'Posts' }).scrollIntoViewIfNeeded();
  const subscriberOnly = page
    .getByRole('group', { name: 'Locked content' })
    .getByRole('button', { name: 'Subscribe to unlock' });
  await expect(subscriberOnly.first()).toBeVisible();
  await subscribe.click();
  const modal = page.getByRole('dialog', { name: 'Confirm subscription' });
  await expect(
    // dates follow the browser's region (Playwright's Chromium asks for en-US): "Dec 24, 2026"
    modal.getByText(
      /Renews every month at \$9\.99 until you cancel\. Next charge on [A-Z][a-z]{2} \d{1,2}, \d{4}\./,
    ),
  ).toBeVisible();
  await expect(modal.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
  await modal.getByRole('button', { name: 'Subscribe for $9.99 a month' }).click();
  const done = page.getByRole('dialog', { name: 'Subscribed' });
  await expect(done.getByText('You are subscribed to Demo Creator')).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  // no reload: the profile and its posts follow the new subscription
  await expect(page.getByRole('button', { name: 'SUBSCRIBE FOR $9.99' })).toBeHidden();
  // the subscribe block says how the subscription runs instead of disappearing
  const subscribed = page.getByRole('region', { name: 'Subscription' });
  await expect(subscribed).toContainText(/Subscribed · renews on \d+ \w+ \d{4}/);
  await expect(subscribed.getByRole('link', { name: 'Manage subscription' })).toBeVisible();
  await expect(subscriberOnly).toHaveCount(0);
  // pay-per-view posts stay locked for subscribers too: the fan scrolls down the posts to one (a card's parts
  // load as it comes near the viewport)
  const payPerView = page
    .getByRole('group', { name: 'Locked content' })
    .getByRole('button', { name: /^Pay \$/ })
    .first();
  await page.getByRole('tabpanel', { name: 'Posts' }).scrollIntoViewIfNeeded();
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    await expect(payPerView).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // 4. a $10 tip from the profile
  await page
    .getByRole('group', { name: 'Creator actions' })
    .getByRole('button', { name: 'Send tip' })
    .click();
  const tip = page.getByRole('dialog', { name: 'Send a tip to Demo Creator' });
  // a typed amount below the minimum stays as typed; the form says why and the button agrees
  const tipAmount = tip.getByLabel('Amount (USD)');
  await tipAmount.fill('5');
  await expect(tip.getByText('The minimum tip is $10.00')).toBeVisible();
  await expect(tip.getByRole('button', { name: 'Send tip' })).toBeDisabled();
  await tipAmount.press('Tab');
  await expect(tipAmount).toHaveValue('5');
  await expect(tip.getByRole('button', { name: 'Send tip' })).toBeDisabled();
  await tip.getByRole('button', { name: '$10', exact: true }).click();
  await expect(tipAmount).toHaveValue('10');
  await expect(tip.getByText('after this tip: $40.00')).toBeVisible();
  await tip.getByRole('button', { name: 'Send $10.00' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for the tip' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Thank you for the tip' })
    .getByRole('button', { name: 'Done' })
    .click();

  // 5. unlock a pay-per-view post of another creator: price and balance after, then it opens in place
  const token = await apiLogin(request, fan.username, fan.password);
  const list = await request.get(`${API_URL}/user/feeds/search/creator-01?limit=50`, {
    headers: { Authorization: token },
  });
  const post = ((await list.json()) as { data: { data: { _id: string; text: string }[] } }).data.data.find(
    (f) => f.text.startsWith('My complete meal plan'),
  );
  expect(post).toBeTruthy();
  await page.goto(`/post/${post!._id}`);
  const pay = page.getByRole('button', { name: 'Pay $9.99' });
  await waitForHydration(pay);
  await pay.click();
  const unlock = page.getByRole('dialog', { name: 'Unlock this post' });
  await expect(unlock.getByRole('row', { name: /After this purchase/ })).toContainText('$30.01');
  await unlock.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(page.getByRole('dialog', { name: 'Post is unlocked!' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Post is unlocked!' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('group', { name: 'Locked content' })).toHaveCount(0);

  // 6. a physical product: a new address, the total, then the order
  await page.goto('/product/signed-poster');
  const buy = page.getByRole('button', { name: 'Get it now!' });
  await waitForHydration(buy);
  await buy.click();
  const order = page.getByRole('dialog', { name: 'Buy Signed poster' });
  const addressForm = order.getByRole('form', { name: 'New delivery address' });
  await addressForm.getByLabel('Full name').fill('Eve Tester');
  await addressForm.getByLabel('Street address').fill('1 Main Street');
  await addressForm.getByLabel('City').fill('Springfield');
  await addressForm.getByRole('button', { name: 'Save address' }).click();
  await expect(order.getByText(/Eve Tester, 1 Main Street, Springfield/)).toBeVisible();
  await order.getByLabel('Phone number').fill('555-0100');
  await expect(order.getByRole('row', { name: /After this purchase/ })).toContainText('$10.02');
  await order.getByRole('button', { name: 'Pay $19.99' }).click();
  const placed = page.getByRole('dialog', { name: 'Order placed' });
  await expect(placed).toBeVisible();
  await placed.getByRole('link', { name: 'See your order' }).click();
  await expect(page).toHaveURL(/\/user\/orders\/[a-f0-9]{24}$/);
  await expect(page.getByText('Signed poster')).toBeVisible();
  await expect(page.getByText('Processing')).toBeVisible();
  await expect(page.getByText('1 Main Street')).toBeVisible();

  // the wallet page agrees, and the histories list every movement
  await page.goto('/wallet');
  await balanceShown(page, '$10.02');
  await page.goto('/user/wallet-transaction');
  await expect(page.getByRole('row')).toHaveCount(4); // header + tip, unlock, product
  await page.goto('/user/payment-history');
  await expect(page.getByRole('cell', { name: 'Monthly subscription', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Wallet top-up', exact: true })).toBeVisible();

  // 7. cancel keeps access until the expiry date shown
  await page.goto('/user/my-subscription');
  const row = page.getByRole('row', { name: /Demo Creator/ });
  await row.getByRole('button', { name: 'Cancel subscription to Demo Creator' }).click();
  const ask = row.getByRole('group', { name: 'Cancel subscription to Demo Creator?' });
  await expect(ask).toContainText('It will not renew. You keep access until');
  await ask.getByRole('button', { name: 'Cancel subscription', exact: true }).click();
  const expiry = (await row.getByRole('cell').nth(3).textContent())?.trim() ?? '';
  expect(expiry).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(row.getByText(`Cancelled — access until ${expiry}`)).toBeVisible();
  await expect(row).toContainText('Does not renew');
});

test('the declined card charges nothing; the confirmation card asks the payer first', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const fan = await registerFan(request);
  await signIn(context, request, fan.username, fan.password);
  await addCard(page, '4000 0000 0000 0002');

  await page.goto('/wallet');
  const amount = page.getByLabel(/^Amount \(USD/);
  await waitForHydration(amount);
  await amount.fill('20');
  await expect(page.getByRole('radio', { name: /•••• 0002/ })).toBeChecked();
  await page.getByRole('button', { name: 'BUY NOW' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await balanceShown(page, '$0.00');

  await addCard(page, '4000 0027 6000 3184');
  await page.goto('/wallet');
  await waitForHydration(page.getByLabel(/^Amount \(USD/));
  await page.getByLabel(/^Amount \(USD/).fill('20');
  await page.getByRole('radio', { name: /•••• 3184/ }).check();
  await page.getByRole('button', { name: 'BUY NOW' }).click();
  await expect(page.getByText('Your bank asks you to confirm this payment')).toBeVisible();
  await balanceShown(page, '$0.00');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('$20.00 added to your wallet')).toBeVisible();
});

test('a fan with an empty wallet is told to top up before anything is charged', async ({
  page,
  context,
  request,
}) => {
  const fan = await registerFan(request);
  await signIn(context, request, fan.username, fan.password);
  await page.goto('/product/signed-poster');
  const buy = page.getByRole('button', { name: 'Get it now!' });
  await waitForHydration(buy);
  await buy.click();
  const order = page.getByRole('dialog', { name: 'Buy Signed poster' });
  await expect(order.getByText('You have an insufficient wallet balance. Please top up.')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Pay $19.99' })).toBeDisabled();
  await order.getByRole('link', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});
