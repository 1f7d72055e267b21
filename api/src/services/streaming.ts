// Live sessions (issue 12, reference §5.5): going live, the join decision, the session's chat room, paid
// sessions, and who receives media. The join decision is the one place that says who may watch and chat;
// media credentials (mediaAccessFor) and the live sweep's re-checks take it too. Private shows:
// ./private-shows.ts; revocation and the sweep: ./live-access.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden, notFound } from '../lib/http-error';
import { amountToCents, formatDollars } from '../lib/money';
import type { Viewer } from '../repositories/directory';
import type { StreamRow } from '../repositories/streams';
import type { MediaAccess } from '../live/engine';
import type { WalletTransactionRow } from '../repositories/wallet-transactions';
import { toStreamJson } from '../mappers/streaming';
import type { StreamJson } from '../schemas/streaming';
import { assertVerifiedCreator, hasBought, relationTo } from './access';
import { announceBalances } from './ledger';
import { payableCreator } from './purchase-decision';
import { WALLET_MESSAGES, charge } from './wallet-charges';
import { assertCanSeeCreator } from './viewer';
import { ROOM_EVENTS } from '../contract/socket-events';

export const STREAM_MESSAGES = {
  offline: 'Stream is offline',
  notSubscribed: "Please subscribe to join creator's live",
  blocked: 'You has been blocked by this model',
  notYours: 'This live session is not yours',
  notFound: 'Live session not found',
  priceRequired: 'Please set a price of at least $1 for a paid live',
  notPurchased: 'Please buy this live session first',
  privateNotYours: 'This private show is not yours',
  privateEnded: 'This private show has ended',
  privateNotAccepted: 'The creator has not accepted your request yet',
} as const;

/** socket.io room of a session's chat and presence (reference §3.1 naming). */
export const streamRoom = (conversationId: string) => `conversation-public-${conversationId}`;

/** A session as `viewerId` sees it: whether they may watch a paid one ('' = a visitor). */
export async function streamJsonFor(app: FastifyInstance, s: StreamRow, viewerId = ''): Promise<StreamJson> {
  const hasPurchased = viewerId
    ? s.isFree === 1 || s.performerId === viewerId || (await hasBought(app, viewerId, 'stream', s.id))
    : false;
  return await toStreamJson(app, s, hasPurchased);
}

export async function ownStream(app: FastifyInstance, performerId: string, id: string): Promise<StreamRow> {
  const stream = await app.repos.streams.find(id);
  if (!stream) throw notFound(STREAM_MESSAGES.notFound);
  if (stream.performerId !== performerId) throw forbidden(STREAM_MESSAGES.notYours);
  return stream;
}

/** POST /streaming/live: a new session with its chat (an open one of the creator is closed first). */
export async function goLive(
  app: FastifyInstance,
  performerId: string,
  input: { title: string; description: string; isFree: boolean; price?: number },
) {
  await assertVerifiedCreator(app, performerId);
  const performer = (await app.repos.performers.findByUserId(performerId))!;
  const priceCents = input.isFree
    ? 0
    : input.price !== undefined
      ? amountToCents(input.price, 'Price')
      : performer.publicChatPriceCents;
  if (!input.isFree && priceCents < 100) throw new HttpError(422, STREAM_MESSAGES.priceRequired);
  const now = app.now().toISOString();
  const previous = await app.repos.streams.openOf(performerId);
  if (previous) await endStream(app, previous);
  const { stream, conversation } = await app.db.transaction(async () => {
    const created = await app.repos.streams.create(
      {
        performerId,
        sessionId: randomUUID(),
        title: input.title.trim(),
        description: input.description.trim(),
        isFree: input.isFree ? 1 : 0,
        priceCents,
      },
      now,
    );
    const chat = await app.repos.conversations.openStreamChat(performerId, created.id, created.title, now);
    await app.repos.streams.update(created.id, { conversationId: chat.id }, now);
    return { stream: (await app.repos.streams.find(created.id))!, conversation: chat };
  })();
  return { stream, conversation };
}

/** The creator publishes (socket `public-stream/live`): live badge on, viewers told, audience mailed. */
export async function startStreaming(app: FastifyInstance, stream: StreamRow): Promise<void> {
  if (stream.endedAt) throw new HttpError(422, STREAM_MESSAGES.offline);
  const now = app.now().toISOString();
  const wasStreaming = stream.isStreaming === 1;
  await app.repos.streams.setStreaming(stream.id, true, now);
  app.io.to(streamRoom(stream.conversationId!)).emit(ROOM_EVENTS.broadcasterJoined, {
    performerId: stream.performerId,
    conversationId: stream.conversationId,
  });
  if (wasStreaming) return;
  const creator = await app.repos.users.findById(stream.performerId);
  const name = creator?.name || creator?.username || 'A creator';
  for (const person of await app.repos.streams.audienceOf(stream.performerId, now)) {
    await app.mailer.send({
      to: person.email,
      subject: `${name} is live now`,
      text: `Hello ${person.name || ''},\n\n${name} started a live stream${stream.title ? `: "${stream.title}"` : ''}.\nWatch it at ${app.config.appPublicUrl}/streaming/${encodeURIComponent(creator?.username ?? '')}`,
    });
  }
}

/**
 * Ends a session: badge off, viewers told (`model-left`), its media room freed. Safe to call twice (and from
 * two processes): only the call that ended it answers true and tells anyone.
 */
export async function endStream(app: FastifyInstance, stream: StreamRow, reason = ''): Promise<boolean> {
  const now = app.now().toISOString();
  if (!(await app.repos.streams.end(stream.id, now, reason))) return false;
  void app.liveMedia
    .close(stream.sessionId)
    .catch((err: unknown) => app.log.warn({ err }, 'closing a media room failed'));
  if (stream.type === 'private') return true;
  if (stream.conversationId) {
    app.io.to(streamRoom(stream.conversationId)).emit(ROOM_EVENTS.creatorLeft, {
      conversationId: stream.conversationId,
      performerId: stream.performerId,
    });
  }
  return true;
}

export interface JoinDecision {
  stream: StreamRow;
  isOwner: boolean;
  /** free, bought, or the owner */
  hasPurchased: boolean;
}

/**
 * Who may watch and chat: the owner; or a subscribed, unblocked fan (from a country the creator allows) of a
 * session that is streaming. A private show: its two participants only.
 */
export async function joinDecision(
  app: FastifyInstance,
  viewer: Viewer | string,
  stream: StreamRow | undefined,
): Promise<JoinDecision> {
  const { id: viewerId, country } = typeof viewer === 'string' ? { id: viewer, country: '' } : viewer;
  if (stream?.type === 'private') {
    if (viewerId !== stream.performerId && viewerId !== stream.fanId)
      throw forbidden(STREAM_MESSAGES.privateNotYours);
    if (stream.endedAt) throw new HttpError(422, STREAM_MESSAGES.privateEnded);
    if (viewerId === stream.fanId && (await app.repos.blocks.isBlocked(stream.performerId, viewerId)))
      throw forbidden(STREAM_MESSAGES.blocked);
    return { stream, isOwner: viewerId === stream.performerId, hasPurchased: true };
  }
  // the creator, from going live (before publishing) until the end
  if (stream && !stream.endedAt && stream.performerId === viewerId)
    return { stream, isOwner: true, hasPurchased: true };
  if (!stream || stream.endedAt || stream.isStreaming !== 1)
    throw new HttpError(422, STREAM_MESSAGES.offline);
  const creator = await app.repos.directory.findCreator(stream.performerId, viewerId);
  if (creator) await assertCanSeeCreator(app, { id: viewerId, country }, creator);
  const relation = await relationTo(app, viewerId, stream.performerId);
  if (relation.isBlocked) throw forbidden(STREAM_MESSAGES.blocked);
  if (!relation.isSubscribed) throw forbidden(STREAM_MESSAGES.notSubscribed);
  return {
    stream,
    isOwner: false,
    hasPurchased: stream.isFree === 1 || (await hasBought(app, viewerId, 'stream', stream.id)),
  };
}

/** The session's chat: readable and writable once the viewer may join and (when paid) has bought it. */
export async function chatAccess(
  app: FastifyInstance,
  viewerId: string,
  conversationId: string,
): Promise<JoinDecision> {
  const stream = await app.repos.streams.byConversation(conversationId);
  if (!stream) throw notFound(STREAM_MESSAGES.notFound);
  const decision = await joinDecision(app, viewerId, stream);
  if (!decision.hasPurchased) throw forbidden(STREAM_MESSAGES.notPurchased);
  return decision;
}

/**
 * Who receives which media (issue 12): the creator publishes their session (from before it streams); a viewer
 * who may join and has bought a paid session receives; both sides of an accepted private show do both.
 */
export async function mediaAccessFor(
  app: FastifyInstance,
  viewer: Viewer,
  stream: StreamRow,
): Promise<MediaAccess> {
  const base = { room: stream.sessionId, userId: viewer.id };
  if (stream.type === 'private') {
    await joinDecision(app, viewer, stream);
    if (!stream.acceptedAt) throw new HttpError(422, STREAM_MESSAGES.privateNotAccepted);
    return { ...base, publish: true, play: true };
  }
  const decision = await joinDecision(app, viewer, stream);
  if (decision.isOwner) return { ...base, publish: true, play: false };
  if (!decision.hasPurchased) throw forbidden(STREAM_MESSAGES.notPurchased);
  return { ...base, publish: false, play: true };
}

/** POST /wallet/charges/stream/{id}: a paid session, bought once (earning type `public_chat`). */
export async function buyStream(
  app: FastifyInstance,
  fan: Viewer,
  id: string,
): Promise<WalletTransactionRow> {
  const stream = await app.repos.streams.find(id);
  if (!stream) throw notFound(STREAM_MESSAGES.notFound);
  if (stream.performerId === fan.id) throw new HttpError(422, WALLET_MESSAGES.ownItem);
  await payableCreator(app, fan, stream.performerId);
  const decision = await joinDecision(app, fan, stream);
  if (decision.isOwner) throw new HttpError(422, WALLET_MESSAGES.ownItem);
  if (stream.isFree === 1 || stream.priceCents <= 0) throw new HttpError(422, WALLET_MESSAGES.free);
  if (decision.hasPurchased) throw new HttpError(422, WALLET_MESSAGES.alreadyBought);
  const now = app.now().toISOString();
  const { row, changes } = await charge(app, {
    fan,
    performerId: stream.performerId,
    cents: stream.priceCents,
    target: 'stream',
    targetId: stream.id,
    type: 'public_chat',
    description: `Live session "${stream.title}" (${formatDollars(stream.priceCents)})`,
    also: async () => {
      if (await app.repos.purchases.exists(fan.id, 'stream', stream.id))
        throw new HttpError(422, WALLET_MESSAGES.alreadyBought);
      await app.repos.purchases.add(fan.id, 'stream', stream.id, now);
    },
  });
  announceBalances(app, changes);
  return row;
}
