// The purchase dialogs' slice is the shell's (every page's layout reads it to mount the dialogs, and any page
// opens one); the wallet's saga that pays them is code-split: the dialogs start it (src/store/feature.ts, a
// descriptor without a reducer).
import { defineFeature } from '@/store/feature';
import { lazyWalletSaga } from './wallet-saga-ref';

export const purchaseDialogsFeature = defineFeature({ key: 'purchaseDialogs', saga: lazyWalletSaga });
