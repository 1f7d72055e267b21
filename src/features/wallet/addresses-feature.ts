// The addresses slice, joined to the store in one call (src/store/feature.ts), with the wallet's saga by reference.
import { defineFeature } from '@/store/feature';
import { addressesReducer } from './addresses-slice';
import { lazyWalletSaga } from './wallet-saga-ref';

export const addressesFeature = defineFeature({
  key: 'addresses',
  reducer: addressesReducer,
  saga: lazyWalletSaga,
});
