// The app's WebSocket socket.io client (lib/socket-client.ts) against a real socket.io server of the version the
// API runs: the handshake with its auth payload, events both ways, acknowledgements, the server's and the
// client's disconnect, reconnection after a lost connection, a refused handshake, and the polling fallback.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { WebSocket as NodeWebSocket } from 'ws';
import { io, type RealtimeSocket } from '@/lib/socket-client';
import { ioMock, lastSocket } from '../features/fake-socket';

jest.mock('socket.io-client', () => ({ io: require('../features/fake-socket').ioMock }));

const FAST = { reconnectionDelay: 20, reconnectionDelayMax: 40 };
let http: HttpServer;
let server: Server;
let url: string;
const clients: RealtimeSocket[] = [];

/** The browser's WebSocket, from the package the server side uses: like a browser's, a refused connection is an
 * error event then a close, never a thrown error (node's EventEmitter throws an 'error' nobody listens to). */
class BrowserLikeWebSocket extends NodeWebSocket {
  constructor(address: string) {
    super(address);
    this.on('error', () => undefined);
  }
}

beforeAll(() => {
  Object.assign(globalThis, { WebSocket: BrowserLikeWebSocket });
});

beforeEach(async () => {
  http = createServer();
  server = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  ioMock.mockClear();
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function connect(opts = {}) {
  const client = io(url, { transports: ['websocket', 'polling'], ...FAST, ...opts });
  clients.push(client);
  return client;
}

const once = <T extends unknown[]>(
  target: { on(e: string, fn: (...a: T) => void): unknown },
  event: string,
) => new Promise<T>((resolve) => target.on(event, (...args: T) => resolve(args)));
const serverSocket = () => once<[ServerSocket]>(server, 'connection').then(([s]) => s);

/** A client connected to the test server, and the server's side of it. */
async function connectedPair(opts = {}) {
  const accepted = serverSocket();
  const client = connect(opts);
  const peer = await accepted;
  await once(client, 'connect');
  return { client, peer };
}

test('connects over a WebSocket with the auth payload, and events flow both ways', async () => {
  const accepted = serverSocket();
  const client = connect({ auth: { token: 'tok-1' } });
  client.emit('early', { n: 1 }); // before the connection: buffered, sent once connected
  const [peer] = await Promise.all([accepted, once(client, 'connect')]);
  expect(client.connected).toBe(true);
  expect(peer.handshake.auth).toEqual({ token: 'tok-1' });
  expect(peer.conn.transport.name).toBe('websocket');
  expect(ioMock).not.toHaveBeenCalled();

  const [early] = await once<[unknown]>(peer, 'early');
  expect(early).toEqual({ n: 1 });

  const any: unknown[][] = [];
  client.onAny((...args: unknown[]) => any.push(args));
  const named = once<[unknown]>(client, 'update_balance');
  peer.emit('update_balance', { token: 5 });
  expect(await named).toEqual([{ token: 5 }]);
  expect(any).toEqual([['update_balance', { token: 5 }]]);
});

test("it answers the server's pings, so a quiet connection stays open", async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  http = createServer();
  server = new Server(http, { pingInterval: 30, pingTimeout: 30 });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const { client, peer } = await connectedPair();
  const lost = jest.fn();
  peer.on('disconnect', lost);
  client.on('disconnect', lost);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(lost).not.toHaveBeenCalled();
  expect(client.connected).toBe(true);
});

test('emitWithAck resolves with the answer, and rejects when none comes in time', async () => {
  const { client, peer } = await connectedPair();
  peer.on('join', (payload: unknown, ack: (answer: unknown) => void) => ack({ ok: true, payload }));
  peer.on('ignored', () => undefined);
  await expect(client.timeout(1000).emitWithAck('join', { id: 'c1' })).resolves.toEqual({
    ok: true,
    payload: { id: 'c1' },
  });
  await expect(client.timeout(50).emitWithAck('ignored', {})).rejects.toThrow('timed out');
});

test("the server's disconnect ends the session: no reconnection", async () => {
  const { client, peer } = await connectedPair();
  const attempts = jest.fn();
  client.io.on('reconnect_attempt', attempts);
  const gone = once<[string]>(client, 'disconnect');
  peer.disconnect(true);
  expect(await gone).toEqual(['io server disconnect']);
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(attempts).not.toHaveBeenCalled();
  expect(client.connected).toBe(false);
});

test('a lost connection reconnects, with the manager events the realtime saga follows', async () => {
  const first = serverSocket();
  const client = connect();
  const peer = await first;
  await once(client, 'connect');
  const attempt = once<[number]>(client.io, 'reconnect_attempt');
  const reconnected = once<[number]>(client.io, 'reconnect');
  const gone = once<[string]>(client, 'disconnect');
  const second = serverSocket();
  peer.conn.close();
  expect(await gone).toEqual(['transport close']);
  expect(await attempt).toEqual([1]);
  expect(await reconnected).toEqual([1]);
  await Promise.all([second, once(client, 'connect')]);
  expect(client.connected).toBe(true);
});

test('a refused handshake is a connect_error with the server message, and no retry', async () => {
  server.use((_socket, next) => next(new Error('Unauthorized')));
  const client = connect({ auth: { token: 'bad' } });
  const [error] = await once<[Error]>(client, 'connect_error');
  expect(error.message).toBe('Unauthorized');
  expect(client.connected).toBe(false);
});

test("the client's disconnect reaches the server and stops reconnection", async () => {
  const { client, peer } = await connectedPair();
  const serverSaw = once<[string]>(peer, 'disconnect');
  const clientSaw = once<[string]>(client, 'disconnect');
  client.disconnect();
  expect(await clientSaw).toEqual(['io client disconnect']);
  expect(await serverSaw).toEqual(['client namespace disconnect']);
});

test('when the first WebSocket fails, socket.io-client takes over with the same options and listeners', async () => {
  // a port nobody listens on: the WebSocket closes before any handshake
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  const options = { transports: ['websocket', 'polling'], ...FAST, auth: { token: 't' } };
  const client = io(deadUrl, options);
  clients.push(client);
  const connected = jest.fn();
  const events: unknown[][] = [];
  client.on('connect', connected);
  client.onAny((...args: unknown[]) => events.push(args));
  client.emit('queued', 1);
  await once(client, 'connect_error');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(ioMock).toHaveBeenCalledWith(deadUrl, options);
  const full = lastSocket();
  expect(full.emit).toHaveBeenCalledWith('queued', 1);
  full.connected = true;
  full.fire('connect');
  full.push('message_created', { _id: 'm1' });
  expect(connected).toHaveBeenCalledTimes(1);
  expect(client.connected).toBe(true);
  expect(events).toEqual([['message_created', { _id: 'm1' }]]);
});

test('without polling in its options it keeps retrying the WebSocket', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const client = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], ...FAST });
  clients.push(client);
  await once(client.io, 'reconnect_attempt');
  expect(ioMock).not.toHaveBeenCalled();
});
