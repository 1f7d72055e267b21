// Video detail (client navigations and refreshes), related videos and a creator's paged list (profile tab).
import { put, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { getVideo, searchVideos } from './api';
import { LIST_PAGE_SIZE, RELATED_LIMIT } from './asset-state';
import {
  relatedVideosFailed,
  relatedVideosLoaded,
  relatedVideosRequested,
  videoFailed,
  videoListFailed,
  videoListLoaded,
  videoListRequested,
  videoLoaded,
  videoRequested,
} from './video-slice';

export function* loadVideoWorker(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { data, error } = yield* callApi(getVideo, id, {});
  yield put(error ? videoFailed({ id, error }) : videoLoaded({ id, video: data }));
}

export function* loadRelatedVideosWorker(action: PayloadAction<{ videoId: string; performerId: string }>) {
  const { videoId, performerId } = action.payload;
  const { data, error } = yield* callApi(searchVideos, { performerId, excludedId: videoId, limit: RELATED_LIMIT }, {});
  if (error) yield put(relatedVideosFailed({ forId: videoId, error }));
  // the API excludes the item already; filter again in case an older API ignores excludedId
  else yield put(relatedVideosLoaded({ forId: videoId, items: data.items.filter((v) => v._id !== videoId) }));
}

export function* loadVideoListWorker(action: PayloadAction<{ performerId: string; offset: number }>) {
  const { performerId, offset } = action.payload;
  const { data, error } = yield* callApi(searchVideos, { performerId, offset, limit: LIST_PAGE_SIZE }, {});
  if (error) yield put(videoListFailed({ performerId, error }));
  else yield put(videoListLoaded({ performerId, offset, items: data.items, total: data.total }));
}

export function* videoSaga() {
  yield takeLatest(videoRequested.type, loadVideoWorker);
  yield takeLatest(relatedVideosRequested.type, loadRelatedVideosWorker);
  yield takeLatest(videoListRequested.type, loadVideoListWorker);
}
