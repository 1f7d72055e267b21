import { test, type Page } from '@playwright/test';
import { API_URL, DEMO, apiLogin, registerFan, signIn } from './helpers';

const OUT = '/tmp/wt-u-shots';

async function dark(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
}

test('shots', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const fan = await registerFan(request);
  const fanToken = await apiLogin(request, fan.username, fan.password);
  const headers = { Authorization: fanToken };
  const card = await request.post(`${API_URL}/sandbox/cards`, {
    headers,
    data: { number: '4242 4242 4242 4242', holderName: 'Eve', month: 12, year: 2030, cvc: '123' },
  });
  const cardId = ((await card.json()) as { data: { _id: string } }).data._id;
  await request.post(`${API_URL}/payment/wallet/top-up`, { headers, data: { amount: 50, paymentGateway: 'sandbox', cardId } });
  const address = await request.post(`${API_URL}/addresses/create`, { headers, data: { name: 'Eve Tester', streetAddress: '1 Main Street' } });
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  const products = await request.get(`${API_URL}/performer-assets/products/search?q=Signed%20poster`);
  const poster = ((await products.json()) as { data: { data: { _id: string; name: string }[] } }).data.data.find(
    (p) => p.name === 'Signed poster',
  )!;
  const bought = await request.post(`${API_URL}/wallet/charges/product/${poster._id}`, {
    headers,
    data: { quantity: 1, deliveryAddressId: addressId },
  });
  const orderId = ((await bought.json()) as { data: { _id: string } }).data._id;
  for (const [w, h, tag] of [
    [390, 844, 'phone'],
    [1280, 900, 'desk'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await signIn(context, request, DEMO.creator.username);
    const page = await context.newPage();
    await page.goto('/creator/my-order');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${tag}-my-order.png`, fullPage: true });
    await page.goto(`/creator/my-order/${orderId}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Update delivery' }).waitFor();
    await page.getByLabel('Delivery status').selectOption('shipping');
    await page.getByRole('button', { name: 'Update delivery' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${tag}-order.png`, fullPage: true });
    await dark(page);
    await page.screenshot({ path: `${OUT}/${tag}-order-dark.png`, fullPage: true });
    await page.goto('/creator/my-post/create?type=audio');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${tag}-create-audio.png`, fullPage: true });
    await context.close();
  }
});
