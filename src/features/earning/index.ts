// The public face of the earning feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { EarningsView } from './components/earnings-view';
export { ReceivedOrderDetail, ReceivedOrders } from './components/received-orders';
export { SubscribersTable } from './components/subscribers-table';
export type { EarningState } from './earning-slice';
export { earningFeature } from './earning-feature';
