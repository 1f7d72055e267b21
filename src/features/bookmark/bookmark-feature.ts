// The bookmark slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { bookmarkReducer } from './bookmark-slice';

export const bookmarkFeature = defineFeature({
  key: 'bookmark',
  reducer: bookmarkReducer,
  saga: lazySaga('bookmark', () => import('./bookmark-saga').then((m) => m.bookmarkSaga)),
});
