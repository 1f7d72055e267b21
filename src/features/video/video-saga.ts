// Video detail (client navigations and refreshes), related videos and a creator's paged list (profile tab).
import { takeLatest } from 'redux-saga/effects';
import { getVideo, searchVideos } from './api';
import { assetDetailWorker, takeAssetLists } from './asset-saga';
import { videoEvents, videoRequested } from './video-slice';

export const loadVideoWorker = assetDetailWorker(videoEvents, getVideo);

export function* videoSaga() {
  yield takeLatest(videoRequested.type, loadVideoWorker);
  yield* takeAssetLists(videoEvents, searchVideos);
}
