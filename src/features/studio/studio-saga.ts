// Creator asset tables and the gallery photo manager: load, delete, set cover. Uploads run in the forms
// (progress bars), which report finished photos with `photoUploaded`.
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { type Action, type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import {
  deleteGallery,
  deletePhoto,
  deleteProduct,
  deleteVideo,
  searchGalleryPhotos,
  searchMyGalleries,
  searchMyProducts,
  searchMyVideos,
  setGalleryCover,
  type Page,
  type StudioListQuery,
} from './api';
import {
  type AssetKind,
  type AssetListState,
  type StudioState,
  assetDeleted,
  assetDeleteFailed,
  assetDeleteRequested,
  assetListFailed,
  assetListLoaded,
  assetListRequested,
  galleryPhotosFailed,
  galleryPhotosLoaded,
  galleryPhotosRequested,
  photoCoverFailed,
  photoCoverRequested,
  photoCoverSet,
  photoDeleted,
  photoDeleteFailed,
  photoDeleteRequested,
} from './studio-slice';

const searchers = {
  videos: searchMyVideos,
  galleries: searchMyGalleries,
  products: searchMyProducts,
} as const;

const deleters: Record<AssetKind, (id: string) => Promise<void>> = {
  videos: deleteVideo,
  galleries: deleteGallery,
  products: deleteProduct,
};

export function* loadAssetListWorker(action: PayloadAction<{ kind: AssetKind; query: StudioListQuery }>) {
  const { kind, query } = action.payload;
  const search = searchers[kind] as (q: StudioListQuery) => Promise<Page<unknown>>;
  const { data, error } = yield* callApi(search, query);
  if (error) yield put(assetListFailed({ kind, error }));
  else
    yield put(
      assetListLoaded({ kind, items: data.items, total: data.total } as Parameters<
        typeof assetListLoaded
      >[0]),
    );
}

export function* deleteAssetWorker(action: PayloadAction<{ kind: AssetKind; id: string }>) {
  const { kind, id } = action.payload;
  const { error } = yield* callApi(deleters[kind], id);
  if (error) {
    yield put(assetDeleteFailed({ kind, id, error }));
    return;
  }
  yield put(assetDeleted({ kind, id }));
  // Reload the page so it fills up again (or step back when it is now empty and earlier pages exist).
  const list: AssetListState<unknown> = yield select((s: { studio: StudioState }) => s.studio[kind]);
  const { offset, limit } = list.query;
  const stepBack = list.items.length === 0 && offset > 0;
  yield put(
    assetListRequested({
      kind,
      query: { ...list.query, offset: stepBack ? Math.max(0, offset - limit) : offset },
    }),
  );
}

export function* loadGalleryPhotosWorker(action: PayloadAction<{ galleryId: string }>) {
  const { galleryId } = action.payload;
  const { data, error } = yield* callApi(searchGalleryPhotos, galleryId);
  if (error) yield put(galleryPhotosFailed({ galleryId, error }));
  else yield put(galleryPhotosLoaded({ galleryId, items: data.items }));
}

export function* setCoverWorker(action: PayloadAction<{ photoId: string }>) {
  const { photoId } = action.payload;
  const { error } = yield* callApi(setGalleryCover, photoId);
  yield put(error ? photoCoverFailed({ photoId, error }) : photoCoverSet({ photoId }));
}

export function* deletePhotoWorker(action: PayloadAction<{ photoId: string }>) {
  const { photoId } = action.payload;
  const { error } = yield* callApi(deletePhoto, photoId);
  yield put(error ? photoDeleteFailed({ photoId, error }) : photoDeleted({ photoId }));
}

/** One takeLatest per table: loading videos never cancels a galleries load. */
const listRequestOf =
  (kind: AssetKind) =>
  (action: Action): action is ReturnType<typeof assetListRequested> =>
    assetListRequested.match(action) && action.payload.kind === kind;

export function* studioSaga() {
  for (const kind of ['videos', 'galleries', 'products'] as const) {
    yield takeLatest(listRequestOf(kind), loadAssetListWorker);
  }
  yield takeEvery(assetDeleteRequested.type, deleteAssetWorker);
  yield takeLatest(galleryPhotosRequested.type, loadGalleryPhotosWorker);
  yield takeEvery(photoCoverRequested.type, setCoverWorker);
  yield takeEvery(photoDeleteRequested.type, deletePhotoWorker);
}
