// The public face of the cms feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { getCmsPage } from './api';
export { summaryOf } from './types';
