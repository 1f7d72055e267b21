// What every page carries of realtime (issue 22): a saga that waits, without the socket's code, until the user is
// signed in, then loads the connection (realtime-saga.ts: socket.io-client, the channel, the event→action table)
// and hands over to it. A visitor's pages never fetch any of that. A signed-in user's page loads it in the
// browser's first idle time after the load event, so it never competes with the page's own scripts, or at once
// when a screen needs the connection (`realtimeNeeded`: the messenger, a live room). The features' reconnect work
// (reconnect-work.ts) comes with it and listens before the socket can connect. What arrives before the socket is
// not lost: that work and the messenger re-read their state on socketConnected, the first connect included.
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, fork, race, take } from 'redux-saga/effects';
import { type UnknownAction } from '@reduxjs/toolkit';
import { getToken } from '@/lib/cookies';
import { browserIdle } from '@/lib/browser-idle';
import { isBrowser } from '@/lib/runtime';
import { realtimeNeeded } from '@/features/realtime';
import { signedInToken } from './realtime-session';
import type * as Connection from './realtime-saga';
import type * as ReconnectWork from './reconnect-work';

type Loaded = [typeof Connection, typeof ReconnectWork];
const loadConnection = (): Promise<Loaded> =>
  Promise.all([import('./realtime-saga'), import('./reconnect-work')]);

export function* realtimeStartSaga() {
  // Server stores never open sockets.
  if (!isBrowser()) return;
  // a screen may say it needs the connection before the user's session is known: the request is kept
  const needed: Channel<UnknownAction> = yield actionChannel(realtimeNeeded.type, buffers.sliding(1));
  const token: string = yield call(signedInToken);
  yield race({ idle: call(browserIdle), needed: take(needed) });
  needed.close();
  const [connection, reconnect]: Loaded = yield call(loadConnection);
  yield fork(reconnect.reconnectWork);
  // a sign-out while the module loaded leaves no token: the connection then waits for the next sign-in
  yield call(connection.realtimeSaga, getToken() === token ? token : undefined);
}
