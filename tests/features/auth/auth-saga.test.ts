import Cookies from 'js-cookie';
import { browserCookies } from '@/lib/browser-cookies';
import Router from 'next/router';
import { http, HttpResponse } from 'msw';
import { md5 } from 'js-md5';
import { API, DEMO_PASSWORD, apiState, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { startSaga } from '../saga-store';
import { lastSocket } from '../fake-socket';
import { authSaga } from '@/features/auth/auth-saga';
import {
  currentUserRefreshRequested,
  initialAuthState,
  loginRequested,
  logoutRequested,
  socialLoginRequested,
} from '@/features/auth/auth-slice';
import { initialUserState } from '@/features/user/user-slice';
import { toCurrentUser } from '@/features/user/types';
import { connectSocket, getSocket } from '@/lib/socket';
import { setClientEnv } from '@/config/env';

jest.mock('next/router', () => ({
  __esModule: true,
  default: { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)) },
}));
jest.mock('@/lib/socket-client', () => ({ io: require('../fake-socket').ioMock }));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/auth/login'),
}));

const push = Router.push as jest.Mock;
const replace = Router.replace as jest.Mock;

useMswServer();

let setSpy: jest.SpyInstance;
beforeEach(() => {
  push.mockClear();
  replace.mockClear();
  Cookies.remove('token', { path: '/' });
  setSpy = jest.spyOn(browserCookies, 'set');
});
afterEach(() => {
  setSpy.mockRestore();
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
});

async function login(username: string, remember = true, password = DEMO_PASSWORD) {
  const run = startSaga(authSaga);
  run.store.dispatch(loginRequested({ username, password, remember }));
  await Promise.race([run.waitFor('auth/loggedIn'), run.waitFor('auth/loginFailed')]);
  return run;
}

describe('auth saga: login (spec §4 "Login", §2 redirects)', () => {
  test('fan with email and username: cookie for 365 days, user loaded, redirect to /home', async () => {
    const run = await login('demo-fan', true);
    const token = tokenFor('demo-fan');
    expect(setSpy).toHaveBeenCalledWith('token', token, {
      expires: 365,
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
    expect(Cookies.get('token')).toBe(token);
    expect(run.types()).toEqual(['auth/loginRequested', 'user/currentUserLoaded', 'auth/loggedIn']);
    const state = run.store.getState();
    expect(state.auth.loggedIn).toBe(true);
    expect(state.auth.authUser).toEqual({ _id: 'f'.repeat(24), username: 'demo-fan', isPerformer: false });
    expect(state.auth.loginAuth).toMatchObject({
      requesting: false,
      success: true,
      data: { redirectTo: '/home' },
    });
    expect(state.user.current).toMatchObject({ username: 'demo-fan', balance: 50 });
    expect(JSON.stringify(state)).not.toContain(token);
    expect(push).toHaveBeenCalledWith('/home');
    run.stop();
  });

  test('without remember the cookie lives 1 day', async () => {
    const run = await login('demo-fan', false);
    expect(setSpy).toHaveBeenCalledWith('token', expect.any(String), expect.objectContaining({ expires: 1 }));
    run.stop();
  });

  test('creator goes to /{username}', async () => {
    const run = await login('demo-creator@example.com');
    expect(push).toHaveBeenCalledWith('/demo-creator');
    run.stop();
  });

  test('fan without username goes to /user/account', async () => {
    const run = await login('incomplete-fan@example.com');
    expect(push).toHaveBeenCalledWith('/user/account');
    run.stop();
  });

  test('creator without email goes to /creator/account', async () => {
    const run = await login('incomplete-creator');
    expect(push).toHaveBeenCalledWith('/creator/account');
    run.stop();
  });

  test('returns to a safe ?next= page once the profile is complete, never to another origin', async () => {
    window.history.pushState({}, '', '/auth/login?next=%2Fcreator%2Fblacklist');
    let run = await login('demo-creator@example.com');
    expect(push).toHaveBeenCalledWith('/creator/blacklist');
    run.stop();

    push.mockClear();
    window.history.pushState({}, '', '/auth/login?next=https%3A%2F%2Fevil.test%2F');
    run = await login('demo-creator@example.com');
    expect(push).toHaveBeenCalledWith('/demo-creator');
    run.stop();

    push.mockClear();
    window.history.pushState({}, '', '/auth/login?next=%2Fhome');
    run = await login('incomplete-fan@example.com');
    expect(push).toHaveBeenCalledWith('/user/account');
    run.stop();
    window.history.pushState({}, '', '/');
  });

  test('wrong password: loginFailed with the server message, no cookie, no redirect', async () => {
    const run = await login('demo-fan', true, 'nope');
    const state = run.store.getState().auth;
    expect(state.loggedIn).toBe(false);
    expect(state.loginAuth.error).toEqual({
      statusCode: 422,
      message: 'The username, email or password is incorrect',
      error: 'Unprocessable Entity',
    });
    expect(state.loginAuth.requesting).toBe(false);
    expect(Cookies.get('token')).toBeUndefined();
    expect(push).not.toHaveBeenCalled();
    run.stop();
  });

  test('unknown account shows the API message', async () => {
    const run = await login('nobody');
    expect(run.store.getState().auth.loginAuth.error?.message).toBe(
      'The username, email or password is incorrect',
    );
    run.stop();
  });

  test('no server message (bare 500 or network error) falls back to "Incorrect credentials!"', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({}, { status: 500 })));
    let run = await login('demo-fan');
    expect(run.store.getState().auth.loginAuth.error?.message).toBe('Incorrect credentials!');
    run.stop();
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.error()));
    run = await login('demo-fan');
    expect(run.store.getState().auth.loginAuth.error).toEqual({
      statusCode: 0,
      message: 'Incorrect credentials!',
    });
    run.stop();
  });

  test('passwords are MD5-hashed when the client-hash setting is on, sent as typed otherwise', async () => {
    let run = await login('demo-fan');
    expect(apiState.lastLoginBody).toEqual({ username: 'demo-fan', password: DEMO_PASSWORD, remember: true });
    run.stop();
    setClientEnv({ apiEndpoint: API, hashPasswordOnClient: true });
    run = await login('demo-fan');
    expect(apiState.lastLoginBody?.password).toBe(md5(DEMO_PASSWORD));
    expect(apiState.lastLoginBody?.password).toMatch(/^[0-9a-f]{32}$/);
    run.stop();
  });

  test('social login follows the same path from the token', async () => {
    const run = startSaga(authSaga);
    const token = tokenFor('demo-creator');
    run.store.dispatch(socialLoginRequested({ token }));
    await run.waitFor('auth/loggedIn');
    expect(Cookies.get('token')).toBe(token);
    expect(setSpy).toHaveBeenCalledWith('token', token, expect.objectContaining({ expires: 365 }));
    expect(push).toHaveBeenCalledWith('/demo-creator');
    run.stop();
  });

  test('social login with a token the API rejects fails and stores no cookie', async () => {
    const run = startSaga(authSaga);
    run.store.dispatch(socialLoginRequested({ token: 'forged' }));
    await run.waitFor('auth/loginFailed');
    expect(Cookies.get('token')).toBeUndefined();
    expect(run.store.getState().auth.loginAuth.error?.statusCode).toBe(401);
    run.stop();
  });
});

describe('auth saga: logout and refresh', () => {
  const fan = toCurrentUser({
    _id: 'f'.repeat(24),
    username: 'demo-fan',
    email: 'demo-fan@example.com',
    balance: 50,
  });
  const signedIn = {
    auth: {
      ...initialAuthState,
      loggedIn: true,
      authUser: { _id: fan._id, username: 'demo-fan', isPerformer: false },
    },
    user: { ...initialUserState, current: fan },
  };

  test('logout emits auth/logout on the socket, closes it, revokes, removes the cookie, resets, goes to login', async () => {
    const token = tokenFor('demo-fan');
    Cookies.set('token', token, { path: '/' });
    await connectSocket(API, token);
    const socket = lastSocket();
    socket.connected = true;
    const run = startSaga(authSaga, signedIn);
    run.store.dispatch(logoutRequested());
    await run.waitFor('auth/loggedOut');
    expect(socket.emit).toHaveBeenCalledWith('auth/logout', { token });
    expect(socket.disconnect).toHaveBeenCalled();
    expect(getSocket()).toBeNull();
    expect(apiState.calls.logout).toBe(1);
    expect(apiState.tokens.has(token)).toBe(false);
    expect(Cookies.get('token')).toBeUndefined();
    expect(run.store.getState().auth).toEqual(initialAuthState);
    expect(run.store.getState().user).toEqual(initialUserState);
    expect(replace).toHaveBeenCalledWith('/auth/login');
    run.stop();
  });

  test('logout still completes when the API has no /auth/logout (404) or is down', async () => {
    Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
    apiState.logoutStatus = 404;
    let run = startSaga(authSaga, signedIn);
    run.store.dispatch(logoutRequested());
    await run.waitFor('auth/loggedOut');
    expect(Cookies.get('token')).toBeUndefined();
    expect(replace).toHaveBeenCalledWith('/auth/login');
    run.stop();

    Cookies.set('token', 'x', { path: '/' });
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.error()));
    run = startSaga(authSaga, signedIn);
    run.store.dispatch(logoutRequested());
    await run.waitFor('auth/loggedOut');
    expect(Cookies.get('token')).toBeUndefined();
    run.stop();
  });

  test('refresh re-fetches the current user', async () => {
    Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
    apiState.users[0].balance = 75.25;
    const run = startSaga(authSaga, signedIn);
    run.store.dispatch(currentUserRefreshRequested());
    await run.waitFor('user/currentUserLoaded');
    expect(run.store.getState().user.current?.balance).toBe(75.25);
    run.stop();
  });
});
