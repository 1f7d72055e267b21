// Private 1:1 shows (issue 12; reference §3.4 shape from the sibling product): a subscribed fan asks a creator
// who is online; the creator accepts or declines; while it runs, every started minute is charged from the
// fan's wallet through the ledger (once per minute: the minute counter moves in the same transaction). A show
// ends, and its billing with it, when either side leaves, when the wallet cannot pay the next minute, when the
// purchase decision no longer holds (an account deactivated, a block), and when a side has had no socket in the
// show's room for PRIVATE_SHOW_GRACE_MS (services/live-presence); both sides are told why.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden, notFound } from '../lib/http-error';
import { formatDollars } from '../lib/money';
import type { Viewer } from '../repositories/directory';
import type { StreamRow } from '../repositories/streams';
import { toPrivateShowAnswerJson, toPrivateRequestJson } from '../mappers/streaming';
import { INSUFFICIENT_BALANCE, announceBalances } from './ledger';
import { relationTo } from './access';
import { STREAM_MESSAGES, endStream } from './streaming';
import { blockedBetween, payableCreator } from './purchase-decision';
import { charge } from './wallet-charges';
import { USER_EVENTS } from '../contract/socket-events';

/**
 * A side of a show (the fan from the request, the creator once accepted) with no socket in the show's room for
 * this long ends it: long enough for a reload or a network change, short of another minute's charge.
 */
export const PRIVATE_SHOW_GRACE_MS = 30_000;

export const PRIVATE_MESSAGES = {
  notSubscribed: 'Please subscribe model to send private request',
  fansOnly: 'Only fans can request a private show',
  notOffered: 'This creator does not take private shows',
  notFound: 'Private show not found',
  declined: 'The creator declined your private show request',
  expired: 'The creator did not answer your private show request',
  balanceEnded: 'The private show ended: the wallet balance cannot pay the next minute',
  fanLeft: 'The fan ended the private show',
  creatorLeft: 'The creator ended the private show',
  fanGone: `The private show ended: the fan was disconnected for ${PRIVATE_SHOW_GRACE_MS / 1000} seconds`,
  creatorGone: `The private show ended: the creator was disconnected for ${PRIVATE_SHOW_GRACE_MS / 1000} seconds`,
  inactive: 'The private show ended: an account in it is no longer active',
  blocked: 'The private show ended: the creator blocked the fan',
  ended: 'The private show has ended',
} as const;

/** Why a show ended, in words both sides read (the `private-show-ended` event and the show's `endMessage`). */
const REASON_TEXT: Record<string, string> = {
  declined: PRIVATE_MESSAGES.declined,
  expired: PRIVATE_MESSAGES.expired,
  balance: PRIVATE_MESSAGES.balanceEnded,
  'fan-left': PRIVATE_MESSAGES.fanLeft,
  'creator-left': PRIVATE_MESSAGES.creatorLeft,
  'fan-gone': PRIVATE_MESSAGES.fanGone,
  'creator-gone': PRIVATE_MESSAGES.creatorGone,
  inactive: PRIVATE_MESSAGES.inactive,
  blocked: PRIVATE_MESSAGES.blocked,
};

export const endMessageOf = (reason: string) => REASON_TEXT[reason] ?? PRIVATE_MESSAGES.ended;

export const offlineMessage = (username: string) => `${username} is offline`;

/** A request the creator does not answer within this long expires. */
export const PRIVATE_REQUEST_TTL_MS = 2 * 60_000;
export const MINUTE_MS = 60_000;

/** Every private-show step answers the show as it now stands. */
async function answer(app: FastifyInstance, stream: StreamRow) {
  return await toPrivateShowAnswerJson(app, stream, stream.endedAt ? endMessageOf(stream.endReason) : '');
}

/** POST /streaming/private-chat/{performerId} */
export async function requestPrivateShow(app: FastifyInstance, fan: Viewer, performerId: string) {
  const account = await app.repos.users.findById(fan.id);
  if (!account || account.role !== 'user') throw forbidden(PRIVATE_MESSAGES.fansOnly);
  const creator = await payableCreator(app, fan, performerId);
  if (!(await relationTo(app, fan.id, creator.id)).isSubscribed)
    throw forbidden(PRIVATE_MESSAGES.notSubscribed);
  const performer = (await app.repos.performers.findByUserId(creator.id))!;
  const price = performer.privateChatPriceCents;
  if (price <= 0) throw new HttpError(422, PRIVATE_MESSAGES.notOffered);
  if (account.balanceCents < price) throw new HttpError(422, INSUFFICIENT_BALANCE);
  const creatorAccount = (await app.repos.users.findById(creator.id))!;
  if (creatorAccount.isOnline !== 1)
    throw new HttpError(400, offlineMessage(creatorAccount.username || creatorAccount.name || 'The creator'));
  const open = await app.repos.streams.openPrivate(creator.id, fan.id);
  if (open && !open.acceptedAt) return await answer(app, open);
  if (open) await endPrivateShow(app, open, 'replaced');
  const now = app.now().toISOString();
  const stream = await app.db.transaction(async () => {
    const created = await app.repos.streams.create(
      {
        performerId: creator.id,
        type: 'private',
        fanId: fan.id,
        sessionId: randomUUID(),
        title: `Private show with ${account.name || account.username}`,
        description: '',
        isFree: 0,
        priceCents: price,
      },
      now,
    );
    const chat = await app.repos.conversations.openStreamChat(creator.id, created.id, created.title, now, [
      { userId: creator.id, source: 'performer' },
      { userId: fan.id, source: 'user' },
    ]);
    await app.repos.streams.update(created.id, { conversationId: chat.id }, now);
    return (await app.repos.streams.find(created.id))!;
  })();
  app.emitToUser(creator.id, USER_EVENTS.privateShowRequested, await toPrivateRequestJson(app, stream));
  return await answer(app, stream);
}

async function participantShow(
  app: FastifyInstance,
  userId: string,
  conversationId: string,
): Promise<StreamRow> {
  const stream = await app.repos.streams.byConversation(conversationId);
  if (!stream || stream.type !== 'private') throw notFound(PRIVATE_MESSAGES.notFound);
  if (userId !== stream.performerId && userId !== stream.fanId)
    throw forbidden(STREAM_MESSAGES.privateNotYours);
  return stream;
}

/** GET /streaming/private-chat/{conversationId}: the creator accepts (the first minute is charged now). */
export async function acceptPrivateShow(app: FastifyInstance, performerId: string, conversationId: string) {
  const stream = await participantShow(app, performerId, conversationId);
  if (stream.performerId !== performerId) throw forbidden(STREAM_MESSAGES.privateNotYours);
  if (stream.endedAt) throw new HttpError(422, STREAM_MESSAGES.privateEnded);
  // the fan may no longer pay this creator (deactivated, blocked since the request): the request ends
  const stop = await stopReason(app, stream);
  if (stop) {
    await endPrivateShow(app, stream, stop);
    throw new HttpError(422, endMessageOf(stop));
  }
  if (await app.repos.streams.accept(stream.id, app.now().toISOString())) {
    if (!(await chargeDueMinutes(app, (await app.repos.streams.find(stream.id))!)))
      throw new HttpError(422, PRIVATE_MESSAGES.balanceEnded);
    app.emitToUser(stream.fanId!, USER_EVENTS.privateShowAccepted, {
      conversationId,
      streamId: stream.id,
      sessionId: stream.sessionId,
    });
  }
  return await answer(app, (await app.repos.streams.find(stream.id))!);
}

/** The fan's view of their request (waiting page) or either side's view of the show. */
export async function privateShowFor(app: FastifyInstance, userId: string, conversationId: string) {
  return await answer(app, await participantShow(app, userId, conversationId));
}

/** Either side ends it (the creator's "decline" before accepting). */
export async function leavePrivateShow(app: FastifyInstance, userId: string, conversationId: string) {
  const stream = await participantShow(app, userId, conversationId);
  const declined = !stream.acceptedAt && userId === stream.performerId;
  await endPrivateShow(
    app,
    stream,
    declined ? 'declined' : userId === stream.fanId ? 'fan-left' : 'creator-left',
  );
  return await answer(app, (await app.repos.streams.find(stream.id))!);
}

/** Ends a show once (whichever sweep, process or side gets there first) and tells both sides why. */
export async function endPrivateShow(app: FastifyInstance, stream: StreamRow, reason: string): Promise<void> {
  if (stream.endedAt || !(await endStream(app, stream, reason))) return;
  const payload = {
    conversationId: stream.conversationId,
    streamId: stream.id,
    reason,
    message: endMessageOf(reason),
  };
  for (const userId of [stream.performerId, stream.fanId]) {
    if (userId) app.emitToUser(userId, USER_EVENTS.privateShowEnded, payload);
  }
}

/**
 * Charges every started minute not charged yet (1-based: minute 1 at acceptance). Each minute is one ledger
 * movement with the minute counter moved in the same transaction, so a repeat or a concurrent sweep never
 * charges it twice. Ends the show when the wallet cannot pay; false then.
 */
export async function chargeDueMinutes(app: FastifyInstance, stream: StreamRow): Promise<boolean> {
  if (!stream.acceptedAt || stream.endedAt || !stream.fanId) return true;
  const stop = await stopReason(app, stream);
  if (stop) {
    await endPrivateShow(app, stream, stop);
    return false;
  }
  const elapsed = app.now().getTime() - new Date(stream.acceptedAt).getTime();
  const due = Math.floor(Math.max(0, elapsed) / MINUTE_MS) + 1;
  const fan = await app.repos.users.findById(stream.fanId);
  for (let minute = stream.billedMinutes + 1; minute <= due; minute += 1) {
    try {
      const { changes } = await charge(app, {
        fan: { id: stream.fanId, country: '' },
        performerId: stream.performerId,
        cents: stream.priceCents,
        target: 'stream',
        targetId: stream.id,
        type: 'private_chat',
        description: `Private show with ${fan?.name || fan?.username || 'a fan'}, minute ${minute} (${formatDollars(stream.priceCents)})`,
        sessionId: stream.sessionId,
        also: async () => {
          if (!(await app.repos.streams.markBilled(stream.id, minute, app.now().toISOString())))
            throw new AlreadyCharged();
        },
      });
      announceBalances(app, changes);
    } catch (err) {
      if (err instanceof AlreadyCharged) continue;
      if (err instanceof HttpError && err.statusCode === 422) {
        await endPrivateShow(app, stream, 'balance');
        return false;
      }
      throw err;
    }
  }
  return true;
}

class AlreadyCharged extends Error {}

/**
 * Whether the show must stop before another minute: the purchase decision (services/purchase-decision) no
 * longer lets this fan pay this creator. '' when it may go on; else the end reason.
 */
export async function stopReason(app: FastifyInstance, stream: StreamRow): Promise<string> {
  if (!stream.fanId) return '';
  try {
    await payableCreator(app, { id: stream.fanId, country: '' }, stream.performerId);
    return '';
  } catch {
    return (await blockedBetween(app, stream.performerId, stream.fanId)) ? 'blocked' : 'inactive';
  }
}

/** The sweep's duty: every open show whose sides may no longer deal ends; running ones pay their minutes. */
export async function billPrivateShows(app: FastifyInstance): Promise<void> {
  for (const stream of await app.repos.streams.openPrivateShows()) {
    const stop = await stopReason(app, stream);
    if (stop) await endPrivateShow(app, stream, stop);
    else if (stream.acceptedAt) await chargeDueMinutes(app, stream);
  }
}

export async function expirePrivateRequests(app: FastifyInstance): Promise<void> {
  const cutoff = app.now().getTime() - PRIVATE_REQUEST_TTL_MS;
  for (const stream of await app.repos.streams.openPrivateShows()) {
    if (!stream.acceptedAt && new Date(stream.createdAt).getTime() < cutoff)
      await endPrivateShow(app, stream, 'expired');
  }
}
