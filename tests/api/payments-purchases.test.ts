// Issue 9: unlocks of posts, videos and galleries (once, media URLs follow), product orders (stock, address,
// digital delivery), who may read an order, refunds when a paid item is deleted, and the spending history.
import { login, makeApp, tinyJpeg, type TestApp } from './helpers/app';
import { fields, file, sendForm } from './helpers/assets';
import { userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';

jest.setTimeout(60_000);

describe('purchases', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let creatorId: string;
  let creator: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 1000 } });
    m = money(t.app);
    creatorId = await userId(t.app, 'demo-creator');
    creator = await login(t.app, 'demo-creator');
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await m.ledgerOk()).toMatchObject({ ok: true }));

  async function richFan(name: string, dollars = 200) {
    const fan = await newFan(t.app, name);
    const card = await m.addCard(fan.token);
    await m.topUp(fan.token, card, Math.min(dollars, 300));
    return fan;
  }
  const one = async <T>(sql: string, ...args: unknown[]) => (await t.app.db.prepare(sql).get(...args)) as T;

  test('a pay-per-view post unlocks once: the media URL appears, a second purchase is refused and charges nothing', async () => {
    const post = await one<{ id: string; priceCents: number }>(
      "SELECT id, priceCents FROM feeds WHERE performerId = ? AND isSale = 1 AND priceCents > 0 AND type IN ('photo','video') LIMIT 1",
      creatorId,
    );
    const fan = await richFan('ppvfan');
    const locked = (await m.get(`/user/feeds/${post.id}`, fan.token)).json().data;
    expect(locked.isBought).toBe(false);
    expect(locked.files.every((f: { url: string | null }) => !f.url)).toBe(true);
    const emitted: { event: string; data: { item?: { _id: string } } }[] = [];
    const spy = jest
      .spyOn(t.app, 'emitToUser')
      .mockImplementation((_id, event, data) => void emitted.push({ event, data: data as never }));
    const res = await m.post(`/wallet/charges/feed/${post.id}`, fan.token);
    spy.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'feed',
      totalPrice: post.priceCents / 100,
      item: { _id: post.id, isBought: true },
    });
    expect(emitted.find((e) => e.event === 'token_transaction_success')?.data.item?._id).toBe(post.id);
    const open = (await m.get(`/user/feeds/${post.id}`, fan.token)).json().data;
    expect(open.isBought).toBe(true);
    expect(open.files.some((f: { url: string | null }) => Boolean(f.url))).toBe(true);
    const balance = await m.balance(fan.id);
    const again = await m.post(`/wallet/charges/feed/${post.id}`, fan.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('You have already unlocked this item');
    expect(await m.balance(fan.id)).toBe(balance);
    // creators cannot buy, visitors must log in, unknown ids are 404
    expect((await m.post(`/wallet/charges/feed/${post.id}`, creator)).statusCode).toBe(403);
    expect((await m.post(`/wallet/charges/feed/${post.id}`, null)).statusCode).toBe(401);
    expect((await m.post('/wallet/charges/feed/aaaaaaaaaaaaaaaaaaaaaaaa', fan.token)).statusCode).toBe(404);
  });

  test('videos and galleries for sale unlock the same way; a short wallet gets the top-up message', async () => {
    const video = await one<{ id: string; priceCents: number }>(
      'SELECT id, priceCents FROM videos WHERE isSale = 1 AND priceCents > 0 AND status = ? LIMIT 1',
      'active',
    );
    const gallery = await one<{ id: string }>(
      'SELECT id FROM galleries WHERE isSale = 1 AND priceCents > 0 AND status = ? LIMIT 1',
      'active',
    );
    const poor = await newFan(t.app, 'poorfan');
    const short = await m.post(`/wallet/charges/video/${video.id}`, poor.token);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('You have an insufficient wallet balance. Please top up.');
    const fan = await richFan('assetfan');
    expect((await m.post(`/wallet/charges/video/${video.id}`, fan.token)).json().data.item).toMatchObject({
      isBought: true,
    });
    const v = (await m.get(`/performer-assets/videos/${video.id}`, fan.token)).json().data;
    expect(v.video.url).toBeTruthy();
    if (gallery) {
      expect(
        (await m.post(`/wallet/charges/gallery/${gallery.id}`, fan.token)).json().data.item,
      ).toMatchObject({ isBought: true });
    }
    const spent = (await m.get('/wallet/charges/search', fan.token)).json().data;
    expect(spent.total).toBe(gallery ? 2 : 1);
  });

  test('a physical product order takes the stock in the same transaction and needs an address; another fan cannot read it', async () => {
    const jpeg = await tinyJpeg();
    const productRes = await sendForm(t.app, 'POST', '/performer/performer-assets/products', creator, [
      ...fields({ name: 'Signed mug', type: 'physical', price: '12.5', stock: '2', status: 'active' }),
      file('image', jpeg, 'mug.jpg', 'image/jpeg'),
    ]);
    expect(productRes.statusCode).toBe(200);
    const productId = productRes.json().data._id as string;
    const fan = await richFan('shopfan');
    const noAddress = await m.post(`/wallet/charges/product/${productId}`, fan.token, { quantity: 1 });
    expect(noAddress.json().message).toBe('Please choose a delivery address');
    const address = await m.post('/addresses/create', fan.token, {
      name: 'Shop Fan',
      streetAddress: '1 Main St',
      city: 'Springfield',
      country: 'US',
    });
    expect(address.statusCode).toBe(200);
    const addressId = address.json().data._id as string;
    const tooMany = await m.post(`/wallet/charges/product/${productId}`, fan.token, {
      quantity: 3,
      deliveryAddressId: addressId,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Not Enough Stock!');
    const balance = await m.balance(fan.id);
    const order = await m.post(`/wallet/charges/product/${productId}`, fan.token, {
      quantity: 2,
      deliveryAddressId: addressId,
      phoneNumber: '555-0100',
      userNote: 'Gift wrap',
    });
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({
      quantity: 2,
      unitPrice: 12.5,
      totalPrice: 25,
      deliveryStatus: 'processing',
      deliveryAddress: expect.stringContaining('1 Main St'),
    });
    expect(balance - (await m.balance(fan.id))).toBe(2500);
    expect((await one<{ stock: number }>('SELECT stock FROM products WHERE id = ?', productId)).stock).toBe(
      0,
    );
    const orderId = order.json().data._id as string;
    expect((await m.get('/orders/users/search', fan.token)).json().data.total).toBe(1);
    expect((await m.get(`/orders/${orderId}`, fan.token)).statusCode).toBe(200);
    expect((await m.get(`/orders/${orderId}`, creator)).statusCode).toBe(200);
    const other = await newFan(t.app, 'othershop');
    expect((await m.get(`/orders/${orderId}`, other.token)).statusCode).toBe(403);
    expect((await m.get(`/addresses/${addressId}`, other.token)).statusCode).toBe(404);
    // the creator ships it; the fan then can no longer change the address
    // only the seller moves it: the buyer and another creator are refused
    const otherCreator = await login(t.app, 'creator-01');
    for (const who of [fan.token, otherCreator]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/orders/${orderId}/update`,
        headers: { authorization: who },
        payload: { deliveryStatus: 'shipping', shippingCode: 'NOPE' },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await m.get(`/orders/${orderId}`, otherCreator)).statusCode).toBe(403);
    const ship = await t.app.inject({
      method: 'PUT',
      url: `/orders/${orderId}/update`,
      headers: { authorization: creator },
      payload: { deliveryStatus: 'shipping', shippingCode: 'TRACK-1' },
    });
    expect(ship.json().data).toMatchObject({ deliveryStatus: 'shipping', shippingCode: 'TRACK-1' });
    const change = await t.app.inject({
      method: 'PUT',
      url: `/orders/${orderId}/update/delivery-address`,
      headers: { authorization: fan.token },
      payload: { deliveryAddressId: addressId },
    });
    expect(change.statusCode).toBe(422);
  });

  test('a digital product is delivered at purchase and downloadable by its buyer only', async () => {
    const jpeg = await tinyJpeg();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const res = await sendForm(t.app, 'POST', '/performer/performer-assets/products', creator, [
      ...fields({ name: 'Photo book', type: 'digital', price: '7', status: 'active' }),
      file('image', jpeg, 'cover.jpg', 'image/jpeg'),
      file('digitalFile', pdf, 'book.pdf', 'application/pdf'),
    ]);
    expect(res.statusCode).toBe(200);
    const productId = res.json().data._id as string;
    const fan = await richFan('digitalfan');
    const other = await richFan('nodigital', 10);
    expect((await m.get(`/performer-assets/products/${productId}/download-link`, fan.token)).statusCode).toBe(
      403,
    );
    const order = await m.post(`/wallet/charges/product/${productId}`, fan.token, {});
    expect(order.json().data).toMatchObject({ deliveryStatus: 'delivered', quantity: 1, totalPrice: 7 });
    const link = await m.get(`/performer-assets/products/${productId}/download-link`, fan.token);
    expect(link.statusCode).toBe(200);
    expect(link.json().data.downloadLink).toMatch(/^http/);
    expect(
      (await m.get(`/performer-assets/products/${productId}/download-link`, other.token)).statusCode,
    ).toBe(403);
  });

  test('deleting a paid item refunds its buyers from the creator and tells both', async () => {
    const post = await one<{ id: string; priceCents: number }>(
      "SELECT id, priceCents FROM feeds WHERE performerId = ? AND isSale = 1 AND priceCents > 0 AND type IN ('photo','video') AND id NOT IN (SELECT targetId FROM purchases) ORDER BY createdAt DESC LIMIT 1",
      creatorId,
    );
    const fan = await richFan('refundfan');
    const before = { fan: await m.balance(fan.id), creator: await m.balance(creatorId) };
    expect((await m.post(`/wallet/charges/feed/${post.id}`, fan.token)).statusCode).toBe(200);
    expect(await m.balance(fan.id)).toBe(before.fan - post.priceCents);
    const emitted: { id: string; event: string; data: unknown }[] = [];
    const spy = jest
      .spyOn(t.app, 'emitToUser')
      .mockImplementation((id, event, data) => void emitted.push({ id, event, data }));
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/performer/feeds/${post.id}`,
      headers: { authorization: creator },
    });
    spy.mockRestore();
    expect(del.statusCode).toBe(200);
    expect(await m.balance(fan.id)).toBe(before.fan);
    expect(await m.balance(creatorId)).toBe(before.creator);
    expect(emitted).toContainEqual({
      id: fan.id,
      event: 'update_balance',
      data: { token: post.priceCents / 100 },
    });
    expect(emitted.some((e) => e.id === creatorId && e.event === 'update_balance')).toBe(true);
    const spent = (await m.get('/wallet/charges/search', fan.token)).json().data.data[0];
    expect(spent.status).toBe('refunded');
  });
});
