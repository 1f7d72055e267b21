// The public face of the post-editor feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { getMyPost } from './api';
export { MyPostFiltersBar } from './components/my-post-filters';
export { MyPostTable } from './components/my-post-table';
export { PostForm } from './components/post-form';
export { PostTypeChooser } from './components/post-type-chooser';
export { UnverifiedNotice } from './components/unverified-notice';
export { MY_POSTS_DEFAULTS, parseMyPostsQuery, toApiQuery } from './my-post-query';
export { postEditorSaga } from './post-editor-saga';
export {
  myPostsRequested,
  type PostEditorState,
  selectMyPosts,
  selectPostDeletion,
} from './post-editor-slice';
export type { MyPostFilters } from './types';
export { postEditorFeature } from './post-editor-feature';
