// Gallery detail with its photos (client navigations), related galleries and a creator's paged list (profile tab).
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { itemUnlocked } from '@/features/wallet';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { takeAssetLists } from '@/features/asset';
import { getGallery, getGalleryPhotos, searchGalleries } from './api';
import {
  galleryEvents,
  galleryFailed,
  galleryLoaded,
  galleryPhotosFailed,
  galleryPhotosLoaded,
  galleryRequested,
  selectGalleryDetail,
} from './gallery-slice';

export function* loadGalleryWorker(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { data, error } = yield* callApi(getGallery, id, {});
  if (error) {
    yield put(galleryFailed({ id, error }));
    return;
  }
  yield put(galleryLoaded({ id, gallery: data }));
  const photos = yield* callApi(getGalleryPhotos, data._id, {});
  if (photos.error) yield put(galleryPhotosFailed({ galleryId: data._id, error: photos.error }));
  else yield put(galleryPhotosLoaded({ galleryId: data._id, ...photos.data }));
}

/** A bought gallery reloads in place: its photos now carry their URLs. */
export function* unlockedGalleryWorker(action: PayloadAction<{ kind: string; id: string }>) {
  const detail: ReturnType<typeof selectGalleryDetail> = yield select(selectGalleryDetail);
  if (action.payload.kind === 'gallery' && detail.current?._id === action.payload.id) {
    yield put(galleryRequested({ id: detail.requestedId || action.payload.id }));
  }
}

export function* gallerySaga() {
  yield takeLatest(galleryRequested.type, loadGalleryWorker);
  yield takeEvery(itemUnlocked.type, unlockedGalleryWorker);
  yield* takeAssetLists(galleryEvents, searchGalleries);
}
