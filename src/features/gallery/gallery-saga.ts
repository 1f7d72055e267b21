// Gallery detail with its photos (client navigations), related galleries and a creator's paged list (profile tab).
import { put, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { takeAssetLists } from '@/features/video/asset-saga';
import { getGallery, getGalleryPhotos, searchGalleries } from './api';
import {
  galleryEvents,
  galleryFailed,
  galleryLoaded,
  galleryPhotosFailed,
  galleryPhotosLoaded,
  galleryRequested,
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

export function* gallerySaga() {
  yield takeLatest(galleryRequested.type, loadGalleryWorker);
  yield* takeAssetLists(galleryEvents, searchGalleries);
}
