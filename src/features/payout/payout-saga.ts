// Payout calls for the creator's pages; the new request carries its intent's Idempotency-Key.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { balanceUpdated, payoutRequestUpdated } from '@/features/realtime';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import * as api from './api';
import type { Banking, Paypal } from './types';
import {
  bankingSaveRequested,
  payoutFailed,
  payoutFormLoaded,
  payoutFormRequested,
  payoutRequested,
  payoutSent,
  payoutSettingsFailed,
  payoutSettingsLoaded,
  payoutSettingsRequested,
  payoutSettingsSaved,
  payoutSettingsSaveFailed,
  payoutsFailed,
  payoutsLoaded,
  payoutsRequested,
  paypalSaveRequested,
  selectPayout,
  type PayoutState,
} from './payout-slice';

export function* settingsWorker() {
  const banking = yield* callApi(api.getBanking);
  const paypal = yield* callApi(api.getPaypal);
  if (banking.error || paypal.error) yield put(payoutSettingsFailed((banking.error ?? paypal.error)!));
  else yield put(payoutSettingsLoaded({ banking: banking.data, paypal: paypal.data }));
}

export function* bankingWorker(action: PayloadAction<{ values: Banking; intentKey: string }>) {
  const { data, error } = yield* callApi(api.saveBanking, action.payload.values, action.payload.intentKey);
  if (error) yield put(payoutSettingsSaveFailed(error));
  else yield put(payoutSettingsSaved({ banking: data }));
}

export function* paypalWorker(action: PayloadAction<{ values: Paypal }>) {
  const { data, error } = yield* callApi(api.savePaypal, action.payload.values);
  if (error) yield put(payoutSettingsSaveFailed(error));
  else yield put(payoutSettingsSaved({ paypal: data }));
}

export function* listWorker(action: PayloadAction<{ offset: number; limit: number; status?: string }>) {
  const { data, error } = yield* callApi(api.searchPayouts, action.payload);
  if (error) yield put(payoutsFailed(error));
  else yield put(payoutsLoaded(data));
}

export function* formWorker() {
  const [can, stats]: [
    Awaited<ReturnType<typeof api.canRequestPayout>>,
    Awaited<ReturnType<typeof api.payoutStats>>,
  ] = yield all([call(api.canRequestPayout), call(api.payoutStats)]);
  yield put(payoutFormLoaded({ canRequest: can, stats }));
}

export function* safeFormWorker() {
  try {
    yield call(formWorker);
  } catch {
    yield put(payoutFailed({ statusCode: 0, message: 'Error occurred, please try again later' }));
  }
}

export function* requestWorker(
  action: PayloadAction<{ input: api.PayoutInput; intentKey: string; id?: string }>,
) {
  const { input, intentKey, id } = action.payload;
  const result = id
    ? yield* callApi(api.updatePayout, id, input)
    : yield* callApi(api.requestPayout, input, intentKey);
  if (result.error) yield put(payoutFailed(result.error));
  else yield put(payoutSent(result.data));
}

/** The operator decided (or a payment moved the balance): the open payout page reloads its numbers and list. */
export function* followWorker() {
  const { requests }: PayoutState = yield select(selectPayout);
  if (!requests.query) return;
  yield put(payoutFormRequested());
  yield put(payoutsRequested(requests.query));
}

export function* payoutSaga() {
  yield takeLatest([balanceUpdated.type, payoutRequestUpdated.type], followWorker);
  yield takeLatest(payoutSettingsRequested.type, settingsWorker);
  yield takeLeading(bankingSaveRequested.type, bankingWorker);
  yield takeLeading(paypalSaveRequested.type, paypalWorker);
  yield takeLatest(payoutsRequested.type, listWorker);
  yield takeLatest(payoutFormRequested.type, safeFormWorker);
  yield takeLeading(payoutRequested.type, requestWorker);
}
