// The checkout slice, joined to the store in one call (src/store/feature.ts), with the wallet's saga by reference.
import { defineFeature } from '@/store/feature';
import { checkoutReducer } from './checkout-slice';
import { lazyWalletSaga } from './wallet-saga-ref';

export const checkoutFeature = defineFeature({
  key: 'checkout',
  reducer: checkoutReducer,
  saga: lazyWalletSaga,
});
