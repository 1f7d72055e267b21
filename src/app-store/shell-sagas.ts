// When the shell's sagas (root-saga.ts) start (issue 22): each of them waits for an action, so redux-saga and
// they are a lazy import started on the first action one of them listens to (a login, a follow, a search, a
// profile save, the messenger asking for the connection), and, for a signed-in user, in the browser's first
// idle time after the load event, when the realtime connection would start anyway. A visitor who never acts
// never downloads them. Until they run, the actions they listen to are kept for them and replayed in order
// (feature-host.ts `onDemand`); tests/app-store/shell-sagas.test.ts checks this list against the takes the
// running root saga registers.
import type { UnknownAction } from '@reduxjs/toolkit';
import { lazySaga } from '@/store/feature';
import type { OnDemandSaga, SagaStart } from '@/store/feature-host';
import { appStarted } from '@/features/realtime';
import type { RootState } from './root-reducer';

/** Every action type the root saga takes (or buffers) before any of its workers has run. */
export const SHELL_SAGA_TRIGGERS: ReadonlySet<string> = new Set([
  'auth/loginRequested',
  'auth/socialLoginRequested',
  'auth/logoutRequested',
  'auth/currentUserRefreshRequested',
  'auth/loggedIn',
  'user/profileUpdateRequested',
  'user/passwordUpdateRequested',
  'user/balanceRefreshRequested',
  'user/accountRefreshRequested',
  'realtime/balanceUpdated',
  'realtime/accountUpdated',
  'follow/followRequested',
  'follow/unfollowRequested',
  'search/keywordsRequested',
  'search/keywordSubmitted',
  'realtime/realtimeNeeded',
  appStarted.type,
]);

function startsOn(action: UnknownAction, state: unknown): SagaStart {
  // every page dispatches appStarted: it starts the sagas for a signed-in user only (the connection), when idle
  if (appStarted.match(action)) return (state as RootState).auth.loggedIn ? 'idle' : false;
  return SHELL_SAGA_TRIGGERS.has(action.type) ? 'now' : false;
}

export const shellSagas: OnDemandSaga = {
  saga: lazySaga('shell', () => import('./root-saga').then((m) => m.rootSaga)),
  hears: (action) => SHELL_SAGA_TRIGGERS.has(action.type),
  startsOn,
};
