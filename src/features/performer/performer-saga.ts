// Directory loads, profile loads, the 15 s live/online refresh while a profile is open, and bookmarks.
import { subscriptionActivated } from '@/features/wallet';
import { call, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { bookmarkPerformer, getPerformer, searchPerformers, unbookmarkPerformer } from './api';
import { directoryApiParams, type DirectoryQuery } from './directory-query';
import {
  bookmarkAdded,
  bookmarkFailed,
  bookmarkRemoved,
  bookmarkRequested,
  directoryFailed,
  directoryLoaded,
  directoryRequested,
  profileFailed,
  profileLoaded,
  PROFILE_POLL_MS,
  profilePollingStarted,
  profilePollingStopped,
  profileRequested,
  profileStatusRefreshed,
  unbookmarkRequested,
} from './performer-slice';
import { type PerformerProfile } from './types';
import { followSeedActions } from './follow-seeds';

export { PROFILE_POLL_MS };

export function* directoryWorker(action: PayloadAction<DirectoryQuery>) {
  const query = action.payload;
  const { data, error } = yield* callApi(searchPerformers, directoryApiParams(query));
  if (error) {
    yield put(directoryFailed({ query, error }));
    return;
  }
  yield put(directoryLoaded({ query, items: data.items, total: data.total }));
  for (const seed of followSeedActions(data.items.filter((p) => p.isFollowed))) yield put(seed);
}

export function* profileWorker(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { data, error } = yield* callApi(getPerformer, id, {});
  if (error) {
    yield put(profileFailed({ id, error }));
    return;
  }
  yield put(profileLoaded({ id, profile: data }));
  for (const seed of followSeedActions([data])) yield put(seed);
}

// The page waits the first PROFILE_POLL_MS itself (profile-view.tsx) and starts the poll when the first refresh is
// due, so this saga downloads with that first request, not with the page.
function* pollProfile(performerId: string) {
  while (true) {
    // A failed refresh keeps the last known flags; the next tick tries again.
    const { data } = yield* callApi(getPerformer, performerId, { noAuthRedirect: true, countryName: false });
    if (data) {
      const profile = data as PerformerProfile;
      yield put(profileStatusRefreshed({ _id: profile._id, isOnline: profile.isOnline, live: profile.live }));
    }
    yield delay(PROFILE_POLL_MS);
  }
}

export function* pollingWorker(action: PayloadAction<{ performerId: string }>) {
  // Ends when the page leaves (stop event); takeLatest also cancels it when another profile opens.
  yield race({ poll: call(pollProfile, action.payload.performerId), stop: take(profilePollingStopped.type) });
}

export function* bookmarkWorker(action: PayloadAction<{ performerId: string }>) {
  const { performerId } = action.payload;
  const { error } = yield* callApi(bookmarkPerformer, performerId);
  yield put(error ? bookmarkFailed({ performerId, error }) : bookmarkAdded(performerId));
}

export function* unbookmarkWorker(action: PayloadAction<{ performerId: string }>) {
  const { performerId } = action.payload;
  const { error } = yield* callApi(unbookmarkPerformer, performerId);
  yield put(error ? bookmarkFailed({ performerId, error }) : bookmarkRemoved(performerId));
}

/** A new subscription to the open profile: read it again in place (isSubscribed, the subscribe buttons go). */
export function* subscribedProfileWorker(action: PayloadAction<{ performerId: string }>) {
  const state: { requestedId: string; current: { _id: string; username: string } | null } = yield select(
    (s: {
      performer: { profile: { requestedId: string; current: { _id: string; username: string } | null } };
    }) => s.performer.profile,
  );
  if (!state.current || state.current._id !== action.payload.performerId) return;
  const { data } = yield* callApi(getPerformer, state.current.username || state.current._id, {});
  if (data) yield put(profileLoaded({ id: state.requestedId, profile: data }));
}

export function* performerSaga() {
  yield takeLatest(directoryRequested.type, directoryWorker);
  yield takeLatest(profileRequested.type, profileWorker);
  yield takeLatest(subscriptionActivated.type, subscribedProfileWorker);
  yield takeLatest(profilePollingStarted.type, pollingWorker);
  yield takeEvery(bookmarkRequested.type, bookmarkWorker);
  yield takeEvery(unbookmarkRequested.type, unbookmarkWorker);
}
