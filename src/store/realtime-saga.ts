// The socket enters Redux only here, through an eventChannel (house rule 7, spec §4 "Realtime connection").
// It sits in the shell, above the features, because it still runs their reconnect work (the unread badge, a
// creator's pending show requests); the realtime feature below keeps what features read (the socket event as an
// action, the connection status), so none of them imports this saga.
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, race, select, take } from 'redux-saga/effects';
import { type UnknownAction } from '@reduxjs/toolkit';
import { type Socket } from 'socket.io-client';
import { publicEnv } from '@/config/env';
import { getToken } from '@/lib/cookies';
import { isBrowser } from '@/lib/runtime';
import { connectSocket, signOutSocket } from '@/lib/socket';
import { loggedIn, logoutRequested, selectLoggedIn } from '@/features/auth';
import { loggedOut } from './session';
import { appStarted, socketEventReceived, socketStatusChanged, unreadCountLoaded } from '@/features/realtime';
import { totalUnread } from '@/features/messaging';
import { selectCurrentUser } from '@/features/user';
import { pendingPrivateRequests, type PrivateRequest, privateRequestsLoaded } from '@/features/streaming';

/** Maps socket and manager events to actions; unsubscribes everything when the channel closes. */
export function socketChannel(socket: Socket): EventChannel<UnknownAction> {
  return eventChannel<UnknownAction>((emit) => {
    const status = (s: Parameters<typeof socketStatusChanged>[0]) => () => emit(socketStatusChanged(s));
    const onConnect = status('connected');
    const onDisconnect = status('disconnect');
    const onFailed = status('failed');
    const onReconnectAttempt = status('reconnecting');
    // the handshake query carries the first login; a reconnect re-sends it with the stored token
    const onReconnect = () => {
      const token = getToken();
      if (token) socket.emit('auth/login', { token });
    };
    const onAny = (event: string, data: unknown) => emit(socketEventReceived({ event, data: data ?? null }));

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
  });
}

/** The header's unread badge, read on every (re)connect: what arrived while offline counts too. */
export function* unreadWorker() {
  try {
    const total: number = yield call(totalUnread);
    yield put(unreadCountLoaded(total));
  } catch {
    // the badge keeps its value; the next event or connect corrects it
  }
}

/** A creator's pending private-show requests, read on every (re)connect (issue 12). */
export function* privateRequestsWorker() {
  const user: { isPerformer?: boolean } | null = yield select(selectCurrentUser);
  if (!user?.isPerformer) return;
  try {
    const list: PrivateRequest[] = yield call(pendingPrivateRequests);
    yield put(privateRequestsLoaded(list));
  } catch {
    // the next request event or connect fills the list
  }
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
        if (socketStatusChanged.match(action) && action.payload === 'connected') {
          yield fork(unreadWorker);
          yield fork(privateRequestsWorker);
        }
      }
    }
  } finally {
    channel.close();
    yield call(signOutSocket, getToken());
  }
}

export function* realtimeSaga() {
  // Server stores never open sockets.
  if (!isBrowser()) return;
  while (true) {
    const trigger: UnknownAction = yield take([loggedIn.type, appStarted.type]);
    const signedIn: boolean = yield select(selectLoggedIn);
    if (appStarted.match(trigger) && !signedIn) continue;
    const token = getToken();
    if (!token) continue;
    yield call(runConnection, token);
  }
}
