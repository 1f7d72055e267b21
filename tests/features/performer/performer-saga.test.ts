import Cookies from 'js-cookie';
import { makeStore } from '@/app-store/store';
import { tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import {
  CREATOR_ID,
  performerHandlers,
  performerState,
  resetPerformerState,
} from '../../msw/performer-handlers';
import { startSaga } from '../saga-store';
import { performerSaga } from '@/features/performer/performer-saga';
import {
  bookmarkRequested,
  directoryRequested,
  initialPerformerState,
  profileLoaded,
  profileRequested,
  unbookmarkRequested,
} from '@/features/performer/performer-slice';
import { parseDirectoryQuery } from '@/features/performer/directory-query';
import { loadDirectoryInto, loadProfileInto } from '@/features/performer/loaders';
import { toPerformerProfile } from '@/features/performer/types';
import { rawCreator } from '../../msw/performer-handlers';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/demo-creator'),
}));

useMswServer();

beforeEach(() => {
  server.use(...performerHandlers);
  resetPerformerState();
  Cookies.remove('token');
});

describe('directory', () => {
  test('the URL query becomes the API query; cards and total land in the slice; followed cards seed follow', async () => {
    const run = startSaga(performerSaga);
    const query = parseDirectoryQuery({ gender: 'male', country: 'de', sortBy: 'popular' });
    run.store.dispatch(directoryRequested(query));
    expect(run.store.getState().performer.directory.status).toBe('loading');
    await run.waitFor('performer/directoryLoaded');
    expect(performerState.lastSearch).toEqual({
      offset: '0',
      limit: '12',
      sortBy: 'popular',
      gender: 'male',
      country: 'DE',
    });
    const { directory } = run.store.getState().performer;
    expect(directory).toMatchObject({ status: 'succeeded', total: 1, error: null, query });
    expect(directory.items.map((p) => p.username)).toEqual(['bob']);
    expect(run.store.getState().follow.followedIds).toEqual(['2'.repeat(24)]);
    run.stop();
  });

  test('page 2 asks for offset 12', async () => {
    const run = startSaga(performerSaga);
    run.store.dispatch(directoryRequested(parseDirectoryQuery({ current: '2' })));
    await run.waitFor('performer/directoryLoaded');
    expect(performerState.lastSearch).toMatchObject({ offset: '12', limit: '12', sortBy: 'live' });
    expect(run.store.getState().performer.directory.items).toEqual([]);
    run.stop();
  });

  test('SSR loader dispatches the loaded page directly', async () => {
    const store = makeStore();
    await loadDirectoryInto(store, parseDirectoryQuery({ country: 'FR' }), {
      token: undefined,
      clientIp: '203.0.113.9',
    });
    expect(store.getState().performer.directory.items.map((p) => p.username)).toEqual(['anna']);
    expect(store.getState().performer.directory.status).toBe('succeeded');
  });
});

describe('profile', () => {
  test('success: profile stored, bookmark and follow state seeded from the API flags', async () => {
    performerState.profiles['demo-creator'] = rawCreator({ isFollowed: true, isBookMarked: true });
    const run = startSaga(performerSaga, { follow: { followedIds: [], pendingIds: [], error: null } });
    run.store.dispatch(profileRequested({ id: 'demo-creator' }));
    await run.waitFor('performer/profileLoaded');
    await run.waitFor('follow/followAdded');
    const state = run.store.getState();
    expect(state.performer.profile).toMatchObject({
      requestedId: 'demo-creator',
      status: 'succeeded',
      error: null,
    });
    expect(state.performer.profile.current?.name).toBe('Demo Creator');
    expect(state.performer.bookmarkedIds).toEqual([CREATOR_ID]);
    expect(state.follow.followedIds).toEqual([CREATOR_ID]);
    run.stop();
  });

  test('not followed per the API: a stale followed id is removed', async () => {
    const run = startSaga(performerSaga, {
      follow: { followedIds: [CREATOR_ID], pendingIds: [], error: null },
    });
    run.store.dispatch(profileRequested({ id: 'demo-creator' }));
    await run.waitFor('follow/followRemoved');
    expect(run.store.getState().follow.followedIds).toEqual([]);
    run.stop();
  });

  test('403 keeps the API status and message', async () => {
    const run = startSaga(performerSaga);
    run.store.dispatch(profileRequested({ id: 'suspended' }));
    await run.waitFor('performer/profileFailed');
    expect(run.store.getState().performer.profile).toMatchObject({
      status: 'failed',
      current: null,
      error: { statusCode: 403, message: 'This account is suspended' },
    });
    run.stop();
  });

  test('404 keeps the API status and message', async () => {
    const run = startSaga(performerSaga);
    run.store.dispatch(profileRequested({ id: 'nobody' }));
    await run.waitFor('performer/profileFailed');
    expect(run.store.getState().performer.profile.error).toEqual({
      statusCode: 404,
      message: 'This account is not found',
      error: 'Error',
    });
    run.stop();
  });

  test('SSR loader forwards the token and the visitor IP, and seeds follow from isFollowed', async () => {
    performerState.profiles['demo-creator'] = rawCreator({ isFollowed: true });
    const store = makeStore();
    const token = tokenFor('demo-fan');
    const error = await loadProfileInto(store, 'demo-creator', { token, clientIp: '198.51.100.7' });
    expect(error).toBeNull();
    expect(performerState.lastProfileHeaders).toMatchObject({
      authorization: token,
      'x-client-ip': '198.51.100.7',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(store.getState().follow.followedIds).toEqual([CREATOR_ID]);
  });

  test('SSR loader returns the blocked error', async () => {
    const store = makeStore();
    const error = await loadProfileInto(store, 'blocked', {});
    expect(error).toMatchObject({ statusCode: 403, message: 'You have been blocked by this creator' });
    expect(store.getState().performer.profile.status).toBe('failed');
  });
});

describe('bookmarks', () => {
  beforeEach(() => Cookies.set('token', tokenFor('demo-fan'), { path: '/' }));

  test('bookmark then unbookmark through POST/DELETE /reactions', async () => {
    const run = startSaga(performerSaga);
    run.store.dispatch(bookmarkRequested({ performerId: CREATOR_ID }));
    expect(run.store.getState().performer.bookmarkPendingIds).toEqual([CREATOR_ID]);
    await run.waitFor('performer/bookmarkAdded');
    expect(performerState.bookmarks.has(CREATOR_ID)).toBe(true);
    expect(run.store.getState().performer).toMatchObject({
      bookmarkedIds: [CREATOR_ID],
      bookmarkPendingIds: [],
    });

    run.store.dispatch(unbookmarkRequested({ performerId: CREATOR_ID }));
    await run.waitFor('performer/bookmarkRemoved');
    expect(performerState.bookmarks.has(CREATOR_ID)).toBe(false);
    expect(run.store.getState().performer.bookmarkedIds).toEqual([]);
    run.stop();
  });

  test('failure records the error and clears pending', async () => {
    const run = startSaga(performerSaga);
    run.store.dispatch(bookmarkRequested({ performerId: 'missing' }));
    await run.waitFor('performer/bookmarkFailed');
    expect(run.store.getState().performer).toMatchObject({
      bookmarkedIds: [],
      bookmarkPendingIds: [],
      bookmarkError: { statusCode: 404, message: 'Not found' },
    });
    run.stop();
  });
});

describe('slice', () => {
  const profile = toPerformerProfile(rawCreator());

  test('HYDRATE takes settled server lists, keeps client bookmarks (union), ignores unsettled ones', () => {
    const store = makeStore({
      performer: { ...initialPerformerState, bookmarkedIds: ['mine'] },
    });
    store.dispatch({
      type: '__NEXT_REDUX_WRAPPER_HYDRATE__',
      payload: {
        performer: {
          ...initialPerformerState,
          profile: { requestedId: 'demo-creator', current: profile, status: 'succeeded', error: null },
          bookmarkedIds: ['server'],
        },
      },
    });
    expect(store.getState().performer.profile.current?._id).toBe(CREATOR_ID);
    expect(store.getState().performer.bookmarkedIds).toEqual(['mine', 'server']);

    store.dispatch({ type: '__NEXT_REDUX_WRAPPER_HYDRATE__', payload: { performer: initialPerformerState } });
    expect(store.getState().performer.profile.current?._id).toBe(CREATOR_ID);
  });

  test('sign-out clears bookmarks but keeps public data', () => {
    const store = makeStore();
    store.dispatch(profileLoaded({ id: 'demo-creator', profile: { ...profile, isBookMarked: true } }));
    expect(store.getState().performer.bookmarkedIds).toEqual([CREATOR_ID]);
    store.dispatch({ type: 'auth/loggedOut' });
    expect(store.getState().performer.bookmarkedIds).toEqual([]);
    expect(store.getState().performer.profile.current).not.toBeNull();
  });
});
