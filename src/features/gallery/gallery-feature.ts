// The gallery slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { galleryReducer } from './gallery-slice';

export const galleryFeature = defineFeature({
  key: 'gallery',
  reducer: galleryReducer,
  saga: lazySaga('gallery', () => import('./gallery-saga').then((m) => m.gallerySaga)),
});
