// socket.io on the same HTTP server. Handshake origin from the allowlist; a token (auth.token, which our web
// app sends, or query `token`, kept for the real API's clients) that is present but invalid is refused, no
// token means a guest socket. Sockets follow the HTTP rule: a revoked, expired or deactivated session drops.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  CLIENT_EVENTS,
  SOCKET_ERROR,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
  type UserEvent,
} from '../contract/socket-events';
import { globalPlugin } from '../lib/global-plugin';
import type { ApiSocketServer, EmitToUser } from '../types';
import { parseAuthHeader } from '../lib/tokens';
import { resolveToken } from './auth';

interface SocketData {
  userId?: string;
  tokenId?: string;
}

type ApiSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

const userRoom = (userId: string) => `user-${userId}`;

function tokenFrom(value: unknown): { present: boolean; raw: string | null } {
  if (typeof value !== 'string' || value === '' || value === 'null' || value === 'undefined')
    return { present: false, raw: null };
  return { present: true, raw: parseAuthHeader(value) };
}

/** users.isOnline follows whether the account has at least one signed-in socket (cards, "online" sort). A
 * socket that just joined answers "online" by itself. On a leave, one process counts its own room; with
 * REDIS_URL (`clustered`) the room is asked of every process through the adapter, so a user still connected
 * to another process stays online when a socket here closes. */
async function updatePresence(
  app: FastifyInstance,
  socket: ApiSocket,
  userId: string,
  clustered: boolean,
): Promise<void> {
  // Sockets still disconnecting while the app closes must not touch a closed database.
  if (!app.db.open) return;
  const room = socket.nsp.adapter.rooms.get(userRoom(userId));
  const here = Boolean(room && room.size > 0);
  if (here || !clustered) {
    await app.repos.users.setOnline(userId, here, app.now().toISOString());
    return;
  }
  socket.nsp
    .in(userRoom(userId))
    .fetchSockets()
    .then(async (sockets) => {
      if (app.db.open) await app.repos.users.setOnline(userId, sockets.length > 0, app.now().toISOString());
    })
    // another process did not answer in time: its own joins and leaves keep the flag
    .catch(() => undefined);
}

/** Per socket: events up to SOCKET_EVENT_MAX a second and SOCKET_EVENT_BYTES each. Beyond, the event is not
 * handled and the client hears why (`socket_error`); a socket that keeps flooding is dropped. */
export const SOCKET_EVENT_MAX = 20;
export const SOCKET_EVENT_BYTES = 16 * 1024;
function limitSocket(socket: ApiSocket): void {
  let windowStart = Date.now();
  let count = 0;
  socket.use((packet, next) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    const [event] = packet;
    if (count > SOCKET_EVENT_MAX * 3) {
      socket.emit(SOCKET_ERROR, { event, message: 'Too many events: the connection was closed' });
      socket.disconnect(true);
      return;
    }
    if (count > SOCKET_EVENT_MAX) {
      socket.emit(SOCKET_ERROR, { event, message: 'Too many events: slow down and try again' });
      return;
    }
    let size = 0;
    try {
      size = Buffer.byteLength(JSON.stringify(packet.slice(1)) ?? '');
    } catch {
      size = Infinity;
    }
    if (size > SOCKET_EVENT_BYTES) {
      socket.emit(SOCKET_ERROR, {
        event,
        message: `Event too large: at most ${SOCKET_EVENT_BYTES / 1024} kB`,
      });
      return;
    }
    next();
  });
}

/** socket.io's Redis adapter on two connections (publish, subscribe); close() ends both. */
async function connectRedisAdapter(
  url: string,
  io: ApiSocketServer,
): Promise<{ close: () => Promise<void> }> {
  const { createClient } = await import('redis');
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return {
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

async function authenticate(
  app: FastifyInstance,
  socket: ApiSocket,
  raw: string | null,
  clustered: boolean,
): Promise<boolean> {
  const user = await resolveToken(app, raw);
  if (!user) return false;
  const data = socket.data as SocketData;
  const previous = data.userId;
  if (previous && previous !== user.id) void socket.leave(userRoom(previous));
  data.userId = user.id;
  data.tokenId = user.tokenId;
  void socket.join(userRoom(user.id));
  if (previous && previous !== user.id) await updatePresence(app, socket, previous, clustered);
  await updatePresence(app, socket, user.id, clustered);
  return true;
}

const socketPlugin: FastifyPluginAsync = async (app) => {
  const allowed = new Set(app.config.corsOrigins);
  const io: ApiSocketServer = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    // a hard cap per frame (events are held to SOCKET_EVENT_BYTES with a clear error first)
    maxHttpBufferSize: 256 * 1024,
    cors: { origin: [...allowed], credentials: false },
    // Browsers always send Origin; a missing one is a non-browser client, which CORS does not concern.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || allowed.has(origin));
    },
  });

  const clustered = Boolean(app.config.redisUrl);
  io.use((socket, next) => {
    const query = socket.handshake.query.token;
    const auth = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    const token = tokenFrom(auth ?? (Array.isArray(query) ? query[0] : query));
    if (!token.present) return next();
    authenticate(app, socket, token.raw, clustered).then(
      (okay) => (okay ? next() : next(new Error('Unauthorized'))),
      (err: unknown) => {
        app.log.error({ err }, 'socket authentication failed');
        next(new Error('Unauthorized'));
      },
    );
  });
  // A socket handler's failure is logged; it never becomes an unhandled rejection (which ends the process).
  const guarded =
    <A extends unknown[]>(label: string, handler: (...args: A) => Promise<void>) =>
    (...args: A): void => {
      handler(...args).catch((err: unknown) => app.log.error({ err }, `socket ${label} failed`));
    };

  io.on('connection', (socket) => {
    limitSocket(socket);
    // Rooms are already left when 'disconnect' fires.
    socket.on(
      'disconnect',
      guarded('disconnect', async () => {
        const { userId } = socket.data as SocketData;
        if (userId) await updatePresence(app, socket, userId, clustered);
      }),
    );
    socket.on(
      CLIENT_EVENTS.login,
      guarded('login', async (payload: unknown, ack?: (res: SocketAck) => void) => {
        const token = tokenFrom((payload as { token?: unknown } | null)?.token);
        const okay = token.present && (await authenticate(app, socket, token.raw, clustered));
        if (typeof ack === 'function') ack(okay ? { ok: true } : { ok: false, message: 'Unauthorized' });
      }),
    );
    socket.on(
      CLIENT_EVENTS.logout,
      guarded('logout', async (_payload: unknown, ack?: (res: SocketAck) => void) => {
        const data = socket.data as SocketData;
        if (data.userId) {
          void socket.leave(userRoom(data.userId));
          await updatePresence(app, socket, data.userId, clustered);
        }
        data.userId = undefined;
        data.tokenId = undefined;
        if (typeof ack === 'function') ack({ ok: true });
      }),
    );
  });

  // Beyond one process: with REDIS_URL, every emit reaches the sockets of every API process (issue 11).
  const redis = app.config.redisUrl ? await connectRedisAdapter(app.config.redisUrl, io) : null;

  app.decorate('io', io);
  const emitToUser: EmitToUser = (userId, event, data) => {
    // the signature ties the payload to the name; inside, the name is any user event
    io.to(userRoom(userId)).emit(event as UserEvent, data as never);
  };
  app.decorate('emitToUser', emitToUser);
  app.decorate('disconnectTokens', (tokenIds: string[]) => {
    if (!tokenIds.length) return;
    const ids = new Set(tokenIds);
    for (const socket of io.of('/').sockets.values()) {
      const tokenId = (socket.data as SocketData).tokenId;
      if (tokenId && ids.has(tokenId)) socket.disconnect(true);
    }
  });

  // Tokens expire (1 day without "remember"), get revoked, or their account is deactivated (also by the
  // operator command, from another process) while a socket stays open: re-check this process's sockets.
  let open = true;
  app.jobs.handle('socket-sweep', async () => {
    const now = app.now().toISOString();
    for (const socket of io.of('/').sockets.values()) {
      const tokenId = (socket.data as SocketData).tokenId;
      if (!tokenId) continue;
      const token = await app.repos.tokens.findById(tokenId);
      const user = token ? await app.repos.users.findById(token.userId) : undefined;
      if (!token || token.revokedAt || token.expiresAt <= now || !user || user.status === 'inactive')
        socket.disconnect(true);
      // a leave on another process that raced this socket's join may have written "offline": repair it
      else if (clustered && user.isOnline !== 1) await app.repos.users.setOnline(user.id, true, now);
    }
  });

  // Events raised by another process (the operator's commands write them to socket_relay): delivered by one
  // process per tick, through the adapter to every process's sockets.
  app.jobs.handle('socket-relay', async () => {
    if (!open) return;
    for (const e of await app.repos.socketRelay.take()) emitToUser(e.userId, e.event, e.data);
  });

  // Drop live sockets before Fastify closes the HTTP server, or close() would wait for them.
  app.addHook('preClose', async () => {
    open = false;
    if (redis) await redis.close();
    io.local.disconnectSockets(true);
    io.engine.close();
  });
};

export default globalPlugin(socketPlugin, 'socket');
