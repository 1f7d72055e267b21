// The open order: read it, change its delivery address, download its digital product.
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { assignLocation } from '@/lib/navigation';
import * as api from './api';
import {
  downloadFailed,
  downloadReady,
  downloadRequested,
  orderAddressChangeRequested,
  orderDetailFailed,
  orderDetailLoaded,
  orderDetailRequested,
  selectOrderDetail,
  type OrderDetailState,
} from './order-detail-slice';

export function* orderDetailWorker(action: PayloadAction<{ id: string }>) {
  const { data, error } = yield* callApi(api.getOrder, action.payload.id);
  if (error) yield put(orderDetailFailed(error));
  else yield put(orderDetailLoaded(data));
}

export function* orderAddressWorker(action: PayloadAction<{ addressId: string }>) {
  const detail: OrderDetailState = yield select(selectOrderDetail);
  const order = detail.order;
  if (!order) return;
  const { data, error } = yield* callApi(api.changeOrderAddress, order._id, action.payload.addressId);
  if (error) yield put(orderDetailFailed(error));
  else yield put(orderDetailLoaded(data));
}

/** The download link is signed and short-lived: ask for it at the click, then open it. */
export function* downloadWorker() {
  const detail: OrderDetailState = yield select(selectOrderDetail);
  const order = detail.order;
  if (!order) return;
  const { data, error } = yield* callApi(api.downloadLink, order.productId);
  if (error || !data) {
    yield put(downloadFailed(error ?? { statusCode: 422, message: 'This product has no file to download' }));
    return;
  }
  yield put(downloadReady());
  yield call(assignLocation, data);
}

export function* orderDetailSaga() {
  yield takeLatest(orderDetailRequested.type, orderDetailWorker);
  yield takeLeading(orderAddressChangeRequested.type, orderAddressWorker);
  yield takeLeading(downloadRequested.type, downloadWorker);
}
