// The block slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { blockReducer } from './block-slice';

export const blockFeature = defineFeature({
  key: 'block',
  reducer: blockReducer,
  saga: lazySaga('block', () => import('./block-saga').then((m) => m.blockSaga)),
});
