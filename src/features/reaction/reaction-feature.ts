// The reaction slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { reactionReducer } from './reaction-slice';

export const reactionFeature = defineFeature({
  key: 'reaction',
  reducer: reactionReducer,
  saga: lazySaga('reaction', () => import('./reaction-saga').then((m) => m.reactionSaga)),
});
