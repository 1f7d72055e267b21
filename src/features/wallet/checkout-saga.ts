// Card payments (issue 9). Every POST carries the intent key the component made for the user's click, so a
// retry (the HTTP client retries a 409 "still running") replays instead of charging again. A success re-reads
// the balance; a subscription announces itself so profile and feeds reload.
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { selectSettings } from '@/features/settings';
import { balanceRefreshRequested } from '@/features/user';
import * as api from './api';
import type { Payment } from './types';
import {
  cardAddFailed,
  cardAddRequested,
  cardAdded,
  cardRemoveRequested,
  cardRemoved,
  cardsFailed,
  cardsLoaded,
  cardsRequested,
  couponApplied,
  couponFailed,
  couponRequested,
  paymentConfirmRequested,
  paymentFailed,
  paymentNeedsConfirmation,
  paymentSucceeded,
  selectCheckout,
  stripeCardAddRequested,
  subscribeRequested,
  topUpCouponRefused,
  topUpRequested,
  type CheckoutState,
  type Intent,
} from './checkout-slice';
import { subscriptionActivated } from './checkout-events';

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
  const checkout: CheckoutState = yield select(selectCheckout);
  const pending = checkout.payment.pending;
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

export function* couponWorker(action: PayloadAction<{ code: string }>) {
  const { data, error } = yield* callApi(api.applyCoupon, action.payload.code);
  if (error) yield put(couponFailed(error));
  else yield put(couponApplied(data));
}

export function* checkoutSaga() {
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
}
