// The moneyHistory slice, joined to the store in one call (src/store/feature.ts), with the wallet's saga by reference.
import { defineFeature } from '@/store/feature';
import { moneyHistoryReducer } from './money-history-slice';
import { lazyWalletSaga } from './wallet-saga-ref';

export const moneyHistoryFeature = defineFeature({
  key: 'moneyHistory',
  reducer: moneyHistoryReducer,
  saga: lazyWalletSaga,
});
