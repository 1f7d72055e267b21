// The public face of the streaming feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { joinStream, pendingPrivateRequests, privateShow } from './api';
export { CreatorLive } from './components/creator-live';
export { PrivateShowRoom } from './components/private-show-room';
export { ViewerLive } from './components/viewer-live';
export type { LiveSessionState } from './live-session-slice';
export type { StreamMessageState } from './stream-message-slice';
export { privateRequestsLoaded, selectPrivateRequests, streamingReducer } from './streaming-slice';
export type { LivePerson, LiveStream, PrivateRequest, PrivateShow } from './types';
export { privateRequestsSaga } from './private-requests-saga';
export type { StreamingState } from './streaming-slice';
export { liveSessionFeature } from './live-session-feature';
export { streamMessageFeature } from './stream-message-feature';
