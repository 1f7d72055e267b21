// Calls for the creator's earnings, orders received and subscribers. Money events (update_balance) refresh the
// earnings view that is open, so a tip shows in the table and the chart as it arrives.
import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { balanceUpdated } from '@/features/realtime';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import * as api from './api';
import {
  deliveryUpdated,
  earningsFailed,
  earningsLoaded,
  earningsRequested,
  summaryFailed,
  summaryLoaded,
  summaryRequested,
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
  type EarningQuery,
  type ListQuery,
} from './earning-slice';
import type { EarningFilters } from './api';

export function* earningsWorker(action: PayloadAction<{ key: string; query: EarningQuery }>) {
  const { key, query } = action.payload;
  const { data, error } = yield* callApi(api.searchEarnings, query);
  if (error) yield put(earningsFailed({ key, error }));
  else yield put(earningsLoaded({ key, ...data }));
}

export function* summaryWorker(action: PayloadAction<{ key: string; filters: EarningFilters }>) {
  const { key, filters } = action.payload;
  const { data, error } = yield* callApi(api.earningSummary, filters);
  if (error) yield put(summaryFailed({ key, error }));
  else yield put(summaryLoaded({ key, ...data }));
}

/** A money event: reload the open earnings view (rows and summary), if any. */
export function* refreshWorker() {
  const { earnings, summary }: EarningState = yield select(selectEarning);
  if (earnings.query) yield put(earningsRequested({ key: earnings.key, query: earnings.query }));
  if (summary.filters) yield put(summaryRequested({ key: summary.key, filters: summary.filters }));
}

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
  yield takeLatest(earningsRequested.type, earningsWorker);
  yield takeLatest(summaryRequested.type, summaryWorker);
  yield takeLatest(balanceUpdated.type, refreshWorker);
  yield takeLatest(receivedOrdersRequested.type, ordersWorker);
  yield takeLatest(receivedOrderRequested.type, orderWorker);
  yield takeLeading(deliveryUpdateRequested.type, deliveryWorker);
  yield takeLatest(subscribersRequested.type, subscribersWorker);
}
