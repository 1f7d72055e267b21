// The realtime contract: every socket event the API, the SFU and the web app exchange, by its wire name, with
// the shape of its payload. Names are the real API's (reference §3), typos included; the ones we added say so.
// A leaf module: no imports, nothing Node-only, so the web bundle may import it as well as the API.
// Entity payloads (a message, a stream, a bought item) carry the same JSON as the REST routes that return them.

/** An entity as a REST route serialises it: its full shape is that route's response. */
export interface EntityJson {
  _id: string;
  [field: string]: unknown;
}

/** A chat message as GET /messages/conversations/{id} and GET /messages/stream/{id} return it. */
export interface MessageJson extends EntityJson {
  conversationId: string;
  senderId: string;
  clientId: string | null;
  text: string;
  isDeleted: boolean;
  /** a live tip's line ("X tipped $Y") */
  isSystem: boolean;
  createdAt: string;
}

/** The public card of an account (fans and creators). */
export interface PersonCard {
  _id: string;
  name: string;
  username: string;
  avatar: string;
  isPerformer: boolean;
  isOnline: number;
  createdAt: string;
}

/** To every socket of one user (room `user-<id>`). */
export const USER_EVENTS = {
  /** a creator's earning, a refund, any balance movement: re-read the balance */
  balanceUpdated: 'update_balance',
  /** a card payment finished: go to `redirectUrl` */
  paymentStatus: 'payment_status_callback',
  /** a card asks for 3-D Secure */
  paymentNeedsConfirmation: 'stripe_confirm_payment',
  /** the buyer's copy of what they just bought opens in place */
  itemBought: 'token_transaction_success',
  /** (sic) how many conversations have unread messages */
  unreadConversations: 'nofify_read_messages_in_conversation',
  messageCreated: 'message_created',
  messageDeleted: 'message_deleted',
  /** to the creator: a fan asks for a private show */
  privateShowRequested: 'private-chat-request',
  /** ours: to the fan, the creator accepted */
  privateShowAccepted: 'private-chat-accepted',
  /** ours: to both sides, with the reason */
  privateShowEnded: 'private-show-ended',
  /** ours: the operator decided a payout request */
  payoutRequestUpdated: 'payout_request_updated',
  /** ours: the account changed outside the user's own requests; read /users/me again */
  accountUpdated: 'account_updated',
  /** ours: the user's media in a live ended (blocked, flooding, a show ended) */
  mediaRevoked: 'media-revoked',
} as const;

/** To the sockets in a live session's room (`conversation-public-<conversationId>` and private shows'). */
export const ROOM_EVENTS = {
  /** the creator publishes: viewers (re)join the media */
  broadcasterJoined: 'join-broadcaster',
  /** the creator left: the session is over */
  creatorLeft: 'model-left',
  /** who watches */
  roomChanged: 'public-room-changed',
  /** the creator renamed the session */
  streamInfoChanged: 'change-stream-info',
  /** the real API's admin ending a session; this API has no admin console and never sends it */
  sessionEndedByAdmin: 'admin-end-session-stream',
} as const;

/** A live session's chat: the conversation id is part of the name (reference §3.2). */
export const STREAM_CHAT_PREFIXES = {
  created: 'message_created_conversation_',
  deleted: 'message_deleted_conversation_',
  cleared: 'clear_all_messages_',
} as const;

type StreamChatKind = keyof typeof STREAM_CHAT_PREFIXES;
export type StreamChatEvent<K extends StreamChatKind = StreamChatKind> =
  `${(typeof STREAM_CHAT_PREFIXES)[K]}${string}`;

export function streamChatEvent<K extends StreamChatKind>(
  kind: K,
  conversationId: string,
): StreamChatEvent<K> {
  return `${STREAM_CHAT_PREFIXES[kind]}${conversationId}` as StreamChatEvent<K>;
}

/** From the web app to the API. */
export const CLIENT_EVENTS = {
  /** on reconnect, with the token (the first authentication is in the handshake) */
  login: 'auth/login',
  logout: 'auth/logout',
  joinStream: 'public-stream/join',
  leaveStream: 'public-stream/leave',
  /** the creator publishes */
  goLive: 'public-stream/live',
} as const;

/** Ours: to one socket, whose event was refused (rate, size, a join decision). */
export const SOCKET_ERROR = 'socket_error';

/** The built-in SFU's signalling socket (api/sfu), which the web's builtin media engine speaks. */
export const SFU_EVENTS = {
  publish: 'publish',
  play: 'play',
  answer: 'answer',
  keyframe: 'keyframe',
  /** who publishes in the room */
  publishers: 'publishers',
  /** this peer's grant was revoked; the same name as the API's USER_EVENTS.mediaRevoked */
  mediaRevoked: USER_EVENTS.mediaRevoked,
  mediaEnded: 'media-ended',
} as const;

export interface PaymentStatusPayload {
  redirectUrl: string;
  transactionId: string;
  status: 'success' | 'fail' | 'canceled';
  message?: string;
}

/** The payment transaction, with the secret Stripe.js confirms with. */
export interface PaymentConfirmationPayload {
  stripeClientSecret: string;
  [field: string]: unknown;
}

export interface ItemBoughtPayload {
  item: EntityJson | null;
  target: 'feed' | 'video' | 'gallery' | 'message' | 'stream';
}

export interface PrivateShowRequestPayload {
  user: PersonCard | null;
  streamId: string;
  conversationId: string | null;
  pricePerMinute: number;
  createdAt: string;
}

export interface PrivateShowAcceptedPayload {
  conversationId: string;
  streamId: string;
  sessionId: string;
}

export interface PrivateShowEndedPayload {
  conversationId: string | null;
  streamId: string;
  reason: string;
  message: string;
}

export interface PayoutRequestUpdatedPayload {
  _id: string;
  status: string;
  adminNote: string;
}

export type DocumentReview = 'not_uploaded' | 'pending' | 'verified' | 'rejected';

export interface AccountUpdatedPayload {
  verifiedDocument: boolean;
  documentReview: DocumentReview;
}

export interface MediaRevokedPayload {
  streamId: string;
  conversationId: string | null;
  message: string;
}

export interface UserEventPayloads {
  [USER_EVENTS.balanceUpdated]: { token: number };
  [USER_EVENTS.paymentStatus]: PaymentStatusPayload;
  [USER_EVENTS.paymentNeedsConfirmation]: PaymentConfirmationPayload;
  [USER_EVENTS.itemBought]: ItemBoughtPayload;
  [USER_EVENTS.unreadConversations]: { total: number };
  [USER_EVENTS.messageCreated]: MessageJson;
  [USER_EVENTS.messageDeleted]: MessageJson;
  [USER_EVENTS.privateShowRequested]: PrivateShowRequestPayload;
  [USER_EVENTS.privateShowAccepted]: PrivateShowAcceptedPayload;
  [USER_EVENTS.privateShowEnded]: PrivateShowEndedPayload;
  [USER_EVENTS.payoutRequestUpdated]: PayoutRequestUpdatedPayload;
  [USER_EVENTS.accountUpdated]: AccountUpdatedPayload;
  [USER_EVENTS.mediaRevoked]: MediaRevokedPayload;
}

export interface RoomEventPayloads {
  [ROOM_EVENTS.broadcasterJoined]: { performerId: string; conversationId: string | null };
  [ROOM_EVENTS.creatorLeft]: { conversationId: string; performerId: string };
  [ROOM_EVENTS.roomChanged]: { conversationId: string; total: number; members: PersonCard[] };
  [ROOM_EVENTS.streamInfoChanged]: { stream: EntityJson };
  [ROOM_EVENTS.sessionEndedByAdmin]: { streamId: string; conversationId: string; createdAt: string };
}

export type StreamChatPayloads = { [E in StreamChatEvent<'created' | 'deleted'>]: MessageJson } & {
  [E in StreamChatEvent<'cleared'>]: { conversationId: string };
};

/** What an event's ack answers. */
export type SocketAck = { ok: true } | { ok: false; message: string };

export interface ClientEventPayloads {
  [CLIENT_EVENTS.login]: { token: string };
  [CLIENT_EVENTS.logout]: { token: string };
  [CLIENT_EVENTS.joinStream]: { conversationId: string };
  [CLIENT_EVENTS.leaveStream]: { conversationId: string };
  [CLIENT_EVENTS.goLive]: { conversationId: string };
}

export type UserEvent = keyof UserEventPayloads;
export type RoomEvent = keyof RoomEventPayloads;

type Listeners<P> = { [E in keyof P]: (payload: P[E]) => void };

/** The API's socket, as socket.io's typed events: `Server<ClientToServerEvents, ServerToClientEvents>`. */
export type ServerToClientEvents = Listeners<UserEventPayloads> &
  Listeners<RoomEventPayloads> &
  Listeners<StreamChatPayloads> & {
    [SOCKET_ERROR]: (payload: { event: string; message: string }) => void;
  };

export type ClientToServerEvents = {
  [E in keyof ClientEventPayloads]: (payload: ClientEventPayloads[E], ack?: (res: SocketAck) => void) => void;
};

/** What the SFU's acks answer: `ok`, and the offer or the refusal's message. */
export interface SfuAck {
  ok: boolean;
  message?: string;
  [field: string]: unknown;
}

export type SfuServerToClientEvents = {
  [SFU_EVENTS.publishers]: (payload: { publishers: string[] }) => void;
  [SFU_EVENTS.mediaRevoked]: (payload: { message: string }) => void;
  [SFU_EVENTS.mediaEnded]: (payload: { message: string }) => void;
};

export type SfuClientToServerEvents = {
  [SFU_EVENTS.publish]: (payload: Record<string, never>, ack: (res: SfuAck) => void) => void;
  [SFU_EVENTS.play]: (payload: { from?: string }, ack: (res: SfuAck) => void) => void;
  [SFU_EVENTS.answer]: (
    payload: { role: 'publish' | 'play'; sdp: string; from?: string },
    ack: (res: SfuAck) => void,
  ) => void;
  [SFU_EVENTS.keyframe]: () => void;
};
