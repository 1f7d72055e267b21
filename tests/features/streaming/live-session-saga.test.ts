// The creator's live session, its saga run whole: the open session is fetched only when the account says one
// is on air, and resumed into its room; going live sends the click's intent key, a refusal keeps the form with
// the API's words; once the camera is out the room is told and the timer starts (a resumed session's from what
// it streamed), the duration goes to the API every 15 s; ending saves the duration, ends, leaves the room;
// closing the page stops everything and forgets the session.
import { startSaga } from '../saga-store';
import { initialUserState } from '@/features/user/user-slice';
import * as api from '@/features/streaming/api';
import { DURATION_REPORT_MS, liveSessionSaga } from '@/features/streaming/live-session-saga';
import {
  creatorLiveClosed,
  creatorLiveOpened,
  endRequested,
  goLiveRequested,
  initialLiveSessionState,
  livePublished,
  liveSessionReducer,
  openSessionEndRequested,
  resumeRequested,
} from '@/features/streaming/live-session-slice';
import { toStream } from '@/features/streaming/types';
import { loggedOut } from '@/store/session';

jest.mock('@/features/streaming/api', () => ({
  ...jest.requireActual('@/features/streaming/api'),
  joinStream: jest.fn(),
  goLive: jest.fn(),
  setDuration: jest.fn(),
  endStream: jest.fn(),
}));
const emitted: { event: string; payload: unknown }[] = [];
jest.mock('@/lib/socket', () => ({
  getSocket: () => ({
    connected: true,
    timeout: () => ({
      emitWithAck: async (event: string, payload: unknown) => {
        emitted.push({ event, payload });
        return { ok: true };
      },
    }),
  }),
}));

const mocked = api as jest.Mocked<typeof api>;
const ME = 'a'.repeat(24);
const creator = (live: boolean) =>
  ({
    user: {
      ...initialUserState,
      current: { _id: ME, username: 'demo-creator', isPerformer: true, live, balance: 0 },
    },
  }) as never;
const open = toStream({
  _id: 's'.repeat(24),
  performerId: ME,
  title: 'Still on',
  conversationId: 'c'.repeat(24),
  isStreaming: true,
  streamingTime: 90,
});

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  emitted.length = 0;
  for (const fn of [mocked.joinStream, mocked.goLive, mocked.setDuration, mocked.endStream]) fn.mockReset();
  mocked.setDuration.mockResolvedValue(undefined);
  mocked.endStream.mockResolvedValue(undefined);
});
afterEach(() => jest.useRealTimers());

test('a session on air is found, resumed, signalled, timed, reported every 15 s and ended', async () => {
  mocked.joinStream.mockResolvedValue(open);
  const r = startSaga(liveSessionSaga, creator(true));
  r.store.dispatch(creatorLiveOpened());
  await r.waitFor('liveSession/openSessionFound');
  expect(r.types()).toContain('user/balanceRefreshRequested');
  expect(mocked.joinStream).toHaveBeenCalledWith(ME);
  expect(r.store.getState().liveSession.openSession?._id).toBe(open._id);

  r.store.dispatch(resumeRequested());
  expect(r.types()).toEqual(
    expect.arrayContaining(['streaming/liveRoomEntered', 'streaming/liveRoomJoinRequested']),
  );
  expect(r.store.getState().liveSession).toMatchObject({
    phase: 'connecting',
    stream: { _id: open._id },
    openSession: null,
  });

  const before = Date.now();
  r.store.dispatch(livePublished());
  await r.waitFor('liveSession/liveSignalled');
  expect(emitted).toEqual([
    { event: 'public-stream/live', payload: { conversationId: open.conversationId } },
  ]);
  const { phase, startedAt } = r.store.getState().liveSession;
  expect(phase).toBe('live');
  // the timer goes on from the 90 s already streamed
  expect(before - (startedAt ?? 0)).toBe(90_000);

  await jest.advanceTimersByTimeAsync(DURATION_REPORT_MS - 1);
  expect(mocked.setDuration).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(mocked.setDuration).toHaveBeenCalledWith(open._id, 105);
  await jest.advanceTimersByTimeAsync(DURATION_REPORT_MS);
  expect(mocked.setDuration).toHaveBeenLastCalledWith(open._id, 120);

  r.store.dispatch(endRequested());
  await r.waitFor('liveSession/liveSessionEnded');
  expect(mocked.setDuration).toHaveBeenCalledTimes(3);
  expect(mocked.endStream).toHaveBeenCalledWith(open._id);
  expect(r.actions.find((a) => a.type === 'streaming/liveRoomLeaveRequested')?.payload).toEqual({
    conversationId: open.conversationId,
  });
  expect(r.store.getState().liveSession.phase).toBe('ended');
  // no more reports once the session is over
  await jest.advanceTimersByTimeAsync(DURATION_REPORT_MS * 2);
  expect(mocked.setDuration).toHaveBeenCalledTimes(3);
  r.stop();
});

test('no session on air: nothing is asked; going live sends the intent key; a refusal keeps the form', async () => {
  mocked.goLive.mockRejectedValueOnce({ statusCode: 403, message: 'Please verify your account' });
  mocked.goLive.mockResolvedValueOnce({
    stream: { ...open, _id: 'n'.repeat(24), conversationId: '', streamingTime: 0 },
    conversationId: 'k'.repeat(24),
  });
  const r = startSaga(liveSessionSaga, creator(false));
  r.store.dispatch(creatorLiveOpened());
  const input = { title: 'Hello', description: 'Hi', isFree: true };
  r.store.dispatch(goLiveRequested({ input, intentKey: 'intent-1' }));
  expect(r.store.getState().liveSession.phase).toBe('starting');
  await r.waitFor('liveSession/goLiveFailed');
  expect(r.store.getState().liveSession).toMatchObject({
    phase: 'idle',
    error: 'Please verify your account',
  });

  r.store.dispatch(goLiveRequested({ input, intentKey: 'intent-1' }));
  await r.waitFor('liveSession/liveSessionChosen');
  expect(mocked.goLive).toHaveBeenLastCalledWith(input, 'intent-1');
  expect(r.store.getState().liveSession).toMatchObject({
    phase: 'connecting',
    error: '',
    stream: { _id: 'n'.repeat(24), conversationId: 'k'.repeat(24) },
  });
  expect(r.actions.find((a) => a.type === 'streaming/liveRoomJoinRequested')?.payload).toEqual({
    conversationId: 'k'.repeat(24),
  });
  expect(mocked.joinStream).not.toHaveBeenCalled();
  r.stop();
});

test('the account comes on air later: the open session is fetched then, and can be ended instead', async () => {
  mocked.joinStream.mockResolvedValue(open);
  const r = startSaga(liveSessionSaga, creator(false));
  r.store.dispatch(creatorLiveOpened());
  r.store.dispatch({ type: 'user/currentUserPatched', payload: { balance: 3 } });
  expect(mocked.joinStream).not.toHaveBeenCalled();
  r.store.dispatch({ type: 'user/currentUserPatched', payload: { live: true } });
  await r.waitFor('liveSession/openSessionFound');
  expect(mocked.joinStream).toHaveBeenCalledTimes(1);
  r.store.dispatch(openSessionEndRequested());
  await r.waitFor('liveSession/openSessionEnded');
  expect(mocked.endStream).toHaveBeenCalledWith(open._id);
  expect(r.store.getState().liveSession.openSession).toBeNull();
  r.stop();
});

test('closing the page stops the reports and forgets the session; logging out too', async () => {
  mocked.joinStream.mockResolvedValue(open);
  const r = startSaga(liveSessionSaga, creator(true));
  r.store.dispatch(creatorLiveOpened());
  await r.waitFor('liveSession/openSessionFound');
  r.store.dispatch(resumeRequested());
  r.store.dispatch(livePublished());
  await r.waitFor('liveSession/liveSignalled');
  r.store.dispatch(creatorLiveClosed());
  expect(r.store.getState().liveSession).toEqual(initialLiveSessionState);
  await jest.advanceTimersByTimeAsync(DURATION_REPORT_MS * 3);
  expect(mocked.setDuration).not.toHaveBeenCalled();
  // the next visit starts over
  r.store.dispatch(creatorLiveOpened());
  await jest.advanceTimersByTimeAsync(0);
  expect(mocked.joinStream).toHaveBeenCalledTimes(2);
  r.stop();

  const state = liveSessionReducer(
    undefined,
    goLiveRequested({ input: { title: 't', description: 'd', isFree: true }, intentKey: 'k' }),
  );
  expect(liveSessionReducer(state, loggedOut())).toEqual(initialLiveSessionState);
});
