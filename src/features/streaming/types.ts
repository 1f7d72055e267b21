// Live sessions, their chat lines, media credentials and private shows as the web app keeps them (reference
// §4.3 Stream; server JSON -> client models).
import { type ChatLine, toChatLine } from '@/lib/chat-line';
import { type DeliveryState } from '@/lib/outbox';
import { toPerson, type Person } from '@/lib/person';
import { asRaw, flag, num, str } from '@/lib/raw-json';
import type { MessageJson } from '@api/schemas/messaging';
import type {
  MediaCredentialJson,
  PrivateRequestJson,
  PrivateShowAnswerJson,
  StreamJson,
} from '@api/schemas/streaming';

/** What a live page shows of a person (the room's own pages build one from a profile). */
export type LivePerson = Pick<Person, '_id' | 'name' | 'username' | 'avatar'>;

export interface LiveStream {
  _id: string;
  performerId: string;
  performer: LivePerson;
  type: 'public' | 'private';
  sessionId: string;
  title: string;
  description: string;
  isStreaming: boolean;
  isFree: boolean;
  /** dollars */
  price: number;
  /** seconds streamed so far */
  streamingTime: number;
  conversationId: string;
  hasPurchased: boolean;
}

export interface StreamMessage extends ChatLine {
  sender: LivePerson;
  /** "X tipped $Y" lines */
  isSystem: boolean;
  createdAt: string;
  delivery: DeliveryState;
  /** a failed line: the API's words when they help the sender (a refusal, "too fast"), and whether a retry
   * could ever succeed (a refusal is final: no Retry is offered) */
  failure?: { reason: string; final: boolean };
}

export type MediaCredential =
  | { engine: 'builtin'; url: string; grant: string; room: string }
  | { engine: 'agora'; appId: string; channel: string; token: string; uid: string }
  | { engine: 'livekit'; url: string; token: string; room: string };

export type MediaAccess = MediaCredential & { publish: boolean; play: boolean; publisherId: string };

export interface PrivateRequest {
  conversationId: string;
  streamId: string;
  user: LivePerson;
  /** dollars per started minute */
  pricePerMinute: number;
  createdAt: string;
}

export interface PrivateShow {
  _id: string;
  sessionId: string;
  conversationId: string;
  performer: LivePerson;
  fan: LivePerson;
  pricePerMinute: number;
  acceptedAt: string;
  billedMinutes: number;
  ended: boolean;
  endReason: string;
  /** why it ended, in the API's words (empty while it runs) */
  endMessage: string;
}

export function toStream(raw: unknown): LiveStream {
  const r = asRaw<StreamJson>(raw);
  return {
    _id: str(r._id),
    performerId: str(r.performerId),
    performer: toPerson(r.performerInfo),
    type: r.type === 'private' ? 'private' : 'public',
    sessionId: str(r.sessionId),
    title: str(r.title),
    description: str(r.description),
    isStreaming: flag(r.isStreaming),
    isFree: r.isFree !== false,
    price: num(r.price),
    streamingTime: num(r.streamingTime),
    conversationId: str(r.conversationId),
    hasPurchased: r.hasPurchased === true,
  };
}

export function toStreamMessage(raw: unknown): StreamMessage {
  const r = asRaw<MessageJson>(raw);
  return {
    ...toChatLine(r),
    sender: toPerson(r.senderInfo),
    isSystem: r.isSystem === true,
    delivery: 'sent',
  };
}

export function toMediaAccess(raw: unknown): MediaAccess {
  const r = asRaw<MediaCredentialJson>(raw);
  const common = { publish: r.publish === true, play: r.play === true, publisherId: str(r.publisherId) };
  if (r.engine === 'agora')
    return {
      engine: 'agora',
      appId: str(r.appId),
      channel: str(r.channel),
      token: str(r.token),
      uid: str(r.uid),
      ...common,
    };
  if (r.engine === 'livekit')
    return { engine: 'livekit', url: str(r.url), token: str(r.token), room: str(r.room), ...common };
  return { engine: 'builtin', url: str(r.url), grant: str(r.grant), room: str(r.room), ...common };
}

export function toPrivateRequest(raw: unknown): PrivateRequest {
  const r = asRaw<PrivateRequestJson>(raw);
  return {
    conversationId: str(r.conversationId),
    streamId: str(r.streamId),
    user: toPerson(r.user),
    pricePerMinute: num(r.pricePerMinute),
    createdAt: str(r.createdAt),
  };
}

export function toPrivateShow(raw: unknown): PrivateShow {
  const r = asRaw<PrivateShowAnswerJson['stream']>(asRaw<PrivateShowAnswerJson>(raw).stream);
  return {
    _id: str(r._id),
    sessionId: str(r.sessionId),
    conversationId: str(r.conversationId),
    performer: toPerson(r.performerInfo),
    fan: toPerson(r.userInfo),
    pricePerMinute: num(r.pricePerMinute),
    acceptedAt: str(r.acceptedAt),
    billedMinutes: num(r.billedMinutes),
    ended: Boolean(r.endedAt),
    endReason: str(r.endReason),
    endMessage: str(r.endMessage),
  };
}
