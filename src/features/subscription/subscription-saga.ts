// One price source for the subscribe modal: whatever opened it (profile, post, video page), the prices shown
// are the creator's profile as the API answers now, so the modal and the profile's buttons never disagree.
import { put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { getCreatorPlans } from './api';
import { subscriptionPricesLoaded, subscriptionPricesRequested } from './subscription-slice';

export function* refreshPricesWorker(action: PayloadAction<{ _id: string; username: string }>) {
  const { _id, username } = action.payload;
  const { data, error } = yield* callApi(getCreatorPlans, username || _id, {});
  // Unreachable now: the prices the opener had stay shown.
  if (error) return;
  yield put(
    subscriptionPricesLoaded({
      _id: data._id,
      monthlyPrice: data.monthlyPrice,
      yearlyPrice: data.yearlyPrice,
      isFreeSubscription: data.isFreeSubscription,
      durationFreeSubscriptionDays: data.durationFreeSubscriptionDays,
    }),
  );
}

export function* subscriptionSaga() {
  yield takeLatest(subscriptionPricesRequested.type, refreshPricesWorker);
}
