// The browser's socket.io client (issue 22): the socket.io protocol over one WebSocket, about 1.5 kB gzip where
// socket.io-client is 12.8 kB (its engine carries HTTP long-polling, WebTransport and the upgrade between them).
// The API's socket.io server accepts it as is (engine.io protocol 4, socket.io protocol 5, the root namespace,
// JSON payloads: no event of the contract carries binary). The spec's "websocket first, then polling" holds: when
// the first WebSocket does not open and the options allow polling, socket.io-client takes over, loaded then, with
// the same options. It keeps socket.io-client's API for what the app uses (on/off/onAny, emit,
// timeout().emitWithAck, disconnect, the manager's events on `io`) and its unlimited, randomised reconnection.
import type { Socket as FullSocket } from 'socket.io-client';

type Listener = (...args: any[]) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ClientOptions {
  transports?: string[];
  reconnection?: boolean;
  reconnectionAttempts?: number;
  reconnectionDelay?: number;
  reconnectionDelayMax?: number;
  auth?: Record<string, unknown>;
}

class Emitter {
  private listeners = new Map<string, Listener[]>();
  on(event: string, fn: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  off(event?: string, fn?: Listener): this {
    if (event === undefined) this.listeners.clear();
    else if (!fn) this.listeners.delete(event);
    else
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l !== fn),
      );
    return this;
  }
  removeAllListeners(): this {
    return this.off();
  }
  /** Calls the listeners of `event` (the name is socket.io-client's for its own events). */
  emitReserved(event: string, ...args: unknown[]): void {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
}

type Frame = [event: string, args: unknown[], ack?: Listener];

/** socket.io packet types (protocol 5) behind the engine.io "message" type `4`. */
const CONNECT = '0';
const DISCONNECT = '1';
const EVENT = '2';
const ACK = '3';
const CONNECT_ERROR = '4';

export class RealtimeSocket extends Emitter {
  /** The manager's events: reconnect_attempt, reconnect, reconnect_failed, error. */
  readonly io = new Emitter();
  private ws: WebSocket | null = null;
  private isConnected = false;
  private everOpened = false;
  private stopped = false;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private pingWindow = 0;
  private anyListeners: Listener[] = [];
  private buffer: Frame[] = [];
  private acks = new Map<number, Listener>();
  private nextAck = 0;
  private full: FullSocket | null = null;

  constructor(
    private readonly url: string,
    private readonly opts: ClientOptions,
  ) {
    super();
    this.open();
  }

  get connected(): boolean {
    return this.full ? this.full.connected : this.isConnected;
  }

  onAny(fn: Listener): this {
    this.anyListeners.push(fn);
    return this;
  }

  offAny(fn?: Listener): this {
    this.anyListeners = fn ? this.anyListeners.filter((l) => l !== fn) : [];
    return this;
  }

  override removeAllListeners(): this {
    this.anyListeners = [];
    return super.removeAllListeners();
  }

  /** Sends an event (a last function argument is its acknowledgement); buffered until connected. */
  emit(event: string, ...args: unknown[]): this {
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as Listener) : undefined;
    if (this.full) this.full.emit(event, ...args, ...(ack ? [ack] : []));
    else if (this.isConnected) this.send(event, args, ack);
    else this.buffer.push([event, args, ack]);
    return this;
  }

  /** `socket.timeout(ms).emitWithAck(...)`: the acknowledgement's first argument, or a rejection after `ms`. */
  timeout(ms: number) {
    return {
      // socket.io-client's answer type too: the acknowledgement's shape is the caller's to check
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      emitWithAck: (event: string, ...args: unknown[]): Promise<any> =>
        this.full
          ? this.full.timeout(ms).emitWithAck(event, ...args)
          : new Promise((resolve, reject) => {
              const timer = setTimeout(() => {
                this.buffer = this.buffer.filter((frame) => frame[2] !== ack);
                reject(new Error('operation has timed out'));
              }, ms);
              const ack = (answer: unknown) => {
                clearTimeout(timer);
                resolve(answer);
              };
              this.emit(event, ...args, ack);
            }),
    };
  }

  /** Closes for good: no reconnection (socket.io-client's `io client disconnect`). */
  disconnect(): this {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.full) {
      this.full.disconnect();
      return this;
    }
    if (this.isConnected) this.ws?.send('4' + DISCONNECT);
    this.drop('io client disconnect');
    return this;
  }

  private open(): void {
    const target = new URL(this.url);
    target.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
    target.pathname = '/socket.io/';
    target.search = '?EIO=4&transport=websocket';
    const ws = new WebSocket(target.toString());
    this.ws = ws;
    let handshaken = false;
    ws.onmessage = (message: MessageEvent) => {
      const text = String(message.data);
      if (text[0] === '0' && !handshaken) {
        handshaken = true;
        this.handshake(JSON.parse(text.slice(1)) as { pingInterval: number; pingTimeout: number });
      } else if (text[0] === '2') {
        ws.send('3');
        this.awaitPing();
      } else if (text[0] === '4') this.packet(text.slice(1));
      else if (text[0] === '1') this.lost('transport close');
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      if (handshaken) this.lost('transport close');
      else this.openFailed();
    };
  }

  private handshake(params: { pingInterval: number; pingTimeout: number }): void {
    this.pingWindow = params.pingInterval + params.pingTimeout;
    this.awaitPing();
    if (this.attempts) this.io.emitReserved('reconnect', this.attempts);
    this.attempts = 0;
    this.everOpened = true;
    this.ws?.send('4' + CONNECT + JSON.stringify(this.opts.auth ?? {}));
  }

  /** The server pings every pingInterval; silence for longer than that plus pingTimeout is a dead connection. */
  private awaitPing(): void {
    clearTimeout(this.pingTimer);
    this.pingTimer = setTimeout(() => this.lost('ping timeout'), this.pingWindow);
  }

  private packet(text: string): void {
    const type = text[0];
    const rest = text.slice(1);
    // a namespace other than the root's ("/chat,…") is not ours
    if (rest[0] === '/') return;
    const digits = /^\d+/.exec(rest)?.[0] ?? '';
    const data: unknown = rest.length > digits.length ? JSON.parse(rest.slice(digits.length)) : undefined;
    if (type === CONNECT) {
      this.isConnected = true;
      this.emitReserved('connect');
      const pending = this.buffer;
      this.buffer = [];
      for (const [event, args, ack] of pending) this.send(event, args, ack);
    } else if (type === EVENT && Array.isArray(data)) {
      const [event, ...args] = data as [string, ...unknown[]];
      if (digits)
        args.push((...answer: unknown[]) => this.ws?.send(`4${ACK}${digits}${JSON.stringify(answer)}`));
      for (const l of [...this.anyListeners]) l(event, ...args);
      this.emitReserved(event, ...args);
    } else if (type === ACK && Array.isArray(data)) {
      const ack = this.acks.get(Number(digits));
      this.acks.delete(Number(digits));
      ack?.(...(data as unknown[]));
    } else if (type === DISCONNECT) {
      // the server ended this session (signed out elsewhere, revoked): socket.io-client does not reconnect either
      this.stopped = true;
      this.drop('io server disconnect');
    } else if (type === CONNECT_ERROR) {
      const { message, data: detail } = (data ?? {}) as { message?: string; data?: unknown };
      this.stopped = true;
      this.drop('io client disconnect');
      this.emitReserved('connect_error', Object.assign(new Error(message), { data: detail }));
    }
  }

  private send(event: string, args: unknown[], ack?: Listener): void {
    let id = '';
    if (ack) {
      id = String(this.nextAck++);
      this.acks.set(Number(id), ack);
    }
    this.ws?.send(`4${EVENT}${id}${JSON.stringify([event, ...args])}`);
  }

  /** Closes the WebSocket; a connected socket tells its listeners why. */
  private drop(reason: string): void {
    const ws = this.ws;
    this.ws = null;
    clearTimeout(this.pingTimer);
    if (ws) {
      ws.onmessage = null;
      ws.onclose = null;
      ws.close();
    }
    this.acks.clear();
    if (this.isConnected) {
      this.isConnected = false;
      this.emitReserved('disconnect', reason);
    }
  }

  private lost(reason: string): void {
    this.drop(reason);
    this.reconnect();
  }

  private openFailed(): void {
    this.drop('transport error');
    const error = new Error('websocket error');
    this.io.emitReserved('error', error);
    this.emitReserved('connect_error', error);
    if (!this.everOpened && !this.attempts && this.opts.transports?.includes('polling')) void this.handOver();
    else this.reconnect();
  }

  private reconnect(): void {
    const { reconnection = true, reconnectionAttempts = Infinity } = this.opts;
    if (this.stopped || !reconnection) return;
    if (this.attempts >= reconnectionAttempts) {
      this.io.emitReserved('reconnect_failed');
      return;
    }
    const { reconnectionDelay = 1000, reconnectionDelayMax = 5000 } = this.opts;
    const base = reconnectionDelay * 2 ** this.attempts;
    // ±50 % so that clients cut off together do not all come back in the same instant
    const delay = Math.min(reconnectionDelayMax, base * (0.5 + Math.random()));
    this.attempts += 1;
    this.timer = setTimeout(() => {
      this.io.emitReserved('reconnect_attempt', this.attempts);
      this.open();
    }, delay);
  }

  /** The spec's polling fallback: socket.io-client with the same options and this socket's listeners. */
  private async handOver(): Promise<void> {
    const { io } = await import('socket.io-client');
    if (this.stopped) return;
    const full = io(this.url, this.opts);
    this.full = full;
    full.onAny((event: string, ...args: unknown[]) => {
      for (const l of [...this.anyListeners]) l(event, ...args);
      this.emitReserved(event, ...args);
    });
    for (const event of ['connect', 'disconnect', 'connect_error'])
      full.on(event as 'connect', (...args: unknown[]) => this.emitReserved(event, ...args));
    for (const event of ['reconnect_attempt', 'reconnect', 'reconnect_failed', 'error'])
      full.io.on(event as 'error', (...args: unknown[]) => this.io.emitReserved(event, ...args));
    const pending = this.buffer;
    this.buffer = [];
    for (const [event, args, ack] of pending) full.emit(event, ...args, ...(ack ? [ack] : []));
  }
}

/** Opens a connection like socket.io-client's `io(url, options)`. */
export function io(url: string, opts: ClientOptions = {}): RealtimeSocket {
  return new RealtimeSocket(url, opts);
}
