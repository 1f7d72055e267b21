// The public face of the feed feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { FeedCard } from './components/feed-card';
export { HomeFeed } from './components/home-feed';
export { VerifyEmailAlert } from './components/verify-email-alert';
export { homeQueryFrom } from './feed-query';
export { type FeedState, selectFeed, selectFeedDetail } from './feed-slice';
export {
  type Feed,
  type FeedType,
  isFeedType,
  type MediaFile,
  type PollOption,
  toFeed,
  toMediaFile,
  toPollOption,
} from './types';
export { feedFeature } from './feed-feature';
