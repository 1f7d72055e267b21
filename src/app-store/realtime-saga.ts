// The socket enters Redux only here, through an eventChannel (house rule 7, spec §4 "Realtime connection"):
// each server-pushed event as its domain action (features/realtime/socket-actions.ts), the connection status,
// and socketConnected on every (re)connect, on which each feature does its own catch-up. It opens the socket
// when auth signs in and closes it on sign-out; it knows no other feature. Pages load this module only for a
// signed-in user (realtime-start.ts), with socket.io-client and the event→action table.
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, race, take } from 'redux-saga/effects';
import { type UnknownAction } from '@reduxjs/toolkit';
import { type RealtimeSocket as Socket } from '@/lib/socket-client';
import { publicEnv } from '@/config/env';
import { getToken } from '@/lib/cookies';
import { isBrowser } from '@/lib/runtime';
import { connectSocket, signOutSocket } from '@/lib/socket';
import { logoutRequested } from '@/features/auth';
import { loggedOut } from '@/store/session';
import { CLIENT_EVENTS } from '@api/contract/socket-events';
import { socketConnected, socketStatusChanged } from '@/features/realtime';
import { socketEventToAction } from '@/features/realtime/lazy';
import { signedInToken } from './realtime-session';

/** Maps socket and manager events to actions; unsubscribes everything when the channel closes. */
export function socketChannel(socket: Socket): EventChannel<UnknownAction> {
  return eventChannel<UnknownAction>((emit) => {
    const status = (s: Parameters<typeof socketStatusChanged>[0]) => () => emit(socketStatusChanged(s));
    const onConnect = () => {
      emit(socketStatusChanged('connected'));
      emit(socketConnected());
    };
    const onDisconnect = status('disconnect');
    const onFailed = status('failed');
    const onReconnectAttempt = status('reconnecting');
    // the handshake query carries the first login; a reconnect re-sends it with the stored token
    const onReconnect = () => {
      const token = getToken();
      if (token) socket.emit(CLIENT_EVENTS.login, { token });
    };
    const onAny = (event: string, data: unknown) => {
      const action = socketEventToAction(event, data);
      if (action) emit(action);
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onFailed);
    socket.onAny(onAny);
    socket.io.on('reconnect_attempt', onReconnectAttempt);
    socket.io.on('reconnect', onReconnect);
    socket.io.on('reconnect_failed', onFailed);
    socket.io.on('error', onFailed);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onFailed);
      socket.offAny(onAny);
      socket.io.off('reconnect_attempt', onReconnectAttempt);
      socket.io.off('reconnect', onReconnect);
      socket.io.off('reconnect_failed', onFailed);
      socket.io.off('error', onFailed);
    };
    // a connect emits two actions at once: a buffer keeps the second while the saga puts the first
  }, buffers.expanding<UnknownAction>(8));
}

/** One signed-in session: forwards channel actions until sign-out, then closes channel and socket. */
export function* runConnection(token: string) {
  const socket: Socket = yield call(connectSocket, publicEnv().apiEndpoint, token);
  const channel: EventChannel<UnknownAction> = yield call(socketChannel, socket);
  try {
    while (true) {
      const { action, stop } = (yield race({
        action: take(channel),
        stop: take([logoutRequested.type, loggedOut.type]),
      })) as { action?: UnknownAction; stop?: UnknownAction };
      if (stop) break;
      if (action) {
        yield put(action);
      }
    }
  } finally {
    channel.close();
    yield call(signOutSocket, getToken());
  }
}

/** One session after another: `firstToken` is the session realtime-start.ts already waited for. */
export function* realtimeSaga(firstToken?: string) {
  // Server stores never open sockets.
  if (!isBrowser()) return;
  let token: string = firstToken ?? (yield call(signedInToken));
  while (true) {
    yield call(runConnection, token);
    token = yield call(signedInToken);
  }
}
