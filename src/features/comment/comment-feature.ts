// The comment slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { commentReducer } from './comment-slice';

export const commentFeature = defineFeature({
  key: 'comment',
  reducer: commentReducer,
  saga: lazySaga('comment', () => import('./comment-saga').then((m) => m.commentSaga)),
});
