// The wallet saga, whole, against msw: every money POST carries the intent's Idempotency-Key; successes
// re-read the balance; a decline keeps the API's message; the confirmation step; unlocks flip the item; a
// subscription announces itself so profile and feeds reload.
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { API, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { startSaga } from '../saga-store';
import { walletSaga } from '@/features/wallet/wallet-saga';
import {
  cardAddRequested,
  couponRequested,
  paymentConfirmRequested,
  subscribeRequested,
  topUpRequested,
} from '@/features/wallet/checkout-slice';
import {
  orderDialogOpened,
  orderRequested,
  tipDialogOpened,
  tipRequested,
  unlockDialogOpened,
  unlockRequested,
} from '@/features/wallet/purchase-dialogs-slice';
import { socketEventReceived } from '../socket-events';
import { setClientEnv } from '@/config/env';
import { DEFAULT_SETTINGS } from '@/config/constants';

useMswServer();

const seen: { url: string; key: string | null; body: unknown }[] = [];
const payment = (over: Record<string, unknown> = {}) => ({
  _id: 'p'.repeat(24),
  type: 'token_package',
  status: 'success',
  originalPrice: 50,
  totalPrice: 45,
  creditAmount: 50,
  paymentGateway: 'sandbox',
  ...over,
});

function record(url: string) {
  return async ({ request }: { request: Request }) => {
    seen.push({
      url,
      key: request.headers.get('idempotency-key'),
      body: await request
        .clone()
        .json()
        .catch(() => null),
    });
  };
}

beforeEach(() => {
  seen.length = 0;
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
});

const run = () => startSaga(walletSaga, { settings: { ...DEFAULT_SETTINGS, paymentGateway: 'sandbox' } });

describe('wallet saga', () => {
  test('a top-up sends the intent key and, paid, asks for the balance again', async () => {
    server.use(
      http.post(`${API}/payment/wallet/top-up`, async (info) => {
        await record('top-up')(info);
        return HttpResponse.json({ status: 0, data: payment() });
      }),
    );
    const r = run();
    r.store.dispatch(
      topUpRequested({
        intentKey: 'intent-1',
        input: { amount: 50, paymentGateway: 'sandbox', cardId: 'c1', couponCode: 'WELCOME10' },
      }),
    );
    await r.waitFor('checkout/paymentSucceeded');
    expect(seen).toEqual([
      {
        url: 'top-up',
        key: 'intent-1',
        body: { amount: 50, paymentGateway: 'sandbox', cardId: 'c1', couponCode: 'WELCOME10' },
      },
    ]);
    expect(r.types()).toContain('user/balanceRefreshRequested');
    expect(r.store.getState().checkout.payment).toMatchObject({
      status: 'success',
      purpose: 'topup',
      result: { creditAmount: 50, totalPrice: 45 },
    });
    r.stop();
  });

  test('a declined card keeps the API message and nothing else happens', async () => {
    server.use(
      http.post(`${API}/payment/wallet/top-up`, () =>
        HttpResponse.json({ statusCode: 422, message: 'Your card was declined.' }, { status: 422 }),
      ),
    );
    const r = run();
    r.store.dispatch(
      topUpRequested({
        intentKey: 'intent-2',
        input: { amount: 20, paymentGateway: 'sandbox', cardId: 'c1' },
      }),
    );
    await r.waitFor('checkout/paymentFailed');
    expect(r.store.getState().checkout.payment).toMatchObject({
      status: 'failed',
      error: 'Your card was declined.',
    });
    expect(r.types()).not.toContain('user/balanceRefreshRequested');
    r.stop();
  });

  test('a top-up refused for its coupon says why next to the coupon, not as a payment error', async () => {
    const usedUp = { statusCode: 422, message: 'You have already used this coupon' };
    server.use(
      http.post(`${API}/payment/wallet/top-up`, () => HttpResponse.json(usedUp, { status: 422 })),
      http.post(`${API}/coupons/:code/apply-coupon`, () => HttpResponse.json(usedUp, { status: 422 })),
    );
    const r = run();
    r.store.dispatch(
      topUpRequested({
        intentKey: 'intent-coupon',
        input: { amount: 20, paymentGateway: 'sandbox', cardId: 'c1', couponCode: 'WELCOME10' },
      }),
    );
    await r.waitFor('checkout/topUpCouponRefused');
    const { coupon, payment: state } = r.store.getState().checkout;
    expect(coupon).toEqual({ applied: null, checking: false, error: 'You have already used this coupon' });
    // the intent is answered (a new key for the next click), with no payment alert repeating it
    expect(state).toMatchObject({ status: 'failed', error: null });
    r.stop();
  });

  test('a top-up with a good coupon that fails for another reason keeps that reason on the payment', async () => {
    server.use(
      http.post(`${API}/payment/wallet/top-up`, () =>
        HttpResponse.json({ statusCode: 422, message: 'Your card was declined.' }, { status: 422 }),
      ),
      http.post(`${API}/coupons/:code/apply-coupon`, () =>
        HttpResponse.json({ status: 0, data: { code: 'WELCOME10', value: 0.1 } }),
      ),
    );
    const r = run();
    r.store.dispatch(
      topUpRequested({
        intentKey: 'intent-declined',
        input: { amount: 20, paymentGateway: 'sandbox', cardId: 'c1', couponCode: 'WELCOME10' },
      }),
    );
    await r.waitFor('checkout/paymentFailed');
    expect(r.store.getState().checkout.payment).toMatchObject({
      status: 'failed',
      error: 'Your card was declined.',
    });
    expect(r.store.getState().checkout.coupon.error).toBeNull();
    r.stop();
  });

  test('the confirmation step: the payer confirms, then the subscription is announced', async () => {
    server.use(
      http.post(`${API}/payment/subscribe/performers`, () =>
        HttpResponse.json({
          status: 0,
          data: payment({
            type: 'monthly_subscription',
            status: 'require_authentication',
            performerId: 'c'.repeat(24),
          }),
        }),
      ),
      http.post(`${API}/payment/transactions/:id/confirm`, async (info) => {
        await record(`confirm/${String(info.params.id)}`)(info);
        return HttpResponse.json({
          status: 0,
          data: payment({ type: 'monthly_subscription', status: 'success', performerId: 'c'.repeat(24) }),
        });
      }),
    );
    const r = run();
    r.store.dispatch(
      subscribeRequested({
        intentKey: 'sub-1',
        input: { type: 'monthly', performerId: 'c'.repeat(24), paymentGateway: 'sandbox', cardId: 'c1' },
      }),
    );
    await r.waitFor('checkout/paymentNeedsConfirmation');
    expect(r.store.getState().checkout.payment.status).toBe('confirm');
    r.store.dispatch(paymentConfirmRequested({ intentKey: 'confirm-1', approve: true }));
    const activated = await r.waitFor('checkout/subscriptionActivated');
    expect(activated.payload).toEqual({ performerId: 'c'.repeat(24) });
    expect(seen).toEqual([{ url: `confirm/${'p'.repeat(24)}`, key: 'confirm-1', body: { approve: true } }]);
    r.stop();
  });

  test('an unlock flips the item (answer and socket event alike); a short wallet keeps the message', async () => {
    const item = { _id: 'f'.repeat(24), isBought: true };
    server.use(
      http.post(`${API}/wallet/charges/:kind/:id`, async (info) => {
        await record(`unlock/${String(info.params.kind)}`)(info);
        return HttpResponse.json({
          status: 0,
          data: { _id: 'w1', type: 'feed', totalPrice: 4.99, status: 'success', item },
        });
      }),
    );
    const r = run();
    r.store.dispatch(unlockDialogOpened({ kind: 'feed', id: item._id, price: 4.99, title: 'this post' }));
    r.store.dispatch(unlockRequested({ intentKey: 'unlock-1' }));
    const unlocked = await r.waitFor('purchaseDialogs/itemUnlocked');
    expect(unlocked.payload).toEqual({ kind: 'feed', id: item._id, item });
    expect(seen[0]).toMatchObject({ url: 'unlock/feed', key: 'unlock-1' });
    expect(r.store.getState().purchaseDialogs.unlock.status).toBe('success');

    r.actions.length = 0;
    r.store.dispatch(
      socketEventReceived({
        event: 'token_transaction_success',
        data: { item: { _id: 'v'.repeat(24) }, target: 'video' },
      }),
    );
    expect(r.actions.find((a) => a.type === 'purchaseDialogs/itemUnlocked')?.payload).toMatchObject({
      kind: 'video',
      id: 'v'.repeat(24),
    });
    r.stop();

    server.use(
      http.post(`${API}/wallet/charges/:kind/:id`, () =>
        HttpResponse.json(
          { statusCode: 422, message: 'You have an insufficient wallet balance. Please top up.' },
          { status: 422 },
        ),
      ),
    );
    const r2 = run();
    r2.store.dispatch(
      unlockDialogOpened({ kind: 'video', id: 'v'.repeat(24), price: 9, title: 'this video' }),
    );
    r2.store.dispatch(unlockRequested({ intentKey: 'unlock-2' }));
    await r2.waitFor('purchaseDialogs/unlockFailed');
    expect(r2.store.getState().purchaseDialogs.unlock).toMatchObject({
      status: 'failed',
      error: 'You have an insufficient wallet balance. Please top up.',
    });
    r2.stop();
  });

  test('tips, orders, cards and coupons each call their route with the intent key', async () => {
    server.use(
      http.post(`${API}/wallet/charges/tip/:id`, async (info) => {
        await record('tip')(info);
        return HttpResponse.json({
          status: 0,
          data: { _id: 't1', type: 'tip', totalPrice: 10, status: 'success' },
        });
      }),
      http.post(`${API}/wallet/charges/product/:id`, async (info) => {
        await record('order')(info);
        return HttpResponse.json({
          status: 0,
          data: { _id: 'o1', orderNumber: 'ABC', deliveryStatus: 'processing', totalPrice: 20 },
        });
      }),
      http.post(`${API}/sandbox/cards`, async (info) => {
        await record('card')(info);
        return HttpResponse.json({
          status: 0,
          data: { _id: 'c9', brand: 'Visa', last4Digits: '4242', month: 12, year: 2030 },
        });
      }),
      http.post(`${API}/coupons/:code/apply-coupon`, () =>
        HttpResponse.json({ status: 0, data: { code: 'WELCOME10', value: 0.1 } }),
      ),
    );
    const r = run();
    r.store.dispatch(tipDialogOpened({ performerId: 'c'.repeat(24), name: 'Demo', avatar: '' }));
    r.store.dispatch(tipRequested({ intentKey: 'tip-1', price: 10, message: 'Thanks!' }));
    await r.waitFor('purchaseDialogs/tipSent');
    r.store.dispatch(
      orderDialogOpened({ id: 'x'.repeat(24), name: 'Mug', price: 10, type: 'physical', stock: 3 }),
    );
    r.store.dispatch(
      orderRequested({ intentKey: 'order-1', input: { quantity: 2, deliveryAddressId: 'a1' } }),
    );
    await r.waitFor('purchaseDialogs/orderPlaced');
    r.store.dispatch(
      cardAddRequested({
        intentKey: 'card-1',
        card: { number: '4242 4242 4242 4242', holderName: 'E', month: 12, year: 2030, cvc: '123' },
      }),
    );
    await r.waitFor('checkout/cardAdded');
    r.store.dispatch(couponRequested({ code: 'welcome10' }));
    await r.waitFor('checkout/couponApplied');
    expect(seen).toEqual([
      { url: 'tip', key: 'tip-1', body: { price: 10, message: 'Thanks!' } },
      { url: 'order', key: 'order-1', body: { quantity: 2, deliveryAddressId: 'a1' } },
      {
        url: 'card',
        key: 'card-1',
        body: { number: '4242 4242 4242 4242', holderName: 'E', month: 12, year: 2030, cvc: '123' },
      },
    ]);
    const state = r.store.getState();
    expect(state.checkout.cards.items[0]).toMatchObject({ last4Digits: '4242' });
    expect(state.checkout.coupon.applied).toEqual({ code: 'WELCOME10', value: 0.1 });
    expect(state.purchaseDialogs.order.placed).toMatchObject({ orderNumber: 'ABC' });
    r.stop();
  });
});
