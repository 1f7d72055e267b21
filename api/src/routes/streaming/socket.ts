// A live session's socket room (reference §3.3): `public-stream/join` and `public-stream/leave` from viewers and
// the creator, `public-stream/live` from the creator once publishing. The room hears `public-room-changed`
// (who watches), `join-broadcaster`, `model-left` and the chat events. Joining takes the same decision as
// GET /streaming/join: the creator, or a subscribed, unblocked viewer who bought a paid session.
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import {
  CLIENT_EVENTS,
  ROOM_EVENTS,
  SOCKET_ERROR,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
} from '../../contract/socket-events';
import { HttpError } from '../../lib/http-error';
import { partyInfo } from '../../mappers/payments';
import { backInRoom, hearReturnsElsewhere } from '../../services/live-presence';
import { chatAccess, endStream, startStreaming, streamRoom } from '../../services/streaming';

interface StreamSocketData {
  userId?: string;
  streams?: Set<string>;
}

const idOf = (payload: unknown): string => {
  const id = (payload as { conversationId?: unknown } | null)?.conversationId;
  return typeof id === 'string' && /^[a-f0-9]{24}$/.test(id) ? id : '';
};

/** Everyone in a room, once each, with their public card. */
async function announceRoom(app: FastifyInstance, conversationId: string): Promise<void> {
  const sockets = await app.io.in(streamRoom(conversationId)).fetchSockets();
  const ids = [
    ...new Set(sockets.map((s) => (s.data as StreamSocketData).userId).filter(Boolean)),
  ] as string[];
  const members = (await Promise.all(ids.map(async (id) => await partyInfo(app, id)))).filter(
    (card): card is NonNullable<typeof card> => card !== null,
  );
  app.io
    .to(streamRoom(conversationId))
    .emit(ROOM_EVENTS.roomChanged, { conversationId, total: members.length, members });
}

type Ack = (res: SocketAck) => void;

function refuse(
  socket: Socket<ClientToServerEvents, ServerToClientEvents>,
  event: string,
  err: unknown,
  ack?: Ack,
): void {
  const message = err instanceof HttpError ? String(err.message) : 'Error occurred, please try again later';
  socket.emit(SOCKET_ERROR, { event, message });
  if (typeof ack === 'function') ack({ ok: false, message });
}

export function attachStreamRooms(app: FastifyInstance): void {
  hearReturnsElsewhere(app);
  app.io.on('connection', (socket) => {
    const data = socket.data as StreamSocketData;

    socket.on(CLIENT_EVENTS.joinStream, async (payload: unknown, ack?: Ack) => {
      const conversationId = idOf(payload);
      try {
        if (!data.userId) throw new HttpError(401, 'Please log in to join the live');
        if (!conversationId) throw new HttpError(404, 'Live session not found');
        // the join decision admits the creator from going live (before publishing) until the end
        await chatAccess(app, data.userId, conversationId);
        await socket.join(streamRoom(conversationId));
        await backInRoom(app, conversationId, data.userId);
        (data.streams ??= new Set()).add(conversationId);
        await announceRoom(app, conversationId);
        if (typeof ack === 'function') ack({ ok: true });
      } catch (err) {
        refuse(socket, CLIENT_EVENTS.joinStream, err, ack);
      }
    });

    socket.on(CLIENT_EVENTS.goLive, async (payload: unknown, ack?: Ack) => {
      const conversationId = idOf(payload);
      try {
        const stream = await app.repos.streams.byConversation(conversationId);
        if (!stream || stream.performerId !== data.userId)
          throw new HttpError(403, 'This live session is not yours');
        await startStreaming(app, stream);
        if (typeof ack === 'function') ack({ ok: true });
      } catch (err) {
        refuse(socket, CLIENT_EVENTS.goLive, err, ack);
      }
    });

    const leave = async (conversationId: string) => {
      await socket.leave(streamRoom(conversationId));
      data.streams?.delete(conversationId);
      const stream = await app.repos.streams.byConversation(conversationId);
      // a creator leaving their live room ends the live; leaving a private show's room (the page closed or
      // left) counts as absence: the live sweep ends the show after its grace period (services/live-presence)
      if (stream?.type === 'public' && stream.performerId === data.userId)
        await endStream(app, stream, 'creator-left');
      await announceRoom(app, conversationId);
    };
    socket.on(CLIENT_EVENTS.leaveStream, async (payload: unknown, ack?: Ack) => {
      const conversationId = idOf(payload);
      if (conversationId) await leave(conversationId);
      if (typeof ack === 'function') ack({ ok: true });
    });

    // A viewer's tab closing updates the watching list; a creator's dropped connection does not end the
    // session at once (a reload resumes it): the live sweep ends it after its grace period without them.
    socket.on('disconnect', () => {
      if (!app.db.open) return;
      for (const conversationId of data.streams ?? []) void announceRoom(app, conversationId);
    });
  });
}
