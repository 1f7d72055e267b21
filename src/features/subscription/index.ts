// The public face of the subscription feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { getCreatorPlans } from './api';
export { type CreatorPlans, modalPerformer, subscriptionOptions } from './plans';
export { subscriptionSaga } from './subscription-saga';
export {
  selectSubscription,
  subscriptionModalClosed,
  subscriptionModalOpened,
  type SubscriptionPerformer,
  subscriptionPricesRequested,
  subscriptionReducer,
} from './subscription-slice';
export type { SubscriptionState } from './subscription-slice';
export { subscriptionFeature } from './subscription-feature';
