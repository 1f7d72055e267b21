// The one socket.io connection (spec §4 "Realtime connection", §9). Only the realtime saga drives it.
// Its client (socket-client.ts, WebSocket only unless the first WebSocket fails) is loaded on first connect
// (signed-in users only), keeping it out of the first-load bundle.
import type { RealtimeSocket as Socket } from './socket-client';
import { CLIENT_EVENTS } from '@api/contract/socket-events';
import { SOCKET_RECONNECT_DELAY_MAX_MS, SOCKET_RECONNECT_DELAY_MS } from '@/config/constants';

let current: Socket | null = null;

/**
 * Opens (or replaces) the connection. The token travels in the handshake's `auth` payload (a frame body),
 * never in the URL, where proxies and access logs would keep it.
 */
export async function connectSocket(apiEndpoint: string, token: string): Promise<Socket> {
  const { io } = await import('./socket-client');
  closeSocket();
  current = io(apiEndpoint, {
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    auth: { token },
  });
  return current;
}

export function getSocket(): Socket | null {
  return current;
}

export function closeSocket(): void {
  const socket = current;
  current = null;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
  }
}

/** Sign-out: tell the server first (auth/logout), then close. Safe to call twice. */
export function signOutSocket(token: string | undefined): void {
  if (current?.connected && token) current.emit(CLIENT_EVENTS.logout, { token });
  closeSocket();
}
