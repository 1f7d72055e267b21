// The orderDetail slice, joined to the store in one call (src/store/feature.ts), with the wallet's saga by reference.
import { defineFeature } from '@/store/feature';
import { orderDetailReducer } from './order-detail-slice';
import { lazyWalletSaga } from './wallet-saga-ref';

export const orderDetailFeature = defineFeature({
  key: 'orderDetail',
  reducer: orderDetailReducer,
  saga: lazyWalletSaga,
});
