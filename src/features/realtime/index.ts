// The public face of the realtime feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { appStarted } from './realtime-events';
export {
  realtimeReducer,
  selectSocketStatus,
  selectUnreadConversations,
  socketStatusChanged,
  unreadCountLoaded,
} from './realtime-slice';
export { realtimeNeeded, socketConnected } from './realtime-events';
export {
  accountUpdated,
  balanceUpdated,
  creatorLeft,
  itemBought,
  liveChatCleared,
  liveChatLineCreated,
  liveChatLineDeleted,
  liveRoomChanged,
  mediaRevoked,
  messageCreated,
  messageDeletedEvent,
  payoutRequestUpdated,
  privateShowAccepted,
  privateShowEnded,
  privateShowRequested,
  sessionEndedByAdmin,
} from './realtime-actions';
export type { RealtimeState } from './realtime-slice';
