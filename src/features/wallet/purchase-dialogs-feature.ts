// The purchaseDialogs slice, joined to the store in one call (src/store/feature.ts), with the wallet's saga by reference.
import { defineFeature } from '@/store/feature';
import { purchaseDialogsReducer } from './purchase-dialogs-slice';
import { lazyWalletSaga } from './wallet-saga-ref';

export const purchaseDialogsFeature = defineFeature({
  key: 'purchaseDialogs',
  reducer: purchaseDialogsReducer,
  saga: lazyWalletSaga,
});
