// A creator's live session (go live, resume, end), joined to the store in one call (src/store/feature.ts).
import { defineFeature, lazySaga } from '@/store/feature';
import { liveSessionReducer } from './live-session-slice';

export const liveSessionFeature = defineFeature({
  key: 'liveSession',
  reducer: liveSessionReducer,
  saga: lazySaga('liveSession', () => import('./live-session-saga').then((m) => m.liveSessionSaga)),
});
