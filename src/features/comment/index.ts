// Public surface for other features and pages.
export { CommentSection, type CommentSectionProps } from './components/comment-section';
export { commentAdded, commentDeleted, type CommentState } from './comment-slice';
export { commentFeature } from './comment-feature';
