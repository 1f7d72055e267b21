// Follow / unfollow a creator (spec §7 "Follows"); the slice keeps the ids unique.
import { put, takeEvery } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { follow, unfollow } from './api';
import { followAdded, followFailed, followRemoved, followRequested, unfollowRequested } from './follow-slice';

export function* followWorker(action: PayloadAction<{ performerId: string }>) {
  const { performerId } = action.payload;
  const { error } = yield* callApi(follow, performerId);
  yield put(error ? followFailed({ performerId, error }) : followAdded(performerId));
}

export function* unfollowWorker(action: PayloadAction<{ performerId: string }>) {
  const { performerId } = action.payload;
  const { error } = yield* callApi(unfollow, performerId);
  yield put(error ? followFailed({ performerId, error }) : followRemoved(performerId));
}

export function* followSaga() {
  yield takeEvery(followRequested.type, followWorker);
  yield takeEvery(unfollowRequested.type, unfollowWorker);
}
