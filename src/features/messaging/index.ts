// The public face of the messaging feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { totalUnread } from './api';
export { Messenger } from './components/messenger';
export type { ConversationState } from './conversation-slice';
export type { MessageState } from './message-slice';
export { unreadSaga } from './unread-saga';
export { conversationFeature } from './conversation-feature';
export { messageFeature } from './message-feature';
