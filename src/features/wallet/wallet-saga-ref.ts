// The wallet's one saga (wallet-saga.ts starts the five together), named by the five wallet slices' descriptors.
import { lazySaga } from '@/store/feature';

export const lazyWalletSaga = lazySaga('wallet', () => import('./wallet-saga').then((m) => m.walletSaga));
