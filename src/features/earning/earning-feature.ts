// The earning slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { earningReducer } from './earning-slice';

export const earningFeature = defineFeature({
  key: 'earning',
  reducer: earningReducer,
  saga: lazySaga('earning', () => import('./earning-saga').then((m) => m.earningSaga)),
});
