import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { md5 } from 'js-md5';
import { API, apiState, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { startSaga } from '../saga-store';
import { userSaga } from '@/features/user/user-saga';
import {
  initialUserState,
  passwordUpdateRequested,
  profileUpdateRequested,
  balanceRefreshRequested,
} from '@/features/user/user-slice';
import { socketEventReceived } from '../socket-events';
import { toCurrentUser } from '@/features/user/types';
import { setClientEnv } from '@/config/env';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/user/account'),
}));

useMswServer();

const fan = toCurrentUser({
  _id: 'f'.repeat(24),
  username: 'demo-fan',
  email: 'demo-fan@example.com',
  name: 'Demo Fan',
  balance: 50,
});
const creator = toCurrentUser({
  _id: 'c'.repeat(24),
  username: 'demo-creator',
  email: 'demo-creator@example.com',
  isPerformer: true,
  balance: 12.5,
});

function signedInAs(login: string, current = login === 'demo-fan' ? fan : creator) {
  Cookies.set('token', tokenFor(login), { path: '/' });
  return startSaga(userSaga, { user: { ...initialUserState, current } });
}

afterEach(() => setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false }));

describe('user saga: profile update (spec §4 "User update", §8)', () => {
  test('fan: PUT /users, user stored, updateSuccess, updating reset', async () => {
    const run = signedInAs('demo-fan');
    run.store.dispatch(profileUpdateRequested({ name: 'Renamed Fan', gender: 'female' }));
    await run.waitFor('user/profileUpdated');
    expect(apiState.lastProfileBody).toEqual({ name: 'Renamed Fan', gender: 'female' });
    expect(run.store.getState().user).toMatchObject({ updating: false, updateSuccess: true, error: null });
    expect(run.store.getState().user.current).toMatchObject({
      name: 'Renamed Fan',
      gender: 'female',
      isPerformer: false,
    });
    run.stop();
  });

  test('creator: PUT /performers/me', async () => {
    const run = signedInAs('demo-creator');
    run.store.dispatch(profileUpdateRequested({ monthlyPrice: 12.5, bio: 'Hello' }));
    await run.waitFor('user/profileUpdated');
    expect(run.store.getState().user.current).toMatchObject({
      monthlyPrice: 12.5,
      bio: 'Hello',
      isPerformer: true,
    });
    run.stop();
  });

  test('failure keeps the server message', async () => {
    const run = signedInAs('demo-fan');
    run.store.dispatch(profileUpdateRequested({ username: 'taken' }));
    await run.waitFor('user/profileUpdateFailed');
    expect(run.store.getState().user).toMatchObject({
      updating: false,
      updateSuccess: false,
      error: { statusCode: 422, message: 'Username has been taken' },
    });
    expect(run.store.getState().user.current?.username).toBe('demo-fan');
    run.stop();
  });

  test('failure without a message falls back to "Error occurred, please try again later"', async () => {
    const run = signedInAs('demo-fan');
    run.store.dispatch(profileUpdateRequested({ username: 'no-message' }));
    await run.waitFor('user/profileUpdateFailed');
    expect(run.store.getState().user.error).toEqual({
      statusCode: 400,
      message: 'Error occurred, please try again later',
    });
    run.stop();
  });

  test('a password inside a profile update is hashed when the client-hash setting is on', async () => {
    setClientEnv({ apiEndpoint: API, hashPasswordOnClient: true });
    const run = signedInAs('demo-fan');
    run.store.dispatch(profileUpdateRequested({ name: 'X', password: 'secret-pass' }));
    await run.waitFor('user/profileUpdated');
    expect(apiState.lastProfileBody).toEqual({ name: 'X', password: md5('secret-pass') });
    run.stop();
  });
});

describe('user saga: password update', () => {
  test('fan sends source user; success sets updatedPassword', async () => {
    const run = signedInAs('demo-fan');
    run.store.dispatch(passwordUpdateRequested({ password: 'new-password' }));
    await run.waitFor('user/passwordUpdated');
    expect(apiState.lastPasswordBody).toEqual({ password: 'new-password', source: 'user' });
    expect(run.store.getState().user).toMatchObject({ updatedPassword: true, updating: false, error: null });
    run.stop();
  });

  test('creator sends source performer', async () => {
    const run = signedInAs('demo-creator');
    run.store.dispatch(passwordUpdateRequested({ password: 'new-password' }));
    await run.waitFor('user/passwordUpdated');
    expect(apiState.lastPasswordBody).toMatchObject({ source: 'performer' });
    run.stop();
  });

  test('failure: server message, or the fallback when the API is unreachable', async () => {
    let run = signedInAs('demo-fan');
    run.store.dispatch(passwordUpdateRequested({ password: 'abc' }));
    await run.waitFor('user/passwordUpdateFailed');
    expect(run.store.getState().user).toMatchObject({
      updatedPassword: false,
      updating: false,
      error: { statusCode: 400, message: 'password must be longer than or equal to 6 characters' },
    });
    run.stop();
    server.use(http.put(`${API}/auth/users/me/password`, () => HttpResponse.error()));
    run = signedInAs('demo-fan');
    run.store.dispatch(passwordUpdateRequested({ password: 'long-enough' }));
    await run.waitFor('user/passwordUpdateFailed');
    expect(run.store.getState().user.error?.message).toBe('Error occurred, please try again later');
    run.stop();
  });
});

describe('user saga: the balance follows update_balance and money successes', () => {
  const serverBalance = (balance: number) =>
    server.use(
      http.get(`${API}/users/me`, () => HttpResponse.json({ status: 0, data: { ...fan, balance } })),
    );

  test('update_balance re-reads the balance from /users/me (fans and creators alike)', async () => {
    serverBalance(42.5);
    let run = signedInAs('demo-fan');
    run.store.dispatch(socketEventReceived({ event: 'update_balance', data: { token: -7.5 } }));
    await run.waitFor('user/currentUserPatched');
    expect(run.store.getState().user.current?.balance).toBe(42.5);
    run.stop();
    serverBalance(20.5);
    run = signedInAs('demo-creator');
    run.store.dispatch(socketEventReceived({ event: 'update_balance', data: { token: 8 } }));
    await run.waitFor('user/currentUserPatched');
    expect(run.store.getState().user.current?.balance).toBe(20.5);
    run.stop();
  });

  test('an event and the answer of the same charge never count twice', async () => {
    serverBalance(40);
    const run = signedInAs('demo-fan');
    run.store.dispatch(balanceRefreshRequested());
    run.store.dispatch(socketEventReceived({ event: 'update_balance', data: { token: -10 } }));
    await run.waitFor('user/currentUserPatched');
    expect(run.store.getState().user.current?.balance).toBe(40);
    run.stop();
  });

  test('other events and signed-out stores read nothing', async () => {
    const run = startSaga(userSaga, { user: { ...initialUserState, current: null } });
    run.store.dispatch(socketEventReceived({ event: 'update_balance', data: { token: 5 } }));
    run.store.dispatch(socketEventReceived({ event: 'other_event', data: { token: 5 } }));
    await new Promise((r) => setTimeout(r, 50));
    expect(run.types()).not.toContain('user/currentUserPatched');
    run.stop();
  });
});

describe("user saga: the operator's review reaches an open page (account_updated)", () => {
  test('account_updated re-reads /users/me and patches the verification fields', async () => {
    server.use(
      http.get(`${API}/users/me`, () =>
        HttpResponse.json({
          status: 0,
          data: { ...creator, verifiedDocument: true, documentReview: 'verified', documentReviewNote: '' },
        }),
      ),
    );
    const run = signedInAs('demo-creator', {
      ...creator,
      verifiedDocument: false,
      documentReview: 'pending',
    });
    run.store.dispatch(socketEventReceived({ event: 'account_updated', data: { verifiedDocument: true } }));
    await run.waitFor('user/currentUserPatched');
    expect(run.store.getState().user.current).toMatchObject({
      verifiedDocument: true,
      documentReview: 'verified',
    });
    run.stop();
  });

  test('fans read nothing', async () => {
    const run = signedInAs('demo-fan');
    run.store.dispatch(socketEventReceived({ event: 'account_updated', data: {} }));
    await new Promise((r) => setTimeout(r, 50));
    expect(run.types()).not.toContain('user/currentUserPatched');
    run.stop();
  });
});
