// The creator's business (issue 10, first steps): a fan buys a poster; the creator finds the order, ships it
// with a tracking code, and the fan sees the code on their order. The creator saves banking details; a creator
// whose balance is below the minimum payout is told so plainly and cannot send the form.
import { expect, test } from '@playwright/test';
import { API_URL, DEMO, apiLogin, registerFan, saveBanking, signIn, waitForHydration } from './helpers';

test('the creator ships an order and the fan sees the shipping code', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const fan = await registerFan(request);
  const fanToken = await apiLogin(request, fan.username, fan.password);
  const headers = { Authorization: fanToken };
  const card = await request.post(`${API_URL}/sandbox/cards`, {
    headers,
    data: { number: '4242 4242 4242 4242', holderName: 'Eve', month: 12, year: 2030, cvc: '123' },
  });
  const cardId = ((await card.json()) as { data: { _id: string } }).data._id;
  await request.post(`${API_URL}/payment/wallet/top-up`, {
    headers,
    data: { amount: 50, paymentGateway: 'sandbox', cardId },
  });
  const address = await request.post(`${API_URL}/addresses/create`, {
    headers,
    data: { name: 'Eve Tester', streetAddress: '1 Main Street' },
  });
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  const products = await request.get(`${API_URL}/performer-assets/products/search?q=Signed%20poster`);
  const poster = (
    (await products.json()) as { data: { data: { _id: string; name: string }[] } }
  ).data.data.find((p) => p.name === 'Signed poster')!;
  const bought = await request.post(`${API_URL}/wallet/charges/product/${poster._id}`, {
    headers,
    data: { quantity: 1, deliveryAddressId: addressId },
  });
  expect(bought.status()).toBe(200);
  const orderNumber = ((await bought.json()) as { data: { orderNumber: string } }).data.orderNumber;

  // the creator ships it
  const creatorContext = await browser.newContext();
  await signIn(creatorContext, request, DEMO.creator.username);
  const page = await creatorContext.newPage();
  await page.goto('/creator/my-order');
  const link = page.getByRole('link', { name: `#${orderNumber}` });
  await waitForHydration(link);
  await link.click();
  const delivery = page.getByRole('form', { name: 'Delivery' });
  await expect(page.getByText('1 Main Street')).toBeVisible();
  await delivery.getByLabel('Delivery status').selectOption('shipping');
  await delivery.getByLabel('Shipping code').fill('TRACK-123');
  await delivery.getByRole('button', { name: 'Update delivery' }).click();
  await expect(page.getByRole('row', { name: /Shipping code/ })).toContainText('TRACK-123');
  await creatorContext.close();

  // the fan sees it
  const fanContext = await browser.newContext();
  await signIn(fanContext, request, fan.username, fan.password);
  const fanPage = await fanContext.newPage();
  await fanPage.goto('/user/orders');
  await fanPage.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(fanPage.getByText('TRACK-123')).toBeVisible();
  await expect(fanPage.getByText('Shipping', { exact: true })).toBeVisible();
  await fanContext.close();
});

test('the creator saves banking details, where they live picked from the reference data', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, request, DEMO.creator.username);
  // where the creator lives comes from the reference data: the states of the country, the cities of the state
  await saveBanking(page, {
    firstName: 'Demo',
    lastName: 'Creator',
    country: 'United States',
    state: 'California',
    city: 'Los Angeles',
  });
  const saved = await page.request.get(`${API_URL}/performers/banking-settings`, {
    headers: { Authorization: await apiLogin(request, DEMO.creator.username) },
  });
  expect(((await saved.json()) as { data: Record<string, string> }).data).toMatchObject({
    country: 'US',
    state: 'California',
    city: 'Los Angeles',
  });
});

test('a creator whose balance is below the minimum payout is told so plainly, with the form disabled', async ({
  page,
  context,
  request,
}) => {
  // a seeded creator nobody pays in these tests: balance $0.00
  await signIn(context, request, 'creator-19');
  await page.goto('/creator/payout-request');
  const form = page.getByRole('form', { name: 'Payout request' });
  await expect(
    form.getByText(
      'Your balance is $0.00. Payouts start at $50.00: you can request one once your balance reaches it.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel(/^Amount \(USD/)).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  await expect(form).not.toContainText('to $0.00');
});
