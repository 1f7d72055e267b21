// The realtime feature's domain actions, one per event of the API's catalogue (api/src/contract/socket-events.ts):
// features take or reduce these, never the wire names. They live apart from the event→action table
// (socket-actions.ts) so that the slices of every page carry the creators while the table loads with the
// socket, after sign-in (issue 22).
import { createAction } from '@reduxjs/toolkit';
import {
  type MessageJson,
  type RoomEvent,
  type RoomEventPayloads,
  type ROOM_EVENTS,
  type UserEvent,
  type UserEventPayloads,
  type USER_EVENTS,
} from '@api/contract/socket-events';

const on = <E extends UserEvent>(name: string) => createAction<UserEventPayloads[E]>(`realtime/${name}`);
const inRoom = <E extends RoomEvent>(name: string) => createAction<RoomEventPayloads[E]>(`realtime/${name}`);

// ---- to the user's sockets
export const balanceUpdated = on<typeof USER_EVENTS.balanceUpdated>('balanceUpdated');
export const paymentStatusReceived = on<typeof USER_EVENTS.paymentStatus>('paymentStatusReceived');
export const paymentNeedsConfirmation =
  on<typeof USER_EVENTS.paymentNeedsConfirmation>('paymentNeedsConfirmation');
export const itemBought = on<typeof USER_EVENTS.itemBought>('itemBought');
export const unreadConversationsChanged = on<typeof USER_EVENTS.unreadConversations>(
  'unreadConversationsChanged',
);
export const messageCreated = on<typeof USER_EVENTS.messageCreated>('messageCreated');
export const messageDeletedEvent = on<typeof USER_EVENTS.messageDeleted>('messageDeletedEvent');
export const privateShowRequested = on<typeof USER_EVENTS.privateShowRequested>('privateShowRequested');
export const privateShowAccepted = on<typeof USER_EVENTS.privateShowAccepted>('privateShowAccepted');
export const privateShowEnded = on<typeof USER_EVENTS.privateShowEnded>('privateShowEnded');
export const payoutRequestUpdated = on<typeof USER_EVENTS.payoutRequestUpdated>('payoutRequestUpdated');
export const accountUpdated = on<typeof USER_EVENTS.accountUpdated>('accountUpdated');
export const mediaRevoked = on<typeof USER_EVENTS.mediaRevoked>('mediaRevoked');

// ---- to a live session's room
export const broadcasterJoined = inRoom<typeof ROOM_EVENTS.broadcasterJoined>('broadcasterJoined');
export const creatorLeft = inRoom<typeof ROOM_EVENTS.creatorLeft>('creatorLeft');
export const liveRoomChanged = inRoom<typeof ROOM_EVENTS.roomChanged>('liveRoomChanged');
export const streamInfoChanged = inRoom<typeof ROOM_EVENTS.streamInfoChanged>('streamInfoChanged');
export const sessionEndedByAdmin = inRoom<typeof ROOM_EVENTS.sessionEndedByAdmin>('sessionEndedByAdmin');

// ---- a live session's chat (the conversation id is in the event's name)
export const liveChatLineCreated = createAction<{ conversationId: string; message: MessageJson }>(
  'realtime/liveChatLineCreated',
);
export const liveChatLineDeleted = createAction<{ conversationId: string; message: MessageJson }>(
  'realtime/liveChatLineDeleted',
);
export const liveChatCleared = createAction<{ conversationId: string }>('realtime/liveChatCleared');

/** Ours: the API refused one of this socket's events. */
export const socketRefused = createAction<{ event: string; message: string }>('realtime/socketRefused');
