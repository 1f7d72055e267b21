// Creator tools (reference §2.5 /creator/blacklist, /creator/block-countries): list, block, unblock, countries.
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { type UserCard } from './types';
import { blockUser, getBlockedCountries, getBlockedUsers, saveBlockedCountries, unblockUser } from './api';
import {
  type BlockState,
  blockedCountriesFailed,
  blockedCountriesLoaded,
  blockedCountriesRequested,
  blockedCountriesSaved,
  blockedCountriesSaveFailed,
  blockedCountriesSaveRequested,
  blockedUsersFailed,
  blockedUsersLoaded,
  blockedUsersRequested,
  userBlocked,
  userBlockFailed,
  userBlockRequested,
  userUnblocked,
  userUnblockFailed,
  userUnblockRequested,
} from './block-slice';

export function* loadBlockedUsersWorker(action: PayloadAction<{ offset: number; limit: number }>) {
  const { offset, limit } = action.payload;
  const { data, error } = yield* callApi(getBlockedUsers, { offset, limit });
  if (error) yield put(blockedUsersFailed(error));
  else yield put(blockedUsersLoaded({ ...data, offset, limit }));
}

export function* blockUserWorker(
  action: PayloadAction<{ targetId: string; reason: string; target?: UserCard }>,
) {
  const { targetId, reason, target } = action.payload;
  const { data, error } = yield* callApi(blockUser, { targetId, reason });
  if (error) {
    yield put(userBlockFailed(error));
    return;
  }
  // Show the picked user's name and avatar at once; the reload below brings the server's own copy.
  const known = data.target.name || data.target.username;
  yield put(userBlocked(known || !target ? data : { ...data, target: { ...target, _id: data.targetId } }));
  const users: BlockState['users'] = yield select((s: { block: BlockState }) => s.block.users);
  yield put(blockedUsersRequested({ offset: users.offset, limit: users.limit }));
}

export function* unblockUserWorker(action: PayloadAction<{ userId: string }>) {
  const { userId } = action.payload;
  const { error } = yield* callApi(unblockUser, userId);
  if (error) {
    yield put(userUnblockFailed({ userId, error }));
    return;
  }
  yield put(userUnblocked({ userId }));
  // The page may now be empty while later pages hold rows: step back and reload.
  const users: BlockState['users'] = yield select((s: { block: BlockState }) => s.block.users);
  if (users.items.length === 0 && users.total > 0) {
    yield put(blockedUsersRequested({ offset: Math.max(0, users.offset - users.limit), limit: users.limit }));
  }
}

export function* loadBlockedCountriesWorker() {
  const { data, error } = yield* callApi(getBlockedCountries);
  yield put(error ? blockedCountriesFailed(error) : blockedCountriesLoaded(data));
}

export function* saveBlockedCountriesWorker(action: PayloadAction<{ countryCodes: string[] }>) {
  const { data, error } = yield* callApi(saveBlockedCountries, action.payload.countryCodes);
  yield put(error ? blockedCountriesSaveFailed(error) : blockedCountriesSaved(data));
}

export function* blockSaga() {
  yield takeLatest(blockedUsersRequested.type, loadBlockedUsersWorker);
  yield takeEvery(userBlockRequested.type, blockUserWorker);
  yield takeEvery(userUnblockRequested.type, unblockUserWorker);
  yield takeLatest(blockedCountriesRequested.type, loadBlockedCountriesWorker);
  yield takeLatest(blockedCountriesSaveRequested.type, saveBlockedCountriesWorker);
}
