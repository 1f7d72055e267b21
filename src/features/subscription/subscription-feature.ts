// The subscription slice is the shell's (any page opens the subscribe dialog); its saga (the plans' prices) is
// code-split: the dialog starts it (src/store/feature.ts, a descriptor without a reducer).
import { defineFeature, lazySaga } from '@/store/feature';

export const subscriptionFeature = defineFeature({
  key: 'subscription',
  saga: lazySaga('subscription', () => import('./subscription-saga').then((m) => m.subscriptionSaga)),
});
