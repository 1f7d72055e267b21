// A stand-in for the socket client's Socket and Manager (lib/socket-client.ts, socket.io-client's API): records emits and lets tests fire events.
type Listener = (...args: unknown[]) => void;

class Emitter {
  listeners = new Map<string, Listener[]>();
  on(event: string, fn: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  off(event: string, fn: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== fn),
    );
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
  count() {
    return [...this.listeners.values()].reduce((n, l) => n + l.length, 0);
  }
}

export class FakeManager extends Emitter {}

export class FakeSocket extends Emitter {
  connected = false;
  io = new FakeManager();
  anyListeners: Listener[] = [];
  emit = jest.fn();
  disconnect = jest.fn(() => {
    this.connected = false;
    return this;
  });
  onAny(fn: Listener) {
    this.anyListeners.push(fn);
    return this;
  }
  offAny(fn: Listener) {
    this.anyListeners = this.anyListeners.filter((l) => l !== fn);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    this.anyListeners = [];
    return this;
  }
  /** A server push: reaches onAny listeners and the named ones. */
  push(event: string, data: unknown) {
    for (const l of this.anyListeners) l(event, data);
    this.fire(event, data);
  }
  totalListeners() {
    return this.count() + this.anyListeners.length + this.io.count();
  }
}

export const sockets: FakeSocket[] = [];

export const ioMock = jest.fn((_url: string, _opts: Record<string, unknown>) => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
});

export const lastSocket = () => sockets[sockets.length - 1];
