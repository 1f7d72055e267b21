// Money flows (issue 9). Every POST carries the intent key the component made for the user's click, so a
// retry (the HTTP client retries a 409 "still running") replays instead of charging again. Successes
// re-read the balance; socket events (token_transaction_success, payment_status_callback) arrive here too.
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { isSocketEvent, type socketEventReceived } from '@/features/realtime/realtime-events';
import { selectSettings } from '@/features/settings/settings-slice';
import { balanceRefreshRequested } from '@/features/user/user-slice';
import { asRaw, str } from '@/lib/raw-json';
import { assignLocation } from '@/lib/navigation';
import * as api from './api';
import type { Payment } from './types';
import {
  addressAddFailed,
  addressAdded,
  addressAddRequested,
  addressesLoaded,
  addressesRequested,
  cardAdded,
  downloadFailed,
  downloadReady,
  downloadRequested,
  historyFailed,
  historyLoaded,
  historyRequested,
  orderAddressChangeRequested,
  orderDetailFailed,
  orderDetailLoaded,
  orderDetailRequested,
  subscriptionCancelFailed,
  subscriptionCancelled,
  subscriptionCancelRequested,
  type HistoryKind,
  couponApplied,
  couponFailed,
  couponRequested,
  cardAddFailed,
  cardAddRequested,
  cardRemoved,
  cardRemoveRequested,
  cardsFailed,
  cardsLoaded,
  cardsRequested,
  itemUnlocked,
  orderFailed,
  orderPlaced,
  orderRequested,
  paymentConfirmRequested,
  paymentFailed,
  paymentNeedsConfirmation,
  paymentSucceeded,
  selectWallet,
  stripeCardAddRequested,
  subscribeRequested,
  subscriptionActivated,
  tipFailed,
  tipRequested,
  tipSent,
  topUpCouponRefused,
  topUpRequested,
  unlockFailed,
  unlockRequested,
  type WalletState,
} from './wallet-slice';

type Intent = { intentKey: string };

function* gatewayName() {
  const settings: ReturnType<typeof selectSettings> = yield select(selectSettings);
  return settings.paymentGateway || 'sandbox';
}

export function* loadCardsWorker() {
  const gateway: string = yield* gatewayName();
  const { data, error } = yield* callApi(api.listCards, gateway);
  if (error) yield put(cardsFailed(error));
  else yield put(cardsLoaded(data.items));
}

export function* addCardWorker(action: PayloadAction<Intent & { card: api.SandboxCardInput }>) {
  const { data, error } = yield* callApi(api.addSandboxCard, action.payload.card, action.payload.intentKey);
  if (error) yield put(cardAddFailed(error));
  else yield put(cardAdded(data));
}

export function* addStripeCardWorker(action: PayloadAction<Intent & { paymentMethodId: string }>) {
  const { data, error } = yield* callApi(
    api.addStripeCard,
    action.payload.paymentMethodId,
    action.payload.intentKey,
  );
  if (error) yield put(cardAddFailed(error));
  else yield put(cardAdded(data));
}

export function* removeCardWorker(action: PayloadAction<{ id: string }>) {
  const { error } = yield* callApi(api.removeCard, action.payload.id);
  if (error) yield put(cardsFailed(error));
  else yield put(cardRemoved({ id: action.payload.id }));
}

/** A card payment's answer: done, waiting for the payer's confirmation, or (thrown as 4xx) failed. */
function* settle(payment: Payment) {
  if (payment.status === 'success') {
    yield put(paymentSucceeded(payment));
    yield put(balanceRefreshRequested());
    if (payment.type !== 'token_package' && payment.performerId)
      yield put(subscriptionActivated({ performerId: payment.performerId }));
  } else if (payment.status === 'require_authentication') {
    yield put(paymentNeedsConfirmation(payment));
  } else {
    yield put(
      paymentFailed({
        statusCode: 422,
        message: payment.failureMessage || 'The payment did not go through. Nothing was charged.',
      }),
    );
  }
}

export function* topUpWorker(action: PayloadAction<Intent & { input: api.TopUpInput }>) {
  const { input, intentKey } = action.payload;
  const { data, error } = yield* callApi(api.topUp, input, intentKey);
  if (!error) {
    yield* settle(data);
    return;
  }
  // refused because of the coupon (used up, already used by this fan, expired since Apply)? Then the reason
  // belongs next to the coupon field, not in the payment's alert
  if (error.statusCode === 422 && input.couponCode) {
    const check = yield* callApi(api.applyCoupon, input.couponCode);
    if (check.error) {
      yield put(topUpCouponRefused(check.error));
      return;
    }
  }
  yield put(paymentFailed(error));
}

export function* subscribeWorker(action: PayloadAction<Intent & { input: api.SubscribeInput }>) {
  const { data, error } = yield* callApi(api.subscribe, action.payload.input, action.payload.intentKey);
  if (error) yield put(paymentFailed(error));
  else yield* settle(data);
}

export function* confirmWorker(action: PayloadAction<Intent & { approve: boolean }>) {
  const wallet: WalletState = yield select(selectWallet);
  const pending = wallet.payment.pending;
  if (!pending) return;
  const { data, error } = yield* callApi(
    api.confirmPayment,
    pending._id,
    action.payload.approve,
    action.payload.intentKey,
  );
  if (error) yield put(paymentFailed(error));
  else if (data.status === 'canceled')
    yield put(paymentFailed({ statusCode: 422, message: 'The payment was cancelled. Nothing was charged.' }));
  else yield* settle(data);
}

export function* unlockWorker(action: PayloadAction<Intent>) {
  const wallet: WalletState = yield select(selectWallet);
  const item = wallet.unlock.item;
  if (!item) return;
  const { data, error } = yield* callApi(api.unlock, item.kind, item.id, action.payload.intentKey);
  if (error) {
    yield put(unlockFailed(error));
    return;
  }
  yield put(itemUnlocked({ kind: item.kind, id: item.id, item: data.item }));
  yield put(balanceRefreshRequested());
}

/** token_transaction_success {item, target}: a purchase (in this tab or another) flips the item in place. */
export function* boughtEventWorker(action: ReturnType<typeof socketEventReceived>) {
  const data = asRaw(action.payload.data);
  const item = asRaw(data.item);
  const id = str(item._id);
  const target = str(data.target);
  const kind =
    target === 'feed' || target === 'video' || target === 'gallery' || target === 'message' ? target : null;
  if (id && kind) yield put(itemUnlocked({ kind, id, item }));
}

export function* tipWorker(action: PayloadAction<Intent & { price: number; message?: string }>) {
  const wallet: WalletState = yield select(selectWallet);
  const target = wallet.tip.target;
  if (!target) return;
  const { data, error } = yield* callApi(
    api.tip,
    target.performerId,
    action.payload.price,
    action.payload.intentKey,
    action.payload.message,
    target.live,
  );
  if (error) yield put(tipFailed(error));
  else {
    yield put(tipSent(data));
    yield put(balanceRefreshRequested());
  }
}

export function* orderWorker(action: PayloadAction<Intent & { input: api.ProductOrderInput }>) {
  const wallet: WalletState = yield select(selectWallet);
  const product = wallet.order.product;
  if (!product) return;
  const { data, error } = yield* callApi(
    api.buyProduct,
    product.id,
    action.payload.input,
    action.payload.intentKey,
  );
  if (error) yield put(orderFailed(error));
  else {
    yield put(orderPlaced(data));
    yield put(balanceRefreshRequested());
  }
}

export function* addressesWorker() {
  const { data, error } = yield* callApi(api.listAddresses);
  if (!error) yield put(addressesLoaded(data.items));
}

export function* addAddressWorker(action: PayloadAction<Intent & { address: api.AddressInput }>) {
  const { data, error } = yield* callApi(api.createAddress, action.payload.address, action.payload.intentKey);
  if (error) yield put(addressAddFailed(error));
  else yield put(addressAdded(data));
}

export function* couponWorker(action: PayloadAction<{ code: string }>) {
  const { data, error } = yield* callApi(api.applyCoupon, action.payload.code);
  if (error) yield put(couponFailed(error));
  else yield put(couponApplied(data));
}

const HISTORY_CALLS = {
  payments: api.searchPayments,
  charges: api.searchWalletCharges,
  subscriptions: api.searchSubscriptions,
  orders: api.searchOrders,
} as const;

export function* historyWorker(
  action: PayloadAction<{ kind: HistoryKind; key: string; query: api.HistoryQuery }>,
) {
  const { kind, key, query } = action.payload;
  const fetch = HISTORY_CALLS[kind] as (q: api.HistoryQuery) => Promise<api.Page<unknown>>;
  const { data, error } = yield* callApi(fetch, query);
  if (error) yield put(historyFailed({ kind, key, error }));
  else yield put(historyLoaded({ kind, key, items: data.items, total: data.total }));
}

export function* cancelSubscriptionWorker(action: PayloadAction<Intent & { id: string; gateway: string }>) {
  const { data, error } = yield* callApi(
    api.cancelSubscription,
    action.payload.gateway || 'system',
    action.payload.id,
    action.payload.intentKey,
  );
  if (error) yield put(subscriptionCancelFailed(error));
  else yield put(subscriptionCancelled(data));
}

export function* orderDetailWorker(action: PayloadAction<{ id: string }>) {
  const { data, error } = yield* callApi(api.getOrder, action.payload.id);
  if (error) yield put(orderDetailFailed(error));
  else yield put(orderDetailLoaded(data));
}

export function* orderAddressWorker(action: PayloadAction<{ addressId: string }>) {
  const wallet: WalletState = yield select(selectWallet);
  const order = wallet.orderDetail.order;
  if (!order) return;
  const { data, error } = yield* callApi(api.changeOrderAddress, order._id, action.payload.addressId);
  if (error) yield put(orderDetailFailed(error));
  else yield put(orderDetailLoaded(data));
}

/** The download link is signed and short-lived: ask for it at the click, then open it. */
export function* downloadWorker() {
  const wallet: WalletState = yield select(selectWallet);
  const order = wallet.orderDetail.order;
  if (!order) return;
  const { data, error } = yield* callApi(api.downloadLink, order.productId);
  if (error || !data) {
    yield put(downloadFailed(error ?? { statusCode: 422, message: 'This product has no file to download' }));
    return;
  }
  yield put(downloadReady());
  yield call(assignLocation, data);
}

export function* walletSaga() {
  yield takeLatest(historyRequested.type, historyWorker);
  yield takeLeading(subscriptionCancelRequested.type, cancelSubscriptionWorker);
  yield takeLatest(orderDetailRequested.type, orderDetailWorker);
  yield takeLeading(orderAddressChangeRequested.type, orderAddressWorker);
  yield takeLeading(downloadRequested.type, downloadWorker);
  yield takeLatest(couponRequested.type, couponWorker);
  yield takeLatest(cardsRequested.type, loadCardsWorker);
  yield takeLeading(cardAddRequested.type, addCardWorker);
  yield takeLeading(stripeCardAddRequested.type, addStripeCardWorker);
  yield takeEvery(cardRemoveRequested.type, removeCardWorker);
  // one payment at a time: a second click while paying is ignored
  yield takeLeading(
    [topUpRequested.type, subscribeRequested.type],
    function* route(action: PayloadAction<Intent & { input: never }>) {
      if (topUpRequested.match(action)) yield call(topUpWorker, action);
      else yield call(subscribeWorker, action as never);
    },
  );
  yield takeLeading(paymentConfirmRequested.type, confirmWorker);
  yield takeLeading(unlockRequested.type, unlockWorker);
  yield takeEvery(isSocketEvent('token_transaction_success'), boughtEventWorker);
  yield takeLeading(tipRequested.type, tipWorker);
  yield takeLeading(orderRequested.type, orderWorker);
  yield takeLatest(addressesRequested.type, addressesWorker);
  yield takeLeading(addressAddRequested.type, addAddressWorker);
}
