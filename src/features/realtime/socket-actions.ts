// The one place a socket event becomes a Redux action (house rule 7): each event of the API's catalogue
// (api/src/contract/socket-events.ts) has its domain action (realtime-actions.ts), and features take or reduce
// those actions, never the wire names. An event the catalogue does not list is dropped. Payloads arrive as the
// wire sent them: the features' mappers (toMessage, asRaw, …) still read them defensively. Only the socket
// connection imports this table (through lazy.ts), so it loads for signed-in users only (issue 22).
import { type PayloadActionCreator, type UnknownAction } from '@reduxjs/toolkit';
import {
  ROOM_EVENTS,
  SOCKET_ERROR,
  STREAM_CHAT_PREFIXES,
  USER_EVENTS,
  type MessageJson,
  type RoomEvent,
  type UserEvent,
} from '@api/contract/socket-events';
import {
  accountUpdated,
  balanceUpdated,
  broadcasterJoined,
  creatorLeft,
  itemBought,
  liveChatCleared,
  liveChatLineCreated,
  liveChatLineDeleted,
  liveRoomChanged,
  mediaRevoked,
  messageCreated,
  messageDeletedEvent,
  paymentNeedsConfirmation,
  paymentStatusReceived,
  payoutRequestUpdated,
  privateShowAccepted,
  privateShowEnded,
  privateShowRequested,
  sessionEndedByAdmin,
  socketRefused,
  streamInfoChanged,
  unreadConversationsChanged,
} from './realtime-actions';

// the domain actions, for the tests and tools that read the table beside them
export * from './realtime-actions';

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
