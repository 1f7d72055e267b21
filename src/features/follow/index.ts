// The public face of the follow feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { FollowList } from './components/follow-list';
export { followSaga } from './follow-saga';
export {
  followAdded,
  followReducer,
  followRemoved,
  followRequested,
  selectFollowPending,
  selectIsFollowed,
  unfollowRequested,
} from './follow-slice';
export type { FollowState } from './follow-slice';
