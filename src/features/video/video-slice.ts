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
} from './asset-state';
import { type Video } from './types';
import { registerReducer } from '@/store/reducer-registry';

// ---- types
export interface VideoState {
  detail: DetailState<Video>;
  related: RelatedState<Video>;
  /** a creator's videos (profile tab) */
  list: ListState<Video>;
}

// ---- initial state
export const initialVideoState: VideoState = {
  detail: emptyDetail<Video>(),
  related: emptyRelated<Video>(),
  list: emptyList<Video>(),
};

// ---- events for the saga
export const videoRequested = createAction<{ id: string }>('video/videoRequested');
export const relatedVideosRequested = createAction<{ videoId: string; performerId: string }>(
  'video/relatedVideosRequested',
);
export const videoListRequested = createAction<{ performerId: string; offset: number }>(
  'video/videoListRequested',
);

// ---- slice
const videoSlice = createSlice({
  name: 'video',
  initialState: initialVideoState,
  reducers: {
    videoLoaded(state, action: PayloadAction<{ id: string; video: Video; creator?: CreatorPlans | null }>) {
      const { id, video, creator = null } = action.payload;
      state.detail = { requestedId: id, current: video, status: 'succeeded', error: null, creator };
    },
    videoFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      state.detail = {
        ...emptyDetail<Video>(),
        requestedId: action.payload.id,
        status: 'failed',
        error: action.payload.error,
      };
    },
    relatedVideosLoaded(state, action: PayloadAction<{ forId: string; items: Video[] }>) {
      state.related = {
        forId: action.payload.forId,
        items: action.payload.items,
        status: 'succeeded',
        error: null,
      };
    },
    relatedVideosFailed(state, action: PayloadAction<{ forId: string; error: ApiError }>) {
      state.related = {
        forId: action.payload.forId,
        items: [],
        status: 'failed',
        error: action.payload.error,
      };
    },
    videoListLoaded(
      state,
      action: PayloadAction<{ performerId: string; offset: number; items: Video[]; total: number }>,
    ) {
      const { performerId, offset, items, total } = action.payload;
      const base = offset === 0 || state.list.performerId !== performerId ? [] : state.list.items;
      state.list = { performerId, items: appendUnique(base, items), total, status: 'succeeded', error: null };
    },
    videoListFailed(state, action: PayloadAction<{ performerId: string; error: ApiError }>) {
      state.list.status = 'failed';
      state.list.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(videoRequested, (state, action) => {
        state.detail = { ...emptyDetail<Video>(), requestedId: action.payload.id, status: 'loading' };
      })
      .addCase(relatedVideosRequested, (state, action) => {
        state.related = { forId: action.payload.videoId, items: [], status: 'loading', error: null };
      })
      .addCase(videoListRequested, (state, action) => {
        const { performerId, offset } = action.payload;
        if (offset === 0 || state.list.performerId !== performerId) {
          state.list = { ...emptyList<Video>(), performerId };
        }
        state.list.status = 'loading';
        state.list.error = null;
      })
      .addCase(hydrated, (state, action) => {
        const server = action.payload.video as VideoState | undefined;
        // the detail is server-fetched; lists load in the browser and stay as they are
        if (server && isSettled(server.detail.status)) state.detail = server.detail;
        return state;
      });
  },
});

export const {
  videoLoaded,
  videoFailed,
  relatedVideosLoaded,
  relatedVideosFailed,
  videoListLoaded,
  videoListFailed,
} = videoSlice.actions;
export const videoReducer = videoSlice.reducer;
registerReducer('video', videoReducer); // code-split: see src/store/reducer-registry.ts

// ---- selectors
type WithVideo = { video: VideoState };
export const selectVideoDetail = (s: WithVideo) => s.video.detail;
export const selectRelatedVideos = (s: WithVideo) => s.video.related;
export const selectVideoList = (s: WithVideo) => s.video.list;
