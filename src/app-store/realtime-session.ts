// When realtime has a session to connect: shared by the page-wide starter (realtime-start.ts) and the connection
// it loads (realtime-saga.ts), which waits here again after each sign-out.
import { select, take } from 'redux-saga/effects';
import { type UnknownAction } from '@reduxjs/toolkit';
import { getToken } from '@/lib/cookies';
import { loggedIn, selectLoggedIn } from '@/features/auth';
import { appStarted } from '@/features/realtime';

/** Waits for a signed-in session (at sign-in, or already signed in when the app starts) and returns its token. */
export function* signedInToken() {
  while (true) {
    const trigger: UnknownAction = yield take([loggedIn.type, appStarted.type]);
    const signedIn: boolean = yield select(selectLoggedIn);
    if (appStarted.match(trigger) && !signedIn) continue;
    const token = getToken();
    if (token) return token;
  }
}
