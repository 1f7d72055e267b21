// Video page state: the open video, its related videos and a creator's videos (profile tab). The events and
// cases are the shared asset ones (asset-slice.ts); the action types stay 'video/videoLoaded' and so on.
import { createSlice } from '@reduxjs/toolkit';
import { addAssetCases, assetEvents, type AssetSliceState, initialAssetState } from '@/features/asset';
import { type Video } from './types';

// ---- types
export type VideoState = AssetSliceState<Video>;

// ---- initial state
export const initialVideoState: VideoState = initialAssetState<Video>();

// ---- events: exported by name below; videoEvents.byRole serves the cases and the saga
export const videoEvents = assetEvents<Video>()('video', 'Videos');

// ---- slice
const videoSlice = createSlice({
  name: 'video',
  initialState: initialVideoState,
  reducers: {},
  extraReducers: (builder) => addAssetCases(builder, videoEvents),
});

export const {
  videoRequested,
  videoLoaded,
  videoFailed,
  relatedVideosRequested,
  relatedVideosLoaded,
  relatedVideosFailed,
  videoListRequested,
  videoListLoaded,
  videoListFailed,
} = videoEvents.named;
export const videoReducer = videoSlice.reducer;

// ---- selectors
type WithVideo = { video: VideoState };
export const selectVideoDetail = (s: WithVideo) => s.video.detail;
export const selectRelatedVideos = (s: WithVideo) => s.video.related;
export const selectVideoList = (s: WithVideo) => s.video.list;
