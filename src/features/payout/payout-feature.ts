// The payout slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { payoutReducer } from './payout-slice';

export const payoutFeature = defineFeature({
  key: 'payout',
  reducer: payoutReducer,
  saga: lazySaga('payout', () => import('./payout-saga').then((m) => m.payoutSaga)),
});
