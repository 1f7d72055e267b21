// The product slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { productReducer } from './product-slice';

export const productFeature = defineFeature({
  key: 'product',
  reducer: productReducer,
  saga: lazySaga('product', () => import('./product-saga').then((m) => m.productSaga)),
});
