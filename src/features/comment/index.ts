// Public surface for other features and pages.
export { CommentSection, type CommentSectionProps } from './components/comment-section';
export { type CommentState } from './comment-slice';
export { commentAdded, commentDeleted } from './comment-events';
export { commentFeature } from './comment-feature';
