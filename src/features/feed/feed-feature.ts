// The feed slice and its saga, joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { subscriptionActivated } from '@/features/wallet';
import { feedReducer } from './feed-slice';

export const feedFeature = defineFeature({
  key: 'feed',
  reducer: feedReducer,
  saga: lazySaga('feed', () => import('./feed-saga').then((m) => m.feedSaga)),
  // a subscription bought while the saga still sleeps: the open lists and post are read again
  wakeOn: [subscriptionActivated.type],
});
