// Product detail (client navigations), related products and a creator's paged list (profile Store tab).
import { put, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { LIST_PAGE_SIZE, RELATED_LIMIT } from '@/features/video/asset-state';
import { getProduct, searchProducts } from './api';
import {
  productFailed,
  productListFailed,
  productListLoaded,
  productListRequested,
  productLoaded,
  productRequested,
  relatedProductsFailed,
  relatedProductsLoaded,
  relatedProductsRequested,
} from './product-slice';

export function* loadProductWorker(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { data, error } = yield* callApi(getProduct, id, {});
  yield put(error ? productFailed({ id, error }) : productLoaded({ id, product: data }));
}

export function* loadRelatedProductsWorker(action: PayloadAction<{ productId: string; performerId: string }>) {
  const { productId, performerId } = action.payload;
  const { data, error } = yield* callApi(
    searchProducts,
    { performerId, excludedId: productId, limit: RELATED_LIMIT },
    {},
  );
  if (error) yield put(relatedProductsFailed({ forId: productId, error }));
  else yield put(relatedProductsLoaded({ forId: productId, items: data.items.filter((p) => p._id !== productId) }));
}

export function* loadProductListWorker(action: PayloadAction<{ performerId: string; offset: number }>) {
  const { performerId, offset } = action.payload;
  const { data, error } = yield* callApi(searchProducts, { performerId, offset, limit: LIST_PAGE_SIZE }, {});
  if (error) yield put(productListFailed({ performerId, error }));
  else yield put(productListLoaded({ performerId, offset, items: data.items, total: data.total }));
}

export function* productSaga() {
  yield takeLatest(productRequested.type, loadProductWorker);
  yield takeLatest(relatedProductsRequested.type, loadRelatedProductsWorker);
  yield takeLatest(productListRequested.type, loadProductListWorker);
}
