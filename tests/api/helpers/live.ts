// Helpers for the live tests: real socket.io clients on a listening test app, in a session's room as the live
// pages join it, and waiting for what they hear.
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

export type Heard = { event: string; data: Record<string, unknown> }[];

export async function listenUrl(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export function liveClients(url: string) {
  const sockets: Socket[] = [];
  function connectAs(token: string, events: string[] = []) {
    const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false });
    sockets.push(socket);
    const heard: Heard = [];
    for (const event of events) socket.on(event, (data) => heard.push({ event, data }));
    return new Promise<{ socket: Socket; heard: Heard }>((resolve) =>
      socket.on('connect', () => setTimeout(() => resolve({ socket, heard }), 100)),
    );
  }
  return {
    connectAs,
    /** A page in a session's socket room (`public-stream/join`), as the live and private show pages do. */
    async inRoom(token: string, conversationId: string, events: string[] = []) {
      const page = await connectAs(token, events);
      await joinRoom(page.socket, conversationId);
      return page;
    },
    closeAll: () => sockets.splice(0).forEach((s) => s.close()),
  };
}

export async function joinRoom(socket: Socket, conversationId: string): Promise<void> {
  const ack: unknown = await socket.timeout(5000).emitWithAck('public-stream/join', { conversationId });
  if ((ack as { ok?: boolean }).ok !== true) throw new Error(`join refused: ${JSON.stringify(ack)}`);
}

/** Waits (up to 2 s) until `check` holds. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
}

/** Waits until the server no longer has a socket of `userId` (any, when omitted) in a session's room. */
export async function goneFromRoom(
  app: FastifyInstance,
  conversationId: string,
  userId?: string,
): Promise<void> {
  const room = `conversation-public-${conversationId}`;
  for (let i = 0; i < 100; i += 1) {
    const sockets = await app.io.in(room).fetchSockets();
    if (!sockets.some((s) => !userId || (s.data as { userId?: string }).userId === userId)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`still in ${room}`);
}
