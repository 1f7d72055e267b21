// Gallery page state: the open gallery with its photos, related galleries and a creator's galleries (profile tab).
// The detail, related and list parts are the shared asset ones (features/video/asset-slice.ts); the photos follow
// the gallery's events through its hooks.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { type RequestStatus } from '@/lib/request-status';
import { addAssetCases, assetEvents, type AssetSliceState, initialAssetState } from '@/features/asset';
import { type Gallery, type Photo } from './types';

// ---- types
export interface PhotosState {
  galleryId: string;
  items: Photo[];
  total: number;
  status: RequestStatus;
  error: ApiError | null;
}

export interface GalleryState extends AssetSliceState<Gallery> {
  /** the open gallery's photos */
  photos: PhotosState;
}

// ---- initial state
const emptyPhotos = (): PhotosState => ({ galleryId: '', items: [], total: 0, status: 'idle', error: null });

export const initialGalleryState: GalleryState = { ...initialAssetState<Gallery>(), photos: emptyPhotos() };

// ---- events: exported by name below; galleryEvents.byRole serves the cases and the saga
export const galleryEvents = assetEvents<Gallery>()('gallery', 'Galleries');

// ---- slice
const gallerySlice = createSlice({
  name: 'gallery',
  initialState: initialGalleryState,
  reducers: {
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
  },
  extraReducers: (builder) =>
    addAssetCases(builder, galleryEvents, {
      requested: (state) => {
        state.photos = { ...emptyPhotos(), status: 'loading' };
      },
      failed: (state) => {
        state.photos = emptyPhotos();
      },
      // the photos are server-fetched with the detail
      hydrated: (state, server) => {
        state.photos = server.photos;
      },
    }),
});

export const {
  galleryRequested,
  galleryLoaded,
  galleryFailed,
  relatedGalleriesRequested,
  relatedGalleriesLoaded,
  relatedGalleriesFailed,
  galleryListRequested,
  galleryListLoaded,
  galleryListFailed,
} = galleryEvents.named;
export const { galleryPhotosLoaded, galleryPhotosFailed } = gallerySlice.actions;
export const galleryReducer = gallerySlice.reducer;

// ---- selectors
type WithGallery = { gallery: GalleryState };
export const selectGalleryDetail = (s: WithGallery) => s.gallery.detail;
export const selectGalleryPhotos = (s: WithGallery) => s.gallery.photos;
export const selectRelatedGalleries = (s: WithGallery) => s.gallery.related;
export const selectGalleryList = (s: WithGallery) => s.gallery.list;
