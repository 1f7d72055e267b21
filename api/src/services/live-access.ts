// Revoking live media (issue 12) and the live sweep. Media holders are re-checked against the same decision
// that admitted them; whoever fails it (subscription ended, blocked, session over) loses media at once: the
// engine drops them and the page hears `media-revoked`.
import type { FastifyInstance } from 'fastify';
import type { StreamRow } from '../repositories/streams';
import { billPrivateShows, expirePrivateRequests } from './private-shows';
import { endStream, mediaAccessFor, streamRoom } from './streaming';

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
  app.emitToUser(userId, 'media-revoked', {
    streamId: stream.id,
    conversationId: stream.conversationId,
    message,
  });
}

/** A creator blocked a user: their media in the creator's open sessions ends now. */
export async function revokeBlocked(
  app: FastifyInstance,
  performerId: string,
  userId: string,
): Promise<void> {
  for (const stream of app.repos.streams.openWith(performerId, userId)) {
    await revokeMedia(app, stream, userId);
  }
}

/** Re-checks every media holder of every room; frees rooms whose session ended. */
export async function recheckMediaHolders(app: FastifyInstance): Promise<number> {
  let revoked = 0;
  for (const [room, users] of [...app.liveMedia.granted]) {
    const stream = app.repos.streams.bySession(room);
    if (!stream || stream.endedAt) {
      await app.liveMedia.close(room).catch(() => undefined);
      continue;
    }
    for (const userId of [...users]) {
      try {
        // a suspended or deleted account keeps no media, whatever its grant said
        if (app.repos.users.findById(userId)?.status !== 'active') throw new Error('inactive account');
        mediaAccessFor(app, { id: userId, country: '' }, stream);
      } catch {
        await revokeMedia(app, stream, userId);
        revoked += 1;
      }
    }
  }
  return revoked;
}

/** A creator who left a live without ending it (tab closed, connection gone) for this long ends it. */
export const ABANDONED_AFTER_MS = 60_000;
const missingSince = new WeakMap<FastifyInstance, Map<string, number>>();

/** Ends live sessions whose creator has had no socket in the room for ABANDONED_AFTER_MS (no stale LIVE). */
export async function endAbandonedSessions(app: FastifyInstance): Promise<number> {
  let missing = missingSince.get(app);
  if (!missing) missingSince.set(app, (missing = new Map()));
  const now = app.now().getTime();
  const { rows } = app.repos.streams.live(0, 1000);
  const live = new Set(rows.map((r) => r.id));
  for (const id of [...missing.keys()]) if (!live.has(id)) missing.delete(id);
  let ended = 0;
  for (const stream of rows) {
    if (!stream.conversationId) continue;
    const sockets = await app.io.in(streamRoom(stream.conversationId)).fetchSockets();
    if (sockets.some((s) => (s.data as { userId?: string }).userId === stream.performerId)) {
      missing.delete(stream.id);
      continue;
    }
    const since = missing.get(stream.id) ?? now;
    missing.set(stream.id, since);
    if (now - since < ABANDONED_AFTER_MS) continue;
    missing.delete(stream.id);
    endStream(app, stream);
    ended += 1;
  }
  return ended;
}

/** One pass of the live sweep (plugins/live-media runs it every LIVE_SWEEP_MS; tests call it). */
export async function sweepLive(app: FastifyInstance): Promise<void> {
  expirePrivateRequests(app);
  billPrivateShows(app);
  await endAbandonedSessions(app);
  await recheckMediaHolders(app);
}
