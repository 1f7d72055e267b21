// The public face of the realtime feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { appStarted, isSocketEvent, socketEventReceived } from './realtime-events';
export {
  realtimeReducer,
  selectSocketStatus,
  selectUnreadConversations,
  socketStatusChanged,
  unreadCountLoaded,
} from './realtime-slice';
