// Public surface for other features and pages.
export { LikeButton, type LikeButtonProps } from './components/like-button';
export { BookmarkButton, type BookmarkButtonProps } from './components/bookmark-button';
export type { ReactionObjectType } from './types';
