// The money tables' pages (each answer tagged with the query it answers) and cancelling a subscription.
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import * as api from './api';
import type { Intent } from './checkout-slice';
import {
  historyFailed,
  historyLoaded,
  historyRequested,
  subscriptionCancelFailed,
  subscriptionCancelRequested,
  subscriptionCancelled,
  type HistoryKind,
} from './money-history-slice';

const HISTORY_CALLS = {
  payments: api.searchPayments,
  charges: api.searchWalletCharges,
  subscriptions: api.searchSubscriptions,
  orders: api.searchOrders,
} as const;

export function* historyWorker(
  action: PayloadAction<{ kind: HistoryKind; key: string; query: api.HistoryQuery }>,
) {
  const { kind, key, query } = action.payload;
  const fetch = HISTORY_CALLS[kind] as (q: api.HistoryQuery) => Promise<api.Page<unknown>>;
  const { data, error } = yield* callApi(fetch, query);
  if (error) yield put(historyFailed({ kind, key, error }));
  else yield put(historyLoaded({ kind, key, items: data.items, total: data.total }));
}

export function* cancelSubscriptionWorker(action: PayloadAction<Intent & { id: string; gateway: string }>) {
  const { data, error } = yield* callApi(
    api.cancelSubscription,
    action.payload.gateway || 'system',
    action.payload.id,
    action.payload.intentKey,
  );
  if (error) yield put(subscriptionCancelFailed(error));
  else yield put(subscriptionCancelled(data));
}

export function* moneyHistorySaga() {
  yield takeLatest(historyRequested.type, historyWorker);
  yield takeLeading(subscriptionCancelRequested.type, cancelSubscriptionWorker);
}
