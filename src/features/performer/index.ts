// The public face of the performer feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { getPerformer } from './api';
export { BioText } from './components/bio-text';
export { DirectoryView } from './components/directory-view';
export { DiscoverLink, FeaturedCreators } from './components/featured-creators';
export { FollowButton } from './components/follow-button';
export { HomeColumns } from './components/home-columns';
export { ProfileError } from './components/profile-error';
export type { ProfileContent } from './components/profile-tabs';
export { ProfileView } from './components/profile-view';
export { SuggestedCreators } from './components/suggested-creators';
export { VerifiedTick } from './components/verified-tick';
export { parseDirectoryQuery } from './directory-query';
export { type FeaturedCreator, loadFeaturedCreators } from './featured-creators';
export type { PerformerState } from './performer-slice';
export { apiOptionsFor, siteOrigin } from './request-context';
export { type PerformerCard, shortNumber, toPerformerCard } from './types';
export { performerFeature } from './performer-feature';
