// What the live room's components ask of the streaming saga. Kept apart from the saga so that a component
// importing them does not pull the saga into its page's first load: the saga arrives by reference.
import { createAction } from '@reduxjs/toolkit';

export const liveRoomJoinRequested = createAction<{ conversationId: string }>(
  'streaming/liveRoomJoinRequested',
);
export const liveRoomLeaveRequested = createAction<{ conversationId: string }>(
  'streaming/liveRoomLeaveRequested',
);
export const streamLineSubmitted = createAction<{ conversationId: string; text: string }>(
  'streaming/lineSubmitted',
);
export const streamLineRetried = createAction<{ conversationId: string; clientId: string }>(
  'streaming/lineRetried',
);
export const streamMoreRequested = createAction<{ conversationId: string }>('streaming/moreRequested');
/** The creator empties the chat for everyone (the room hears liveChatCleared). */
export const streamChatClearRequested = createAction<{ conversationId: string }>(
  'streaming/chatClearRequested',
);
