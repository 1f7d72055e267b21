// Payments from the wallet's balance (issue 9): unlocking an item, a tip, a product order; each POST carries
// the click's intent key. A purchase made in this tab or another (token_transaction_success) becomes
// itemUnlocked, which the bought item's feature follows to open it in place.
import { put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { asRaw, str } from '@/lib/raw-json';
import { itemBought } from '@/features/realtime';
import { balanceRefreshRequested } from '@/features/user';
import * as api from './api';
import type { Intent } from './checkout-slice';
import {
  itemUnlocked,
  orderFailed,
  orderPlaced,
  orderRequested,
  selectPurchaseDialogs,
  tipFailed,
  tipRequested,
  tipSent,
  unlockFailed,
  unlockRequested,
  type PurchaseDialogsState,
} from './purchase-dialogs-slice';

export function* unlockWorker(action: PayloadAction<Intent>) {
  const dialogs: PurchaseDialogsState = yield select(selectPurchaseDialogs);
  const item = dialogs.unlock.item;
  if (!item) return;
  const { data, error } = yield* callApi(api.unlock, item.kind, item.id, action.payload.intentKey);
  if (error) {
    yield put(unlockFailed(error));
    return;
  }
  yield put(itemUnlocked({ kind: item.kind, id: item.id, item: data.item }));
  yield put(balanceRefreshRequested());
}

/** itemBought {item, target}: a purchase (in this tab or another) flips the item in place. */
export function* boughtEventWorker(action: ReturnType<typeof itemBought>) {
  const data = asRaw(action.payload);
  const item = asRaw(data.item);
  const id = str(item._id);
  const target = str(data.target);
  const kind =
    target === 'feed' || target === 'video' || target === 'gallery' || target === 'message' ? target : null;
  if (id && kind) yield put(itemUnlocked({ kind, id, item }));
}

export function* tipWorker(action: PayloadAction<Intent & { price: number; message?: string }>) {
  const dialogs: PurchaseDialogsState = yield select(selectPurchaseDialogs);
  const target = dialogs.tip.target;
  if (!target) return;
  const { data, error } = yield* callApi(
    api.tip,
    target.performerId,
    action.payload.price,
    action.payload.intentKey,
    action.payload.message,
    target.live,
  );
  if (error) yield put(tipFailed(error));
  else {
    yield put(tipSent(data));
    yield put(balanceRefreshRequested());
  }
}

export function* orderWorker(action: PayloadAction<Intent & { input: api.ProductOrderInput }>) {
  const dialogs: PurchaseDialogsState = yield select(selectPurchaseDialogs);
  const product = dialogs.order.product;
  if (!product) return;
  const { data, error } = yield* callApi(
    api.buyProduct,
    product.id,
    action.payload.input,
    action.payload.intentKey,
  );
  if (error) yield put(orderFailed(error));
  else {
    yield put(orderPlaced(data));
    yield put(balanceRefreshRequested());
  }
}

export function* purchaseSaga() {
  yield takeLeading(unlockRequested.type, unlockWorker);
  yield takeEvery(itemBought.type, boughtEventWorker);
  yield takeLeading(tipRequested.type, tipWorker);
  yield takeLeading(orderRequested.type, orderWorker);
}
