// What every page carries of realtime (issue 22): a saga that waits, without the socket's code, until the user is
// signed in, then loads the connection (realtime-saga.ts: socket.io-client, the channel, the event→action table)
// and hands over to it. A visitor's pages never fetch any of that; a signed-in user's starts loading on the first
// render (appStarted) or at sign-in, as the socket itself did before.
import { call } from 'redux-saga/effects';
import { getToken } from '@/lib/cookies';
import { isBrowser } from '@/lib/runtime';
import { signedInToken } from './realtime-session';
import type * as Connection from './realtime-saga';

const loadConnection = (): Promise<typeof Connection> => import('./realtime-saga');

export function* realtimeStartSaga() {
  // Server stores never open sockets.
  if (!isBrowser()) return;
  const token: string = yield call(signedInToken);
  const connection: typeof Connection = yield call(loadConnection);
  // a sign-out while the module loaded leaves no token: the connection then waits for the next sign-in
  yield call(connection.realtimeSaga, getToken() === token ? token : undefined);
}
