// Live sessions and private shows on the wire (issue 12, reference §5.5, §3.4). The per-viewer facts (a bought
// session, why a show ended) are decided by services/streaming and services/private-shows and passed in.
import type { FastifyInstance } from 'fastify';
import { toDollars } from '../lib/money';
import type { StreamRow } from '../repositories/streams';
import type {
  PrivateRequestJson,
  PrivateShowAnswerJson,
  PrivateShowJson,
  StreamConversationJson,
  StreamJson,
} from '../schemas/streaming';
import { partyInfo } from './payments';

export async function toStreamJson(
  app: FastifyInstance,
  s: StreamRow,
  hasPurchased: boolean,
): Promise<StreamJson> {
  return {
    _id: s.id,
    performerId: s.performerId,
    performerInfo: await partyInfo(app, s.performerId),
    type: s.type,
    sessionId: s.sessionId,
    title: s.title,
    description: s.description,
    isStreaming: s.isStreaming,
    isFree: s.isFree === 1,
    price: toDollars(s.priceCents),
    streamingTime: s.streamingTime,
    lastStreamingTime: s.lastStreamingTime,
    conversationId: s.conversationId,
    hasPurchased,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/** A session's chat as the reference's conversation object. */
export function toStreamConversationJson(s: StreamRow): StreamConversationJson {
  return {
    _id: s.conversationId,
    type: s.type === 'private' ? 'group' : 'public',
    name: s.title,
    performerId: s.performerId,
    streamId: s.id,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/** `endMessage`: why the show ended, in words both sides read ('' while it runs). */
export async function toPrivateShowJson(
  app: FastifyInstance,
  stream: StreamRow,
  endMessage: string,
): Promise<PrivateShowJson> {
  return {
    _id: stream.id,
    type: 'private' as const,
    sessionId: stream.sessionId,
    conversationId: stream.conversationId,
    performerId: stream.performerId,
    performerInfo: await partyInfo(app, stream.performerId),
    userIds: stream.fanId ? [stream.fanId] : [],
    userInfo: await partyInfo(app, stream.fanId),
    pricePerMinute: stream.priceCents / 100,
    acceptedAt: stream.acceptedAt,
    billedMinutes: stream.billedMinutes,
    isStreaming: stream.isStreaming,
    endedAt: stream.endedAt,
    endReason: stream.endReason,
    endMessage,
    createdAt: stream.createdAt,
  };
}

/** The answer of every private-show step: the show, its chat and its media room. */
export async function toPrivateShowAnswerJson(
  app: FastifyInstance,
  stream: StreamRow,
  endMessage: string,
): Promise<PrivateShowAnswerJson> {
  return {
    conversation: { _id: stream.conversationId, type: 'group', streamId: stream.id },
    sessionId: stream.sessionId,
    stream: await toPrivateShowJson(app, stream, endMessage),
  };
}

/** What the creator's `private-chat-request` carries (name and picture; never the fan's email or balance). */
export async function toPrivateRequestJson(
  app: FastifyInstance,
  stream: StreamRow,
): Promise<PrivateRequestJson> {
  return {
    user: await partyInfo(app, stream.fanId),
    streamId: stream.id,
    conversationId: stream.conversationId,
    pricePerMinute: stream.priceCents / 100,
    createdAt: stream.createdAt,
  };
}
