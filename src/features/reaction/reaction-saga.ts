// Sends a toggle to the API; the slice already shows it (optimistic) and restores it when the call fails.
import { put, takeEvery } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { addReaction, removeReaction } from './api';
import { reactionToggled, reactionToggleFailed, reactionToggleRequested } from './reaction-slice';
import { type ReactionTarget, type ReactionValue } from './types';

export function* toggleReactionWorker(
  action: PayloadAction<ReactionTarget & { base: ReactionValue; current: ReactionValue }>,
) {
  const { objectType, objectId, action: kind, current } = action.payload;
  const target = { objectType, objectId, action: kind };
  const { error } = current.active
    ? yield* callApi(removeReaction, objectType, objectId, kind)
    : yield* callApi(addReaction, objectType, objectId, kind);
  yield put(error ? reactionToggleFailed({ ...target, error }) : reactionToggled(target));
}

export function* reactionSaga() {
  yield takeEvery(reactionToggleRequested.type, toggleReactionWorker);
}
