// Each feature does its own reconnect work on socketConnected (issue 21, item 2): the messenger's unread badge
// and a creator's pending private-show requests are read again on every (re)connect, not by the realtime saga.
import { startSaga } from '../saga-store';
import { socketConnected } from '@/features/realtime/realtime-events';
import { unreadSaga } from '@/features/messaging/unread-saga';
import { privateRequestsSaga } from '@/features/streaming/private-requests-saga';
import { initialUserState } from '@/features/user/user-slice';
import { toCurrentUser } from '@/features/user/types';
import { totalUnread } from '@/features/messaging/api';
import { pendingPrivateRequests } from '@/features/streaming/api';

jest.mock('@/features/messaging/api', () => ({ totalUnread: jest.fn() }));
jest.mock('@/features/streaming/api', () => ({ pendingPrivateRequests: jest.fn() }));
const unread = totalUnread as jest.MockedFunction<typeof totalUnread>;
const pending = pendingPrivateRequests as jest.MockedFunction<typeof pendingPrivateRequests>;

const person = (isPerformer: boolean) =>
  toCurrentUser({ _id: 'u1', username: 'someone', email: 'u@example.com', isPerformer, balance: 0 });
const request = {
  user: null,
  streamId: 's1',
  conversationId: 'conv-1',
  pricePerMinute: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  unread.mockReset();
  pending.mockReset();
});

test('the unread badge is read on every connect; a failed read keeps the badge', async () => {
  unread.mockResolvedValueOnce(3).mockRejectedValueOnce(new Error('down'));
  const run = startSaga(unreadSaga);
  run.store.dispatch(socketConnected());
  await run.waitFor('realtime/unreadCountLoaded');
  expect(run.store.getState().realtime.unreadConversations).toBe(3);
  run.store.dispatch(socketConnected());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unread).toHaveBeenCalledTimes(2);
  expect(run.store.getState().realtime.unreadConversations).toBe(3);
  run.stop();
});

test("a creator's pending show requests are read on connect; a fan's never are", async () => {
  pending.mockResolvedValue([request as never]);
  const creator = startSaga(privateRequestsSaga, { user: { ...initialUserState, current: person(true) } });
  creator.store.dispatch(socketConnected());
  await creator.waitFor('streaming/privateRequestsLoaded');
  expect(creator.store.getState().streaming.privateRequests).toHaveLength(1);
  creator.stop();

  const fan = startSaga(privateRequestsSaga, { user: { ...initialUserState, current: person(false) } });
  fan.store.dispatch(socketConnected());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(pending).toHaveBeenCalledTimes(1);
  fan.stop();
});
