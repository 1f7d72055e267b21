// The one place a socket event becomes a Redux action (house rule 7): each event of the API's catalogue
// (api/src/contract/socket-events.ts) has its domain action here, and features take or reduce those actions,
// never the wire names. An event the catalogue does not list is dropped. Payloads arrive as the wire sent them:
// the features' mappers (toMessage, asRaw, …) still read them defensively.
import { createAction, type PayloadActionCreator, type UnknownAction } from '@reduxjs/toolkit';
import {
  ROOM_EVENTS,
  SOCKET_ERROR,
  STREAM_CHAT_PREFIXES,
  USER_EVENTS,
  type RoomEventPayloads,
  type UserEventPayloads,
  type MessageJson,
  type RoomEvent,
  type UserEvent,
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

type Creator = PayloadActionCreator<never, string> | ((payload: never) => UnknownAction);

/** Every named event of the catalogue, by its wire name: a new event without an action fails to compile. */
const BY_NAME: Record<UserEvent | RoomEvent | typeof SOCKET_ERROR, Creator> = {
  [USER_EVENTS.balanceUpdated]: balanceUpdated,
  [USER_EVENTS.paymentStatus]: paymentStatusReceived,
  [USER_EVENTS.paymentNeedsConfirmation]: paymentNeedsConfirmation,
  [USER_EVENTS.itemBought]: itemBought,
  [USER_EVENTS.unreadConversations]: unreadConversationsChanged,
  [USER_EVENTS.messageCreated]: messageCreated,
  [USER_EVENTS.messageDeleted]: messageDeletedEvent,
  [USER_EVENTS.privateShowRequested]: privateShowRequested,
  [USER_EVENTS.privateShowAccepted]: privateShowAccepted,
  [USER_EVENTS.privateShowEnded]: privateShowEnded,
  [USER_EVENTS.payoutRequestUpdated]: payoutRequestUpdated,
  [USER_EVENTS.accountUpdated]: accountUpdated,
  [USER_EVENTS.mediaRevoked]: mediaRevoked,
  [ROOM_EVENTS.broadcasterJoined]: broadcasterJoined,
  [ROOM_EVENTS.creatorLeft]: creatorLeft,
  [ROOM_EVENTS.roomChanged]: liveRoomChanged,
  [ROOM_EVENTS.streamInfoChanged]: streamInfoChanged,
  [ROOM_EVENTS.sessionEndedByAdmin]: sessionEndedByAdmin,
  [SOCKET_ERROR]: socketRefused,
};

function liveChatAction(event: string, data: unknown): UnknownAction | null {
  const suffix = (prefix: string) => (event.startsWith(prefix) ? event.slice(prefix.length) : null);
  const created = suffix(STREAM_CHAT_PREFIXES.created);
  if (created !== null) return liveChatLineCreated({ conversationId: created, message: data as MessageJson });
  const deleted = suffix(STREAM_CHAT_PREFIXES.deleted);
  if (deleted !== null) return liveChatLineDeleted({ conversationId: deleted, message: data as MessageJson });
  const cleared = suffix(STREAM_CHAT_PREFIXES.cleared);
  if (cleared !== null) return liveChatCleared({ conversationId: cleared });
  return null;
}

/** The domain action of a server-pushed event, or null for a name the catalogue does not know. */
export function socketEventToAction(event: string, data: unknown): UnknownAction | null {
  const payload = data ?? null;
  const creator = Object.prototype.hasOwnProperty.call(BY_NAME, event)
    ? BY_NAME[event as keyof typeof BY_NAME]
    : null;
  if (creator) return (creator as (p: unknown) => UnknownAction)(payload);
  return liveChatAction(event, payload);
}
