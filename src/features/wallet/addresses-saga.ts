// Delivery addresses: read once a dialog or an order page needs them; a new one carries its intent key.
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import * as api from './api';
import {
  addressAddFailed,
  addressAddRequested,
  addressAdded,
  addressesLoaded,
  addressesRequested,
} from './addresses-slice';
import type { Intent } from './checkout-slice';

export function* addressesWorker() {
  const { data, error } = yield* callApi(api.listAddresses);
  if (!error) yield put(addressesLoaded(data.items));
}

export function* addAddressWorker(action: PayloadAction<Intent & { address: api.AddressInput }>) {
  const { data, error } = yield* callApi(api.createAddress, action.payload.address, action.payload.intentKey);
  if (error) yield put(addressAddFailed(error));
  else yield put(addressAdded(data));
}

export function* addressesSaga() {
  yield takeLatest(addressesRequested.type, addressesWorker);
  yield takeLeading(addressAddRequested.type, addAddressWorker);
}
