// The public face of the video feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { getVideoFileStatus } from './api';
export { VideoDetail } from './components/video-detail';
export { fileImage, formatPrice, type MediaFile, toVideo, type Video, videoPoster } from './types';
export type { VideoState } from './video-slice';
export { videoFeature } from './video-feature';
