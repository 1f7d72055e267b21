// The creator's asset tables (my-video, my-gallery, my-store) and the photo manager of one gallery. Form edits
// stay in the antd forms; only server lists live here (house rules).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { loggedOut } from '@/store/session';
import type { Video } from '@/features/video';
import type { Gallery, Photo } from '@/features/gallery';
import type { Product } from '@/features/product';
import { type StudioListQuery } from './api';
import { type RequestStatus } from '@/lib/request-status';

// ---- types

export interface StudioItems {
  videos: Video;
  galleries: Gallery;
  products: Product;
}
export type AssetKind = keyof StudioItems;

export interface AssetListState<T> {
  items: T[];
  total: number;
  query: StudioListQuery;
  status: RequestStatus;
  error: ApiError | null;
  /** ids with a delete in flight */
  deletingIds: string[];
}

/** The last delete (or photo action): `seq` grows on every outcome so pages toast once per result. */
export interface StudioMutation {
  kind: AssetKind | 'photos' | null;
  action: 'delete' | 'cover' | null;
  status: RequestStatus;
  error: ApiError | null;
  seq: number;
}

export interface PhotosState {
  galleryId: string;
  items: Photo[];
  status: RequestStatus;
  error: ApiError | null;
  /** photo ids with a cover or delete call in flight */
  pendingIds: string[];
}

export interface StudioState {
  videos: AssetListState<Video>;
  galleries: AssetListState<Gallery>;
  products: AssetListState<Product>;
  photos: PhotosState;
  mutation: StudioMutation;
}

// ---- initial state
export const STUDIO_PAGE_SIZE = 10;

function emptyList<T>(): AssetListState<T> {
  return {
    items: [],
    total: 0,
    query: { offset: 0, limit: STUDIO_PAGE_SIZE },
    status: 'idle',
    error: null,
    deletingIds: [],
  };
}

export const initialStudioState: StudioState = {
  videos: emptyList<Video>(),
  galleries: emptyList<Gallery>(),
  products: emptyList<Product>(),
  photos: { galleryId: '', items: [], status: 'idle', error: null, pendingIds: [] },
  mutation: { kind: null, action: null, status: 'idle', error: null, seq: 0 },
};

// ---- events for the saga
export const assetListRequested = createAction<{ kind: AssetKind; query: StudioListQuery }>(
  'studio/assetListRequested',
);
export const assetDeleteRequested = createAction<{ kind: AssetKind; id: string }>(
  'studio/assetDeleteRequested',
);
export const galleryPhotosRequested = createAction<{ galleryId: string }>('studio/galleryPhotosRequested');
export const photoCoverRequested = createAction<{ photoId: string }>('studio/photoCoverRequested');
export const photoDeleteRequested = createAction<{ photoId: string }>('studio/photoDeleteRequested');

type ListOf<K extends AssetKind> = { kind: K; items: StudioItems[K][]; total: number };
type AnyList = { [K in AssetKind]: ListOf<K> }[AssetKind];

const without = (ids: string[], id: string) => ids.filter((x) => x !== id);

function finish(state: StudioState, change: Omit<StudioMutation, 'seq'>) {
  state.mutation = { ...change, seq: state.mutation.seq + 1 };
}

// ---- slice
const studioSlice = createSlice({
  name: 'studio',
  initialState: initialStudioState,
  reducers: {
    assetListLoaded(state, action: PayloadAction<AnyList>) {
      const { kind, items, total } = action.payload;
      const list = state[kind] as AssetListState<unknown>;
      list.items = items;
      list.total = total;
      list.status = 'succeeded';
      list.error = null;
    },
    assetListFailed(state, action: PayloadAction<{ kind: AssetKind; error: ApiError }>) {
      const list = state[action.payload.kind];
      list.status = 'failed';
      list.error = action.payload.error;
    },
    assetDeleted(state, action: PayloadAction<{ kind: AssetKind; id: string }>) {
      const { kind, id } = action.payload;
      const list = state[kind] as AssetListState<{ _id: string }>;
      const before = list.items.length;
      list.items = list.items.filter((item) => item._id !== id);
      list.total = Math.max(0, list.total - (before - list.items.length));
      list.deletingIds = without(list.deletingIds, id);
      finish(state, { kind, action: 'delete', status: 'succeeded', error: null });
    },
    assetDeleteFailed(state, action: PayloadAction<{ kind: AssetKind; id: string; error: ApiError }>) {
      const { kind, id, error } = action.payload;
      state[kind].deletingIds = without(state[kind].deletingIds, id);
      finish(state, { kind, action: 'delete', status: 'failed', error });
    },
    galleryPhotosLoaded(state, action: PayloadAction<{ galleryId: string; items: Photo[] }>) {
      if (action.payload.galleryId !== state.photos.galleryId) return; // another gallery was opened since
      state.photos.items = action.payload.items;
      state.photos.status = 'succeeded';
      state.photos.error = null;
    },
    galleryPhotosFailed(state, action: PayloadAction<{ galleryId: string; error: ApiError }>) {
      if (action.payload.galleryId !== state.photos.galleryId) return;
      state.photos.status = 'failed';
      state.photos.error = action.payload.error;
    },
    /** A photo the upload queue finished; appended unless the list already has it. */
    photoUploaded(state, action: PayloadAction<Photo>) {
      const photo = action.payload;
      if (photo.galleryId && state.photos.galleryId && photo.galleryId !== state.photos.galleryId) return;
      if (state.photos.items.some((p) => p._id === photo._id)) return;
      state.photos.items.push(photo);
      if (photo.isGalleryCover) {
        for (const p of state.photos.items) p.isGalleryCover = p._id === photo._id;
      }
    },
    photoCoverSet(state, action: PayloadAction<{ photoId: string }>) {
      const { photoId } = action.payload;
      for (const p of state.photos.items) p.isGalleryCover = p._id === photoId;
      state.photos.pendingIds = without(state.photos.pendingIds, photoId);
      finish(state, { kind: 'photos', action: 'cover', status: 'succeeded', error: null });
    },
    photoCoverFailed(state, action: PayloadAction<{ photoId: string; error: ApiError }>) {
      state.photos.pendingIds = without(state.photos.pendingIds, action.payload.photoId);
      finish(state, { kind: 'photos', action: 'cover', status: 'failed', error: action.payload.error });
    },
    photoDeleted(state, action: PayloadAction<{ photoId: string }>) {
      const { photoId } = action.payload;
      state.photos.items = state.photos.items.filter((p) => p._id !== photoId);
      state.photos.pendingIds = without(state.photos.pendingIds, photoId);
      finish(state, { kind: 'photos', action: 'delete', status: 'succeeded', error: null });
    },
    photoDeleteFailed(state, action: PayloadAction<{ photoId: string; error: ApiError }>) {
      state.photos.pendingIds = without(state.photos.pendingIds, action.payload.photoId);
      finish(state, { kind: 'photos', action: 'delete', status: 'failed', error: action.payload.error });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(assetListRequested, (state, action) => {
        const list = state[action.payload.kind];
        list.status = 'loading';
        list.error = null;
        list.query = action.payload.query;
      })
      .addCase(assetDeleteRequested, (state, action) => {
        const list = state[action.payload.kind];
        if (!list.deletingIds.includes(action.payload.id)) list.deletingIds.push(action.payload.id);
      })
      .addCase(galleryPhotosRequested, (state, action) => {
        const same = state.photos.galleryId === action.payload.galleryId;
        state.photos = {
          galleryId: action.payload.galleryId,
          items: same ? state.photos.items : [],
          status: 'loading',
          error: null,
          pendingIds: same ? state.photos.pendingIds : [],
        };
      })
      .addCase(photoCoverRequested, (state, action) => {
        if (!state.photos.pendingIds.includes(action.payload.photoId))
          state.photos.pendingIds.push(action.payload.photoId);
      })
      .addCase(photoDeleteRequested, (state, action) => {
        if (!state.photos.pendingIds.includes(action.payload.photoId))
          state.photos.pendingIds.push(action.payload.photoId);
      })
      .addCase(loggedOut, () => initialStudioState)
      // Loaded in the browser only: a server copy never replaces what the creator is working on.
      .addCase(hydrated, (state) => state);
  },
});

export const {
  assetListLoaded,
  assetListFailed,
  assetDeleted,
  assetDeleteFailed,
  galleryPhotosLoaded,
  galleryPhotosFailed,
  photoUploaded,
  photoCoverSet,
  photoCoverFailed,
  photoDeleted,
  photoDeleteFailed,
} = studioSlice.actions;
export const studioReducer = studioSlice.reducer;

// ---- selectors
type WithStudio = { studio: StudioState };
export const selectAssetList = (kind: AssetKind) => (s: WithStudio) => s.studio[kind];
export const selectGalleryPhotos = (s: WithStudio) => s.studio.photos;
export const selectStudioMutation = (s: WithStudio) => s.studio.mutation;
