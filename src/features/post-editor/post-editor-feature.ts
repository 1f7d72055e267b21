// The postEditor slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { postEditorReducer } from './post-editor-slice';

export const postEditorFeature = defineFeature({
  key: 'postEditor',
  reducer: postEditorReducer,
  saga: lazySaga('postEditor', () => import('./post-editor-saga').then((m) => m.postEditorSaga)),
});
