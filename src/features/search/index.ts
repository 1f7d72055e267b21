// The public face of the search feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { HeaderSearch } from './components/header-search';
export { searchSaga } from './search-saga';
export { searchReducer } from './search-slice';
export type { SearchState } from './search-slice';
