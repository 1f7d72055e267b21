// Calls for the creator's orders received and subscribers.
import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import * as api from './api';
import {
  deliveryUpdated,
  deliveryUpdateFailed,
  deliveryUpdateRequested,
  receivedOrderFailed,
  receivedOrderLoaded,
  receivedOrderRequested,
  receivedOrdersFailed,
  receivedOrdersLoaded,
  receivedOrdersRequested,
  selectEarning,
  subscribersFailed,
  subscribersLoaded,
  subscribersRequested,
  type EarningState,
  type ListQuery,
} from './earning-slice';

export function* ordersWorker(action: PayloadAction<ListQuery>) {
  const { data, error } = yield* callApi(api.searchReceivedOrders, action.payload);
  if (error) yield put(receivedOrdersFailed(error));
  else yield put(receivedOrdersLoaded(data));
}

export function* orderWorker(action: PayloadAction<{ id: string }>) {
  const { data, error } = yield* callApi(api.getReceivedOrder, action.payload.id);
  if (error) yield put(receivedOrderFailed(error));
  else yield put(receivedOrderLoaded(data));
}

export function* deliveryWorker(action: PayloadAction<{ deliveryStatus: string; shippingCode: string }>) {
  const state: EarningState = yield select(selectEarning);
  if (!state.order.item) return;
  const { data, error } = yield* callApi(
    api.updateDelivery,
    state.order.item._id,
    action.payload.deliveryStatus,
    action.payload.shippingCode,
  );
  if (error) yield put(deliveryUpdateFailed(error));
  else yield put(deliveryUpdated(data));
}

export function* subscribersWorker(action: PayloadAction<ListQuery>) {
  const { data, error } = yield* callApi(api.searchSubscribers, action.payload);
  if (error) yield put(subscribersFailed(error));
  else yield put(subscribersLoaded(data));
}

export function* earningSaga() {
  yield takeLatest(receivedOrdersRequested.type, ordersWorker);
  yield takeLatest(receivedOrderRequested.type, orderWorker);
  yield takeLeading(deliveryUpdateRequested.type, deliveryWorker);
  yield takeLatest(subscribersRequested.type, subscribersWorker);
}
