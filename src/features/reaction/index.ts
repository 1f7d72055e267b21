// Public surface for other features and pages.
export { LikeButton, type LikeButtonProps } from './components/like-button';
export { BookmarkButton, type BookmarkButtonProps } from './components/bookmark-button';
export type { ReactionObjectType } from './types';
export { useLoginGate } from './components/use-login-gate';
export { type ReactionState, reactionToggled } from './reaction-slice';
export { reactionFeature } from './reaction-feature';
