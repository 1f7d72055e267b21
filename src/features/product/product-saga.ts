// Product detail (client navigations), related products and a creator's paged list (profile Store tab).
import { takeLatest } from 'redux-saga/effects';
import { assetDetailWorker, takeAssetLists } from '@/features/asset';
import { getProduct, searchProducts } from './api';
import { productEvents, productRequested } from './product-slice';

export const loadProductWorker = assetDetailWorker(productEvents, getProduct);

export function* productSaga() {
  yield takeLatest(productRequested.type, loadProductWorker);
  yield* takeAssetLists(productEvents, searchProducts);
}
