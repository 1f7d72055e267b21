import Cookies from 'js-cookie';
import { server, useMswServer } from '../../msw/server';
import { tokenFor } from '../../msw/handlers';
import { creatorToolsHandlers, resetToolsState, toolsState } from '../../msw/creator-tools-handlers';
import { startSaga } from '../saga-store';
import { blockSaga } from '@/features/block/block-saga';
import {
  blockedCountriesRequested,
  blockedCountriesSaveRequested,
  blockedUsersRequested,
  userBlockRequested,
  userUnblockRequested,
} from '@/features/block/block-slice';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/creator/blacklist'),
}));

useMswServer();

const FAN_ID = 'f'.repeat(24);

beforeEach(() => {
  resetToolsState();
  server.use(...creatorToolsHandlers);
  Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
});

describe('block saga: blacklist', () => {
  test('loads a page of blocked users (offset/limit) into the slice', async () => {
    toolsState.blocks = [
      {
        _id: 'b1',
        targetId: FAN_ID,
        reason: 'spam',
        createdAt: '2026-11-01T00:00:00.000Z',
        targetInfo: { _id: FAN_ID, name: 'Demo Fan', username: 'demo-fan', avatar: '' },
      },
    ];
    const run = startSaga(blockSaga);
    run.store.dispatch(blockedUsersRequested({ offset: 0, limit: 10 }));
    expect(run.store.getState().block.users.status).toBe('loading');
    await run.waitFor('block/blockedUsersLoaded');
    const { users } = run.store.getState().block;
    expect(users.status).toBe('succeeded');
    expect(users.total).toBe(1);
    expect(users.items[0]).toMatchObject({
      targetId: FAN_ID,
      reason: 'spam',
      target: { name: 'Demo Fan', username: 'demo-fan' },
    });
    run.stop();
  });

  test('a fan gets the API error (403) in state', async () => {
    Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
    const run = startSaga(blockSaga);
    run.store.dispatch(blockedUsersRequested({ offset: 0, limit: 10 }));
    await run.waitFor('block/blockedUsersFailed');
    expect(run.store.getState().block.users).toMatchObject({
      status: 'failed',
      error: { statusCode: 403, message: 'Forbidden' },
    });
    run.stop();
  });

  test('block sends {targetId, target: user, reason} and prepends the row', async () => {
    const run = startSaga(blockSaga);
    run.store.dispatch(userBlockRequested({ targetId: FAN_ID, reason: 'rude messages' }));
    await run.waitFor('block/userBlocked');
    expect(toolsState.lastBody.block).toEqual({ targetId: FAN_ID, target: 'user', reason: 'rude messages' });
    const { users, mutation } = run.store.getState().block;
    expect(users.items.map((b) => b.targetId)).toEqual([FAN_ID]);
    expect(users.total).toBe(1);
    expect(mutation).toMatchObject({ kind: 'block', status: 'succeeded', seq: 1 });
    run.stop();
  });

  test('an answer without the user card shows the picked card, then the page is reloaded', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('http://localhost:8080/block/users', () =>
        HttpResponse.json({
          status: 0,
          data: { _id: 'b9', targetId: FAN_ID, target: 'user', reason: 'x', createdAt: '' },
        }),
      ),
    );
    const run = startSaga(blockSaga);
    const picked = { _id: FAN_ID, name: 'Demo Fan', username: 'demo-fan', avatar: '' };
    run.store.dispatch(userBlockRequested({ targetId: FAN_ID, reason: 'x', target: picked }));
    await run.waitFor('block/userBlocked');
    expect(run.store.getState().block.users.items[0].target).toEqual(picked);
    await run.waitFor('block/blockedUsersRequested');
    await run.waitFor('block/blockedUsersLoaded');
    run.stop();
  });

  test('block failure keeps the server message', async () => {
    const run = startSaga(blockSaga);
    run.store.dispatch(userBlockRequested({ targetId: '0'.repeat(24), reason: 'x' }));
    await run.waitFor('block/userBlockFailed');
    expect(run.store.getState().block.mutation).toMatchObject({
      status: 'failed',
      error: { message: 'User not found' },
    });
    run.stop();
  });

  test('unblock calls DELETE /block/users/{id} and removes the row', async () => {
    toolsState.blocks = [{ _id: 'b1', targetId: FAN_ID, reason: 'spam', createdAt: '' }];
    const run = startSaga(blockSaga);
    run.store.dispatch(blockedUsersRequested({ offset: 0, limit: 10 }));
    await run.waitFor('block/blockedUsersLoaded');
    run.store.dispatch(userUnblockRequested({ userId: FAN_ID }));
    expect(run.store.getState().block.mutation.pendingIds).toEqual([FAN_ID]);
    await run.waitFor('block/userUnblocked');
    expect(toolsState.blocks).toEqual([]);
    const { users, mutation } = run.store.getState().block;
    expect(users.items).toEqual([]);
    expect(users.total).toBe(0);
    expect(mutation).toMatchObject({ kind: 'unblock', status: 'succeeded', pendingIds: [] });
    run.stop();
  });

  test('unblock failure clears the pending id and records the error', async () => {
    const run = startSaga(blockSaga);
    run.store.dispatch(userUnblockRequested({ userId: 'broken' }));
    await run.waitFor('block/userUnblockFailed');
    expect(run.store.getState().block.mutation).toMatchObject({
      status: 'failed',
      pendingIds: [],
      error: { statusCode: 500, message: 'Database is down' },
    });
    run.stop();
  });
});

describe('block saga: countries', () => {
  test("loads the creator's blockCountries.countryCodes from /performers/me", async () => {
    toolsState.blockedCountries = ['DE', 'FR'];
    const run = startSaga(blockSaga);
    run.store.dispatch(blockedCountriesRequested());
    await run.waitFor('block/blockedCountriesLoaded');
    expect(run.store.getState().block.countries).toMatchObject({ codes: ['DE', 'FR'], status: 'succeeded' });
    run.stop();
  });

  test('save posts {countryCodes} and stores the saved list', async () => {
    const run = startSaga(blockSaga);
    run.store.dispatch(blockedCountriesSaveRequested({ countryCodes: ['DE'] }));
    expect(run.store.getState().block.countries.saveStatus).toBe('loading');
    await run.waitFor('block/blockedCountriesSaved');
    expect(toolsState.lastBody.countries).toEqual({ countryCodes: ['DE'] });
    expect(run.store.getState().block.countries).toMatchObject({
      codes: ['DE'],
      saveStatus: 'succeeded',
      saveSeq: 1,
    });
    run.stop();
  });

  test('save failure (fan) records the error', async () => {
    Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
    const run = startSaga(blockSaga);
    run.store.dispatch(blockedCountriesSaveRequested({ countryCodes: ['DE'] }));
    await run.waitFor('block/blockedCountriesSaveFailed');
    expect(run.store.getState().block.countries).toMatchObject({
      saveStatus: 'failed',
      saveError: { statusCode: 403 },
    });
    run.stop();
  });
});
