// The 15 s live/online refresh runs while a profile page is open and stops when it leaves.
import { startSaga } from '../saga-store';
import { PROFILE_POLL_MS, performerSaga } from '@/features/performer/performer-saga';
import {
  profileLoaded,
  profilePollingStarted,
  profilePollingStopped,
} from '@/features/performer/performer-slice';
import { toPerformerProfile } from '@/features/performer/types';
import { getPerformer } from '@/features/performer/api';
import { rawCreator, CREATOR_ID } from '../../msw/performer-handlers';

jest.mock('@/features/performer/api', () => ({
  getPerformer: jest.fn(),
  searchPerformers: jest.fn(),
  bookmarkPerformer: jest.fn(),
  unbookmarkPerformer: jest.fn(),
}));

const mockedGet = getPerformer as jest.MockedFunction<typeof getPerformer>;

beforeEach(() => {
  jest.useFakeTimers();
  mockedGet.mockReset();
});
afterEach(() => jest.useRealTimers());

// The page waits the first 15 s itself and starts the poll when the first refresh is due (profile-view.tsx;
// tests/pages/profile-polling-start.test.tsx): the saga refreshes at once, then every 15 s.
test('refreshes live and online when started, then every 15 s, and stops when the page leaves', async () => {
  const run = startSaga(performerSaga);
  run.store.dispatch(
    profileLoaded({ id: 'demo-creator', profile: toPerformerProfile(rawCreator({ isOnline: 0, live: 0 })) }),
  );
  mockedGet.mockResolvedValue(toPerformerProfile(rawCreator({ isOnline: 1, live: 1, name: 'Changed' })));

  expect(mockedGet).not.toHaveBeenCalled();
  run.store.dispatch(profilePollingStarted({ performerId: CREATOR_ID }));
  await jest.advanceTimersByTimeAsync(0);
  expect(mockedGet).toHaveBeenCalledTimes(1);
  expect(mockedGet).toHaveBeenCalledWith(CREATOR_ID, { noAuthRedirect: true, countryName: false });
  const current = run.store.getState().performer.profile.current;
  expect(current).toMatchObject({ isOnline: true, live: true, name: 'Demo Creator' });

  await jest.advanceTimersByTimeAsync(PROFILE_POLL_MS - 1);
  expect(mockedGet).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(mockedGet).toHaveBeenCalledTimes(2);

  run.store.dispatch(profilePollingStopped());
  await jest.advanceTimersByTimeAsync(PROFILE_POLL_MS * 3);
  expect(mockedGet).toHaveBeenCalledTimes(2);
  run.stop();
});

test('a failed refresh keeps the last flags and the poll goes on', async () => {
  const run = startSaga(performerSaga);
  run.store.dispatch(
    profileLoaded({ id: 'demo-creator', profile: toPerformerProfile(rawCreator({ isOnline: 1 })) }),
  );
  mockedGet.mockRejectedValueOnce({ statusCode: 500, message: 'boom' });
  mockedGet.mockResolvedValueOnce(toPerformerProfile(rawCreator({ isOnline: 0 })));
  run.store.dispatch(profilePollingStarted({ performerId: CREATOR_ID }));
  await jest.advanceTimersByTimeAsync(0);
  expect(mockedGet).toHaveBeenCalledTimes(1);
  expect(run.store.getState().performer.profile.current?.isOnline).toBe(true);
  await jest.advanceTimersByTimeAsync(PROFILE_POLL_MS);
  expect(run.store.getState().performer.profile.current?.isOnline).toBe(false);
  run.store.dispatch(profilePollingStopped());
  run.stop();
});
