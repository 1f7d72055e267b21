import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import {
  appendUnique,
  emptyDetail,
  emptyList,
  emptyRelated,
  isSettled,
  type CreatorPlans,
  type DetailState,
  type ListState,
  type RelatedState,
  type RequestStatus,
} from '@/features/video/asset-state';
import { type Gallery, type Photo } from './types';
import { registerReducer } from '@/store/reducer-registry';

// ---- types
export interface PhotosState {
  galleryId: string;
  items: Photo[];
  total: number;
  status: RequestStatus;
  error: ApiError | null;
}

export interface GalleryState {
  detail: DetailState<Gallery>;
  /** the open gallery's photos */
  photos: PhotosState;
  related: RelatedState<Gallery>;
  /** a creator's galleries (profile tab) */
  list: ListState<Gallery>;
}

// ---- initial state
const emptyPhotos = (): PhotosState => ({ galleryId: '', items: [], total: 0, status: 'idle', error: null });

export const initialGalleryState: GalleryState = {
  detail: emptyDetail<Gallery>(),
  photos: emptyPhotos(),
  related: emptyRelated<Gallery>(),
  list: emptyList<Gallery>(),
};

// ---- events for the saga
export const galleryRequested = createAction<{ id: string }>('gallery/galleryRequested');
export const relatedGalleriesRequested = createAction<{ galleryId: string; performerId: string }>(
  'gallery/relatedGalleriesRequested',
);
export const galleryListRequested = createAction<{ performerId: string; offset: number }>(
  'gallery/galleryListRequested',
);

// ---- slice
const gallerySlice = createSlice({
  name: 'gallery',
  initialState: initialGalleryState,
  reducers: {
    galleryLoaded(
      state,
      action: PayloadAction<{ id: string; gallery: Gallery; creator?: CreatorPlans | null }>,
    ) {
      const { id, gallery, creator = null } = action.payload;
      state.detail = { requestedId: id, current: gallery, status: 'succeeded', error: null, creator };
    },
    galleryFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      state.detail = {
        ...emptyDetail<Gallery>(),
        requestedId: action.payload.id,
        status: 'failed',
        error: action.payload.error,
      };
      state.photos = emptyPhotos();
    },
    galleryPhotosLoaded(state, action: PayloadAction<{ galleryId: string; items: Photo[]; total: number }>) {
      state.photos = { ...action.payload, status: 'succeeded', error: null };
    },
    galleryPhotosFailed(state, action: PayloadAction<{ galleryId: string; error: ApiError }>) {
      state.photos = {
        ...emptyPhotos(),
        galleryId: action.payload.galleryId,
        status: 'failed',
        error: action.payload.error,
      };
    },
    relatedGalleriesLoaded(state, action: PayloadAction<{ forId: string; items: Gallery[] }>) {
      state.related = {
        forId: action.payload.forId,
        items: action.payload.items,
        status: 'succeeded',
        error: null,
      };
    },
    relatedGalleriesFailed(state, action: PayloadAction<{ forId: string; error: ApiError }>) {
      state.related = {
        forId: action.payload.forId,
        items: [],
        status: 'failed',
        error: action.payload.error,
      };
    },
    galleryListLoaded(
      state,
      action: PayloadAction<{ performerId: string; offset: number; items: Gallery[]; total: number }>,
    ) {
      const { performerId, offset, items, total } = action.payload;
      const base = offset === 0 || state.list.performerId !== performerId ? [] : state.list.items;
      state.list = { performerId, items: appendUnique(base, items), total, status: 'succeeded', error: null };
    },
    galleryListFailed(state, action: PayloadAction<{ performerId: string; error: ApiError }>) {
      state.list.status = 'failed';
      state.list.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(galleryRequested, (state, action) => {
        state.detail = { ...emptyDetail<Gallery>(), requestedId: action.payload.id, status: 'loading' };
        state.photos = { ...emptyPhotos(), status: 'loading' };
      })
      .addCase(relatedGalleriesRequested, (state, action) => {
        state.related = { forId: action.payload.galleryId, items: [], status: 'loading', error: null };
      })
      .addCase(galleryListRequested, (state, action) => {
        const { performerId, offset } = action.payload;
        if (offset === 0 || state.list.performerId !== performerId) {
          state.list = { ...emptyList<Gallery>(), performerId };
        }
        state.list.status = 'loading';
        state.list.error = null;
      })
      .addCase(hydrated, (state, action) => {
        const server = action.payload.gallery as GalleryState | undefined;
        // the detail and its photos are server-fetched; lists load in the browser and stay as they are
        if (server && isSettled(server.detail.status)) {
          state.detail = server.detail;
          state.photos = server.photos;
        }
        return state;
      });
  },
});

export const {
  galleryLoaded,
  galleryFailed,
  galleryPhotosLoaded,
  galleryPhotosFailed,
  relatedGalleriesLoaded,
  relatedGalleriesFailed,
  galleryListLoaded,
  galleryListFailed,
} = gallerySlice.actions;
export const galleryReducer = gallerySlice.reducer;
registerReducer('gallery', galleryReducer); // code-split: see src/store/reducer-registry.ts

// ---- selectors
type WithGallery = { gallery: GalleryState };
export const selectGalleryDetail = (s: WithGallery) => s.gallery.detail;
export const selectGalleryPhotos = (s: WithGallery) => s.gallery.photos;
export const selectRelatedGalleries = (s: WithGallery) => s.gallery.related;
export const selectGalleryList = (s: WithGallery) => s.gallery.list;
