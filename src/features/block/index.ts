// The public face of the block feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { blockSaga } from './block-saga';
export {
  BLOCKED_USERS_PAGE_SIZE,
  blockedUsersRequested,
  type BlockState,
  selectBlockedUsers,
  selectBlockMutation,
} from './block-slice';
export { BlacklistTable } from './components/blacklist-table';
export { BlockCountriesForm } from './components/block-countries-form';
export { BlockUserModal } from './components/block-user-modal';
export { blockFeature } from './block-feature';
