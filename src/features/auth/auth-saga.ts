// Login, social login, logout and current-user refresh (spec §4 "Login", §2 redirects, §8 login failure).
import Router from 'next/router';
import { call, put, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { getToken, removeToken, setToken } from '@/lib/cookies';
import { callApi, callApiOr } from '@/lib/request-saga';
import { signOutSocket } from '@/lib/socket';
import {
  type CurrentUser,
  currentUserLoaded,
  getCurrentUser,
  isProfileComplete,
  landingPathFor,
} from '@/features/user';
import { currentNextPath } from '@/lib/next-path';
import { login, logout } from './api';
import {
  currentUserRefreshRequested,
  type LoginCredentials,
  loggedIn,
  loginFailed,
  loginRequested,
  logoutRequested,
  socialLoginRequested,
} from './auth-slice';
import { loggedOut } from '@/store/session';

function navigate(method: 'push' | 'replace', url: string): Promise<boolean> {
  return Router[method](url);
}

/** Token in hand: store it, load the account, mark signed in, go to the account's landing page. */
export function* completeLogin(token: string, remember: boolean) {
  yield call(setToken, token, remember);
  const { data: user, error } = yield* callApiOr(MESSAGES.loginFallback, getCurrentUser, { token });
  if (error) {
    yield call(removeToken);
    yield put(loginFailed(error));
    return;
  }
  // Back to the page that asked for a login, once the profile is complete; otherwise the spec §2 landing.
  const landing = landingPathFor(user);
  const next = currentNextPath();
  const redirectTo = next && isProfileComplete(user) ? next : landing;
  yield put(currentUserLoaded(user));
  yield put(
    loggedIn({ user: { _id: user._id, username: user.username, isPerformer: user.isPerformer }, redirectTo }),
  );
  yield call(navigate, 'push', redirectTo);
}

export function* loginWorker(action: PayloadAction<LoginCredentials>) {
  const { data, error } = yield* callApiOr(MESSAGES.loginFallback, login, action.payload);
  if (error) {
    yield put(loginFailed(error));
    return;
  }
  yield* completeLogin(data.token, action.payload.remember);
}

export function* socialLoginWorker(action: PayloadAction<{ token: string; remember?: boolean }>) {
  // social sign-ins are remembered unless the caller says otherwise
  yield* completeLogin(action.payload.token, action.payload.remember ?? true);
}

export function* logoutWorker() {
  const token = getToken();
  yield call(signOutSocket, token);
  if (token) yield* callApi(logout, token); // revocation is best effort: sign-out must always succeed locally
  yield call(removeToken);
  yield put(loggedOut());
  yield call(navigate, 'replace', paths.auth.login);
}

export function* refreshCurrentUserWorker() {
  const { data: user }: { data?: CurrentUser } = yield* callApi(getCurrentUser, {});
  if (user) yield put(currentUserLoaded(user));
}

export function* authSaga() {
  yield takeLatest(loginRequested.type, loginWorker);
  yield takeLatest(socialLoginRequested.type, socialLoginWorker);
  yield takeLatest(logoutRequested.type, logoutWorker);
  yield takeLatest(currentUserRefreshRequested.type, refreshCurrentUserWorker);
}
