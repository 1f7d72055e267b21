import Cookies from 'js-cookie';
import { apiState, tokenFor } from '../../msw/handlers';
import { useMswServer } from '../../msw/server';
import { startSaga } from '../saga-store';
import { followSaga } from '@/features/follow/follow-saga';
import { followRequested, unfollowRequested } from '@/features/follow/follow-slice';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/demo-creator'),
}));

useMswServer();

beforeEach(() => Cookies.set('token', tokenFor('demo-fan'), { path: '/' }));

describe('follow saga', () => {
  test('follow: POST /follows/{id} then the id is added once', async () => {
    const run = startSaga(followSaga);
    run.store.dispatch(followRequested({ performerId: 'c1' }));
    await run.waitFor('follow/followAdded');
    expect(apiState.follows.has('c1')).toBe(true);
    expect(run.store.getState().follow).toEqual({ followedIds: ['c1'], pendingIds: [], error: null });
    run.stop();
  });

  test('unfollow: DELETE /follows/{id} then the id is removed', async () => {
    apiState.follows.add('c1');
    const run = startSaga(followSaga, { follow: { followedIds: ['c1', 'c2'], pendingIds: [], error: null } });
    run.store.dispatch(unfollowRequested({ performerId: 'c1' }));
    await run.waitFor('follow/followRemoved');
    expect(apiState.follows.has('c1')).toBe(false);
    expect(run.store.getState().follow.followedIds).toEqual(['c2']);
    run.stop();
  });

  test('failure records the API error and clears pending', async () => {
    const run = startSaga(followSaga);
    run.store.dispatch(followRequested({ performerId: 'missing' }));
    const action = await run.waitFor('follow/followFailed');
    expect(action.payload).toEqual({
      performerId: 'missing',
      error: { statusCode: 404, message: 'Creator not found', error: 'Error' },
    });
    expect(run.store.getState().follow).toMatchObject({ followedIds: [], pendingIds: [] });
    run.stop();
  });
});
