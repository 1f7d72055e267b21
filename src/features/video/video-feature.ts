// The video slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { videoReducer } from './video-slice';

export const videoFeature = defineFeature({
  key: 'video',
  reducer: videoReducer,
  saga: lazySaga('video', () => import('./video-saga').then((m) => m.videoSaga)),
});
