// Who is still in a live room (issue 12, issue 20 item 1). An open session needs someone in its socket room:
// a public live its creator, a private show its fan (from the request) and, once accepted, its creator. A side
// with no socket there for the grace period ends the session, so nothing stays LIVE and no minute is billed for
// a show nobody watches. The sockets come from the adapter (every API process with REDIS_URL); when each side
// was first seen missing is kept per process, so a restart at worst gives one more grace period. A sweep only
// samples the room every few seconds, so a side that joins again forgets its absence at once (`backInRoom`): a
// join and a leave between two sweeps must not carry an older absence. When both sides' grace ends at the
// same sweep, the fan's absence is the reason (the fan is who the show is billed to).
import type { FastifyInstance } from 'fastify';
import { appMemory } from '../lib/app-memory';
import type { StreamRow } from '../repositories/streams';
import { PRIVATE_SHOW_GRACE_MS, endPrivateShow } from './private-shows';
import { endStream, streamRoom } from './streaming';

/** A creator who left a live without ending it (tab closed, connection gone) for this long ends it. */
export const ABANDONED_AFTER_MS = 60_000;

const missingSince = new WeakMap<object, Map<string, number>>();

/** Who must be in the room, with the reason their absence gives and how long it is allowed. */
function requiredIn(stream: StreamRow): { userId: string; reason: string; graceMs: number }[] {
  if (stream.type === 'public')
    return [{ userId: stream.performerId, reason: 'creator-gone', graceMs: ABANDONED_AFTER_MS }];
  const fan = stream.fanId
    ? [{ userId: stream.fanId, reason: 'fan-gone', graceMs: PRIVATE_SHOW_GRACE_MS }]
    : [];
  if (!stream.acceptedAt) return fan;
  return [...fan, { userId: stream.performerId, reason: 'creator-gone', graceMs: PRIVATE_SHOW_GRACE_MS }];
}

/** What one process tells the others when a side joins a room (socket.io's serverSideEmit, over Redis). */
const BACK_IN_ROOM = 'live:back-in-room';

const forget = (app: FastifyInstance, key: string) =>
  appMemory(missingSince, app, () => new Map<string, number>()).delete(key);

/**
 * Called as a user's socket joins a session's room: an absence sampled before it no longer counts — on every
 * API process (issue 24). Each keeps its own clock of absences and samples the room on its own timer, so one
 * whose sweep did not run while the side was back would otherwise end the session on the older absence.
 */
export async function backInRoom(
  app: FastifyInstance,
  conversationId: string,
  userId: string,
): Promise<void> {
  const stream = await app.repos.streams.byConversation(conversationId);
  if (!stream) return;
  const key = `${stream.id}:${userId}`;
  forget(app, key);
  if (app.config.redisUrl) app.io.serverSideEmit(BACK_IN_ROOM, key);
}

/** Hears the other processes' `backInRoom` (with REDIS_URL; one process has no others). */
export function hearReturnsElsewhere(app: FastifyInstance): void {
  if (!app.config.redisUrl) return;
  app.io.on(BACK_IN_ROOM, (key: unknown) => {
    if (typeof key === 'string') forget(app, key);
  });
}

async function end(app: FastifyInstance, stream: StreamRow, reason: string): Promise<void> {
  if (stream.type === 'private') await endPrivateShow(app, stream, reason);
  else await endStream(app, stream, reason);
}

/** Ends every open session a required side has been missing from for its grace period; answers how many. */
export async function endVanishedSessions(app: FastifyInstance): Promise<number> {
  const missing = appMemory(missingSince, app, () => new Map<string, number>());
  const now = app.now().getTime();
  const open = await app.repos.streams.openSessions();
  const tracked = new Set<string>();
  let ended = 0;
  for (const stream of open) {
    const sockets = await app.io.in(streamRoom(stream.conversationId!)).fetchSockets();
    const present = new Set(sockets.map((s) => (s.data as { userId?: string }).userId));
    const gone = requiredIn(stream).find(({ userId, graceMs }) => {
      const key = `${stream.id}:${userId}`;
      tracked.add(key);
      if (present.has(userId)) {
        missing.delete(key);
        return false;
      }
      const since = missing.get(key) ?? now;
      missing.set(key, since);
      return now - since >= graceMs;
    });
    if (!gone) continue;
    await end(app, stream, gone.reason);
    ended += 1;
  }
  for (const key of [...missing.keys()]) if (!tracked.has(key)) missing.delete(key);
  return ended;
}
