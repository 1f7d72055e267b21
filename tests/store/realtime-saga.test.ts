import Cookies from 'js-cookie';
import { all, fork } from 'redux-saga/effects';
import { startSaga } from '../features/saga-store';
import { ioMock, lastSocket, sockets } from '../features/fake-socket';
import { realtimeSaga } from '@/app-store/realtime-saga';
import { appStarted, socketConnected } from '@/features/realtime/realtime-events';
import { socketStatusChanged } from '@/features/realtime/realtime-slice';
import {
  balanceUpdated,
  liveChatCleared,
  unreadConversationsChanged,
} from '@/features/realtime/socket-actions';
import { initialAuthState, loggedIn, logoutRequested } from '@/features/auth/auth-slice';
import { loggedOut } from '@/store/session';
import { initialUserState } from '@/features/user/user-slice';
import { toCurrentUser } from '@/features/user/types';
import { getSocket } from '@/lib/socket';
import { isBrowser } from '@/lib/runtime';
import { setClientEnv } from '@/config/env';

jest.mock('@/lib/socket-client', () => ({ io: require('../features/fake-socket').ioMock }));
jest.mock('@/lib/runtime', () => ({ isBrowser: jest.fn(() => true) }));
const isBrowserMock = isBrowser as jest.MockedFunction<typeof isBrowser>;

const API = 'http://api.test:8080';
const creator = toCurrentUser({
  _id: 'c1',
  username: 'demo-creator',
  email: 'c@example.com',
  isPerformer: true,
  balance: 10,
});
const authUser = { _id: 'c1', username: 'demo-creator', isPerformer: true };

function* sagas() {
  // the user saga's answer to update_balance (re-reading the balance) is tested in user-saga.test.ts
  yield all([fork(realtimeSaga)]);
}

/** Signs in and lets the saga finish its (lazy-loaded) connect. */
async function signIn() {
  const run = startSaga(sagas, { user: { ...initialUserState, current: creator } });
  run.store.dispatch(loggedIn({ user: authUser }));
  await flushConnect();
  return run;
}

const flushConnect = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  ioMock.mockClear();
  sockets.length = 0;
  isBrowserMock.mockReturnValue(true);
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', 'tok-1', { path: '/' });
});
afterEach(() => Cookies.remove('token', { path: '/' }));

describe('realtime saga (spec §4 "Realtime connection", §9)', () => {
  test('connects on login to the API origin with the token in the handshake auth payload and the spec options', async () => {
    const run = await signIn();
    expect(ioMock).toHaveBeenCalledTimes(1);
    expect(ioMock).toHaveBeenCalledWith(API, {
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10000,
      auth: { token: 'tok-1' },
    });
    expect(getSocket()).toBe(lastSocket());
    run.stop();
  });

  test('maps socket events to statuses', async () => {
    const run = await signIn();
    const socket = lastSocket();
    const status = () => run.store.getState().realtime.status;
    expect(status()).toBe('initialized');
    socket.fire('connect');
    expect(status()).toBe('connected');
    socket.fire('disconnect', 'transport close');
    expect(status()).toBe('disconnect');
    socket.io.fire('reconnect_attempt', 1);
    expect(status()).toBe('reconnecting');
    socket.fire('connect_error', new Error('bad token'));
    expect(status()).toBe('failed');
    socket.fire('connect');
    socket.io.fire('reconnect_failed');
    expect(status()).toBe('failed');
    socket.fire('connect');
    socket.io.fire('error', new Error('x'));
    expect(status()).toBe('failed');
    run.stop();
  });

  test('a reconnect re-sends auth/login with the stored token', async () => {
    const run = await signIn();
    const socket = lastSocket();
    Cookies.set('token', 'tok-2', { path: '/' });
    socket.io.fire('reconnect', 3);
    expect(socket.emit).toHaveBeenCalledWith('auth/login', { token: 'tok-2' });
    run.stop();
  });

  test('server pushes become their domain actions, in order; a name outside the catalogue is dropped', async () => {
    const run = await signIn();
    const socket = lastSocket();
    const before = run.actions.length;
    socket.push('update_balance', { token: 4.5 });
    socket.push('not_in_the_catalogue', { token: 1 });
    socket.push('nofify_read_messages_in_conversation', { total: 2 });
    socket.push('clear_all_messages_conv-9', { conversationId: 'conv-9' });
    expect(run.actions.slice(before)).toEqual([
      balanceUpdated({ token: 4.5 }),
      unreadConversationsChanged({ total: 2 }),
      liveChatCleared({ conversationId: 'conv-9' }),
    ]);
    expect(run.store.getState().realtime.unreadConversations).toBe(2);
    run.stop();
  });

  test("every connect reports the status, then socketConnected for the features' catch-up", async () => {
    const run = await signIn();
    const socket = lastSocket();
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    const types = run.actions.map((a) => a.type);
    const connects = types.filter((t) => t === socketConnected.type);
    expect(connects).toHaveLength(2);
    const first = types.indexOf(socketConnected.type);
    expect(run.actions[first - 1]).toEqual(socketStatusChanged('connected'));
    run.stop();
  });

  test.each([
    ['logoutRequested', logoutRequested()],
    ['loggedOut', loggedOut()],
  ])('%s closes the socket and ends the channel (listeners removed)', async (_name, action) => {
    const run = await signIn();
    const socket = lastSocket();
    socket.connected = true;
    run.store.dispatch(action);
    expect(socket.disconnect).toHaveBeenCalled();
    expect(socket.totalListeners()).toBe(0);
    expect(getSocket()).toBeNull();
    const before = run.actions.length;
    socket.fire('connect');
    socket.push('update_balance', { token: 1 });
    expect(run.actions.length).toBe(before);
    run.stop();
  });

  test('a sign-out emits auth/logout before closing when still connected', async () => {
    const run = await signIn();
    const socket = lastSocket();
    socket.connected = true;
    run.store.dispatch(logoutRequested());
    expect(socket.emit).toHaveBeenCalledWith('auth/logout', { token: 'tok-1' });
    run.stop();
  });

  test('after logout a new login opens a new connection', async () => {
    const run = await signIn();
    run.store.dispatch(loggedOut());
    run.store.dispatch(loggedIn({ user: authUser }));
    await flushConnect();
    expect(ioMock).toHaveBeenCalledTimes(2);
    run.stop();
  });

  test('appStarted connects a hydrated signed-in client, not a visitor', async () => {
    let run = startSaga(realtimeSaga);
    run.store.dispatch(appStarted());
    expect(ioMock).not.toHaveBeenCalled();
    run.stop();
    run = startSaga(realtimeSaga, { auth: { ...initialAuthState, loggedIn: true, authUser } });
    run.store.dispatch(appStarted());
    await flushConnect();
    expect(ioMock).toHaveBeenCalledTimes(1);
    run.stop();
  });

  test('no token cookie, no connection', async () => {
    Cookies.remove('token', { path: '/' });
    const run = await signIn();
    expect(ioMock).not.toHaveBeenCalled();
    run.stop();
  });

  test('never connects on the server', async () => {
    isBrowserMock.mockReturnValue(false);
    const run = await signIn();
    run.store.dispatch(appStarted());
    expect(ioMock).not.toHaveBeenCalled();
    run.stop();
  });
});
