// Profile and password updates (spec §4 "User update", §8 texts) and live balance for creators.
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { MESSAGES } from '@/config/constants';
import { callApiOr } from '@/lib/request-saga';
import { updatePassword } from '@/features/auth/api';
import { isSocketEvent, type socketEventReceived } from '@/features/realtime/realtime-events';
import { updateCreatorProfile, updateFanProfile } from './api';
import { type CurrentUser } from './types';
import {
  balanceChanged,
  passwordUpdateFailed,
  passwordUpdated,
  passwordUpdateRequested,
  type ProfileUpdate,
  profileUpdated,
  profileUpdateFailed,
  profileUpdateRequested,
  selectCurrentUser,
} from './user-slice';

export function* profileUpdateWorker(action: PayloadAction<ProfileUpdate>) {
  const current: CurrentUser | null = yield select(selectCurrentUser);
  const update = current?.isPerformer ? updateCreatorProfile : updateFanProfile;
  const { data, error } = yield* callApiOr(MESSAGES.updateFallback, update, action.payload);
  if (error) yield put(profileUpdateFailed(error));
  else yield put(profileUpdated(data));
}

export function* passwordUpdateWorker(action: PayloadAction<{ password: string; currentPassword?: string }>) {
  const current: CurrentUser | null = yield select(selectCurrentUser);
  const source = current?.isPerformer ? 'performer' : 'user';
  const { error } = yield* callApiOr(
    MESSAGES.updateFallback,
    updatePassword,
    action.payload.password,
    source,
    action.payload.currentPassword,
  );
  if (error) yield put(passwordUpdateFailed(error));
  else yield put(passwordUpdated());
}

/** update_balance {token: signed amount} is pushed to creators after earnings and refunds (reference §3.2). */
export function* balanceEventWorker(action: ReturnType<typeof socketEventReceived>) {
  const current: CurrentUser | null = yield select(selectCurrentUser);
  const amount = (action.payload.data as { token?: unknown } | null)?.token;
  if (current?.isPerformer && typeof amount === 'number' && Number.isFinite(amount)) {
    yield put(balanceChanged({ token: amount }));
  }
}

export function* userSaga() {
  yield takeLatest(profileUpdateRequested.type, profileUpdateWorker);
  yield takeLatest(passwordUpdateRequested.type, passwordUpdateWorker);
  yield takeEvery(isSocketEvent('update_balance'), balanceEventWorker);
}
