// The built-in SFU (issue 12): its own process (see main.ts), one socket.io endpoint for signalling and an
// internal HTTP surface for the API (revoke, close, stats) guarded by the shared secret. A peer is admitted
// only with a grant the API signed after its join checks; revocations refuse older grants of that user too.
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { Server, type Socket } from 'socket.io';
import {
  SFU_EVENTS,
  type SfuAck,
  type SfuClientToServerEvents,
  type SfuServerToClientEvents,
} from '../src/contract/socket-events';
import { verifyGrant, type MediaGrant } from './grant';
import { Room, type PeerOptions } from './room';

export interface SfuOptions extends PeerOptions {
  secret: string;
  /** receivers per room; beyond, new receivers are refused with a clear message */
  maxViewers: number;
  corsOrigins: string[] | true;
}

export interface SfuStats {
  rooms: number;
  publishers: number;
  receivers: number;
  forwarded: number;
}

interface PeerData {
  grant: MediaGrant;
}

export const SFU_MESSAGES = {
  refused: 'Media access refused: join the live again',
  revoked: 'Your access to this live has ended',
  ended: 'The live has ended',
  full: 'This live is full right now, please try again in a moment',
  noPublisher: 'The creator is not sending video yet',
} as const;

export function createSfu(options: SfuOptions) {
  const rooms = new Map<string, Room>();
  /** `${room}\n${user}` → epoch seconds of the revocation: grants issued at or before it are refused */
  const revoked = new Map<string, number>();
  const server = http.createServer((req, res) => void internal(req, res));
  const io = new Server<SfuClientToServerEvents, SfuServerToClientEvents>(server, {
    cors: { origin: options.corsOrigins, credentials: true },
    maxHttpBufferSize: 64 * 1024,
  });

  const roomOf = (id: string) => {
    let room = rooms.get(id);
    if (!room) {
      room = new Room(id, options);
      rooms.set(id, room);
    }
    return room;
  };
  const freeIfEmpty = (room: Room) => {
    if (room.empty && io.sockets.adapter.rooms.get(room.id)?.size !== 1) rooms.delete(room.id);
  };
  const isRevoked = (grant: MediaGrant) => {
    const at = revoked.get(`${grant.room}\n${grant.user}`);
    return at !== undefined && grant.iat <= at;
  };

  io.use((socket, next) => {
    const grant = verifyGrant(options.secret, (socket.handshake.auth as { grant?: unknown })?.grant);
    if (!grant || isRevoked(grant)) return next(new Error(SFU_MESSAGES.refused));
    (socket.data as PeerData).grant = grant;
    next();
  });

  io.on('connection', (socket: Socket<SfuClientToServerEvents, SfuServerToClientEvents>) => {
    const { grant } = socket.data as PeerData;
    void socket.join(grant.room);
    void socket.join(`${grant.room}\n${grant.user}`);
    socket.emit(SFU_EVENTS.publishers, { publishers: rooms.get(grant.room)?.publishers() ?? [] });

    const reply = (ack: unknown, body: SfuAck) => {
      if (typeof ack === 'function') (ack as (b: unknown) => void)(body);
    };
    const guard =
      (handler: (payload: Record<string, unknown>) => Promise<unknown>) =>
      async (payload: unknown, ack?: unknown) => {
        try {
          const body = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
          reply(ack, { ok: true, ...((await handler(body)) as object) });
        } catch (err) {
          reply(ack, { ok: false, message: err instanceof Error ? err.message : 'Media error' });
        }
      };

    socket.on(
      SFU_EVENTS.publish,
      guard(async () => {
        if (!grant.publish) throw new Error(SFU_MESSAGES.refused);
        const offer = await roomOf(grant.room).publish(grant.user);
        io.to(grant.room).emit(SFU_EVENTS.publishers, { publishers: roomOf(grant.room).publishers() });
        return { offer };
      }),
    );
    socket.on(
      SFU_EVENTS.play,
      guard(async (body) => {
        if (!grant.play) throw new Error(SFU_MESSAGES.refused);
        const room = roomOf(grant.room);
        const from =
          typeof body.from === 'string' && body.from
            ? body.from
            : room.publishers().find((u) => u !== grant.user);
        if (!from || from === grant.user || !room.publications.has(from))
          throw new Error(SFU_MESSAGES.noPublisher);
        const already = [...room.subscriptions].some((s) => s.user === grant.user && s.from === from);
        if (!already && room.receiverCount >= options.maxViewers) throw new Error(SFU_MESSAGES.full);
        return { from, offer: await room.subscribe(grant.user, from) };
      }),
    );
    socket.on(
      SFU_EVENTS.answer,
      guard(async (body) => {
        const role = body.role === 'publish' ? 'publish' : 'play';
        if (typeof body.sdp !== 'string' || body.sdp.length > 20_000) throw new Error('Bad answer');
        await roomOf(grant.room).answer(
          grant.user,
          role,
          body.sdp,
          typeof body.from === 'string' ? body.from : '',
        );
        return {};
      }),
    );
    socket.on(SFU_EVENTS.keyframe, () => {
      rooms
        .get(grant.room)
        ?.publishers()
        .forEach((u) => u !== grant.user && rooms.get(grant.room)?.requestKeyframe(u));
    });
    socket.on('disconnect', () => {
      const room = rooms.get(grant.room);
      if (!room) return;
      // another tab of the same user keeps its media
      if (io.sockets.adapter.rooms.get(`${grant.room}\n${grant.user}`)?.size) return;
      const wasPublisher = room.publications.has(grant.user);
      room.drop(grant.user);
      if (wasPublisher) io.to(grant.room).emit(SFU_EVENTS.publishers, { publishers: room.publishers() });
      if (room.empty) rooms.delete(room.id);
    });
  });

  /** Drops a user's media in a room at once and refuses their older grants. */
  function revoke(roomId: string, user: string): number {
    revoked.set(`${roomId}\n${user}`, Math.floor(Date.now() / 1000));
    const room = rooms.get(roomId);
    room?.drop(user);
    const target = `${roomId}\n${user}`;
    const count = io.sockets.adapter.rooms.get(target)?.size ?? 0;
    // Chrome may keep reporting "connected" after a server-side close: tell the page explicitly
    io.to(target).emit(SFU_EVENTS.mediaRevoked, { message: SFU_MESSAGES.revoked });
    io.in(target).disconnectSockets(true);
    if (room) freeIfEmpty(room);
    return count;
  }

  function closeRoom(roomId: string): void {
    const room = rooms.get(roomId);
    room?.close();
    rooms.delete(roomId);
    io.to(roomId).emit(SFU_EVENTS.mediaEnded, { message: SFU_MESSAGES.ended });
    io.in(roomId).disconnectSockets(true);
  }

  function stats(): SfuStats {
    let publishers = 0;
    let receivers = 0;
    let forwarded = 0;
    for (const room of rooms.values()) {
      publishers += room.publications.size;
      receivers += room.receiverCount;
      forwarded += room.forwarded;
    }
    return { rooms: rooms.size, publishers, receivers, forwarded };
  }

  const authorised = (req: http.IncomingMessage) => {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${options.secret}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  async function internal(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = req.url ?? '';
    if (url === '/health') return send(200, { ok: true });
    if (!url.startsWith('/internal/')) return send(404, { message: 'Not found' });
    if (!authorised(req)) return send(401, { message: 'Unauthorized' });
    if (req.method === 'GET' && url === '/internal/stats') return send(200, stats());
    if (req.method !== 'POST') return send(405, { message: 'Method not allowed' });
    let raw = '';
    for await (const chunk of req) {
      raw += chunk;
      if (raw.length > 4096) return send(413, { message: 'Too large' });
    }
    let body: { room?: unknown; user?: unknown };
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      return send(400, { message: 'Bad JSON' });
    }
    if (typeof body.room !== 'string' || !body.room) return send(400, { message: 'room is required' });
    if (url === '/internal/revoke') {
      if (typeof body.user !== 'string' || !body.user) return send(400, { message: 'user is required' });
      return send(200, { dropped: revoke(body.room, body.user) });
    }
    if (url === '/internal/close') {
      closeRoom(body.room);
      return send(200, { ok: true });
    }
    return send(404, { message: 'Not found' });
  }

  return {
    server,
    io,
    rooms,
    revoke,
    closeRoom,
    stats,
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    async close(): Promise<void> {
      for (const id of [...rooms.keys()]) closeRoom(id);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

export type Sfu = ReturnType<typeof createSfu>;
