// The studio slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { studioReducer } from './studio-slice';

export const studioFeature = defineFeature({
  key: 'studio',
  reducer: studioReducer,
  saga: lazySaga('studio', () => import('./studio-saga').then((m) => m.studioSaga)),
});
