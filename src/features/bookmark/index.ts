// The public face of the bookmark feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export type { BookmarkState } from './bookmark-slice';
export { BookmarkTabs } from './components/bookmark-tabs';
export { type BookmarkTab, isBookmarkTab } from './types';
export { bookmarkFeature } from './bookmark-feature';
