// The performer slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { subscriptionActivated } from '@/features/wallet';
import { performerReducer } from './performer-slice';

export const performerFeature = defineFeature({
  key: 'performer',
  reducer: performerReducer,
  saga: lazySaga('performer', () => import('./performer-saga').then((m) => m.performerSaga)),
  // a subscription bought while the saga still sleeps: the open profile is read again
  wakeOn: [subscriptionActivated.type],
});
