// The public face of the block feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { blockSaga } from './block-saga';
export type { BlockState } from './block-slice';
export { Blacklist } from './components/blacklist';
export { BlockCountriesForm } from './components/block-countries-form';
export { blockFeature } from './block-feature';
