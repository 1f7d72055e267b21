// Gallery detail with its photos (client navigations), related galleries and a creator's paged list (profile tab).
import { put, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { LIST_PAGE_SIZE, RELATED_LIMIT } from '@/features/video/asset-state';
import { getGallery, getGalleryPhotos, searchGalleries } from './api';
import {
  galleryFailed,
  galleryListFailed,
  galleryListLoaded,
  galleryListRequested,
  galleryLoaded,
  galleryPhotosFailed,
  galleryPhotosLoaded,
  galleryRequested,
  relatedGalleriesFailed,
  relatedGalleriesLoaded,
  relatedGalleriesRequested,
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

export function* loadRelatedGalleriesWorker(action: PayloadAction<{ galleryId: string; performerId: string }>) {
  const { galleryId, performerId } = action.payload;
  const { data, error } = yield* callApi(
    searchGalleries,
    { performerId, excludedId: galleryId, limit: RELATED_LIMIT },
    {},
  );
  if (error) yield put(relatedGalleriesFailed({ forId: galleryId, error }));
  else yield put(relatedGalleriesLoaded({ forId: galleryId, items: data.items.filter((g) => g._id !== galleryId) }));
}

export function* loadGalleryListWorker(action: PayloadAction<{ performerId: string; offset: number }>) {
  const { performerId, offset } = action.payload;
  const { data, error } = yield* callApi(searchGalleries, { performerId, offset, limit: LIST_PAGE_SIZE }, {});
  if (error) yield put(galleryListFailed({ performerId, error }));
  else yield put(galleryListLoaded({ performerId, offset, items: data.items, total: data.total }));
}

export function* gallerySaga() {
  yield takeLatest(galleryRequested.type, loadGalleryWorker);
  yield takeLatest(relatedGalleriesRequested.type, loadRelatedGalleriesWorker);
  yield takeLatest(galleryListRequested.type, loadGalleryListWorker);
}
