// Revoking live media (issue 12) and the live sweep. Media holders are re-checked against the same decision
// that admitted them; whoever fails it (subscription ended, blocked, session over) loses media at once: the
// engine drops them and the page hears `media-revoked`. The sweep also ends sessions whose sides are gone
// (./live-presence) and bills or stops private shows (./private-shows).
import type { FastifyInstance } from 'fastify';
import type { StreamRow } from '../repositories/streams';
import { endVanishedSessions } from './live-presence';
import { billPrivateShows, endPrivateShow, expirePrivateRequests } from './private-shows';
import { mediaAccessFor, streamRoom } from './streaming';
import { USER_EVENTS } from '../contract/socket-events';

export const REVOKED_MESSAGE = 'Your access to this live has ended';

/** Drops a user's media in a session now, takes them out of its chat room, and tells their pages. */
export async function revokeMedia(
  app: FastifyInstance,
  stream: StreamRow,
  userId: string,
  message = REVOKED_MESSAGE,
): Promise<void> {
  try {
    await app.liveMedia.revoke(stream.sessionId, userId);
  } catch (err) {
    app.log.warn({ err }, 'media revocation failed');
  }
  if (stream.conversationId) app.io.in(`user-${userId}`).socketsLeave(streamRoom(stream.conversationId));
  app.emitToUser(userId, USER_EVENTS.mediaRevoked, {
    streamId: stream.id,
    conversationId: stream.conversationId,
    message,
  });
}

/** A creator blocked a user: their media in the creator's open sessions ends now, and a private show too. */
export async function revokeBlocked(
  app: FastifyInstance,
  performerId: string,
  userId: string,
): Promise<void> {
  for (const stream of await app.repos.streams.openWith(performerId, userId)) {
    if (stream.type === 'private') await endPrivateShow(app, stream, 'blocked');
    else await revokeMedia(app, stream, userId);
  }
}

/** Re-checks every media holder of every room; frees rooms whose session ended. */
export async function recheckMediaHolders(app: FastifyInstance): Promise<number> {
  let revoked = 0;
  for (const [room, users] of [...app.liveMedia.granted]) {
    const stream = await app.repos.streams.bySession(room);
    if (!stream || stream.endedAt) {
      await app.liveMedia.close(room).catch(() => undefined);
      continue;
    }
    for (const userId of [...users]) {
      try {
        // a suspended or deleted account keeps no media, whatever its grant said
        if ((await app.repos.users.findById(userId))?.status !== 'active')
          throw new Error('inactive account');
        await mediaAccessFor(app, { id: userId, country: '' }, stream);
      } catch {
        await revokeMedia(app, stream, userId);
        revoked += 1;
      }
    }
  }
  return revoked;
}

/** One pass of the live sweep (plugins/live-media runs it every LIVE_SWEEP_MS; tests call it). */
export async function sweepLive(app: FastifyInstance): Promise<void> {
  await expirePrivateRequests(app);
  // sessions whose sides are gone end before anything is billed for them
  await endVanishedSessions(app);
  await billPrivateShows(app);
  await recheckMediaHolders(app);
}
