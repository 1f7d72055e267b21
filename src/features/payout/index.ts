// The public face of the payout feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { BankingSettings } from './components/banking-settings';
export { PayoutRequests } from './components/payout-requests';
export { StripeConnect } from './components/stripe-connect';
export type { PayoutState } from './payout-slice';
export { payoutFeature } from './payout-feature';
