// Video detail (client navigations and refreshes), related videos and a creator's paged list (profile tab).
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { itemUnlocked } from '@/features/wallet';
import { getVideo, searchVideos } from './api';
import { assetDetailWorker, takeAssetLists } from '@/features/asset';
import { selectVideoDetail, videoEvents, videoRequested } from './video-slice';

export const loadVideoWorker = assetDetailWorker(videoEvents, getVideo);

/** A bought video reloads in place: the answer now carries its file URL. */
export function* unlockedWorker(action: PayloadAction<{ kind: string; id: string }>) {
  const detail: ReturnType<typeof selectVideoDetail> = yield select(selectVideoDetail);
  if (action.payload.kind === 'video' && detail.current?._id === action.payload.id) {
    yield put(videoRequested({ id: detail.requestedId || action.payload.id }));
  }
}

export function* videoSaga() {
  yield takeLatest(videoRequested.type, loadVideoWorker);
  yield takeEvery(itemUnlocked.type, unlockedWorker);
  yield* takeAssetLists(videoEvents, searchVideos);
}
