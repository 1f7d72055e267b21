// Profile and password updates (spec §4 "User update", §8 texts) and the live balance.
import { put, select, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { MESSAGES } from '@/config/constants';
import { callApi, callApiOr } from '@/lib/request-saga';
import { accountUpdated, balanceUpdated } from '@/features/realtime';
import { getCurrentUser, updateCreatorProfile, updateFanProfile, updatePassword } from './api';
import { type CurrentUser } from './types';
import {
  accountRefreshRequested,
  balanceRefreshRequested,
  currentUserPatched,
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

/**
 * The balance chip follows every money movement: update_balance (reference §3.2, sent to creators on earnings
 * and to fans on charges, top-ups and refunds) and the wallet's own successes re-read the balance from
 * /users/me. Reading it, rather than adding the event's amount, cannot double-count an event and its answer.
 */
export function* balanceRefreshWorker() {
  const current: CurrentUser | null = yield select(selectCurrentUser);
  if (!current) return;
  const { data, error } = yield* callApi(getCurrentUser, {});
  // a creator's live state comes along: /creator/live asks for an open session only when one is on air
  if (!error && Number.isFinite(data.balance))
    yield put(
      currentUserPatched({ balance: data.balance, ...(data.isPerformer ? { live: data.live } : {}) }),
    );
}

/**
 * What the operator decides about the account reaches an open page at once: `account_updated` (our API's event,
 * sent when ID documents are verified or refused) and a finished document upload re-read /users/me and patch
 * the verification fields, which gate the creator's pages.
 */
export function* accountRefreshWorker() {
  const current: CurrentUser | null = yield select(selectCurrentUser);
  if (!current?.isPerformer) return;
  const { data, error } = yield* callApi(getCurrentUser, {});
  if (error) return;
  yield put(
    currentUserPatched({
      verifiedDocument: data.verifiedDocument,
      documentReview: data.documentReview,
      documentReviewNote: data.documentReviewNote,
      idVerification: data.idVerification,
      documentVerification: data.documentVerification,
    }),
  );
}

export function* userSaga() {
  yield takeLatest(profileUpdateRequested.type, profileUpdateWorker);
  yield takeLatest(passwordUpdateRequested.type, passwordUpdateWorker);
  yield takeLatest([balanceRefreshRequested.type, balanceUpdated.type], balanceRefreshWorker);
  yield takeLatest([accountRefreshRequested.type, accountUpdated.type], accountRefreshWorker);
}
