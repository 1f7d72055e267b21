import { reactionSaga } from '@/features/reaction/reaction-saga';
import { reactionToggleRequested, selectReaction } from '@/features/reaction/reaction-slice';
import { startSaga } from '../saga-store';
import { feedState, useFeedApi } from '../../msw/feed-handlers';

jest.mock('@/lib/navigation', () => ({ assignLocation: jest.fn(), currentPathname: jest.fn(() => '/home') }));

useFeedApi();

const like = { objectType: 'feed' as const, objectId: 'f1', action: 'like' as const };
const base = { active: false, count: 3 };

test('a like shows at once, is sent, and stays', async () => {
  const run = startSaga(reactionSaga);
  run.store.dispatch(reactionToggleRequested({ ...like, base, current: base }));
  expect(selectReaction(run.store.getState(), like, base)).toEqual({ active: true, count: 4 });
  await run.waitFor('reaction/reactionToggled');
  expect(feedState.reactions).toEqual([
    { method: 'POST', body: { objectId: 'f1', objectType: 'feed', action: 'like' } },
  ]);
  expect(selectReaction(run.store.getState(), like, base)).toEqual({ active: true, count: 4 });
  // fresh data from the server wins over the remembered toggle
  expect(selectReaction(run.store.getState(), like, { active: true, count: 9 })).toEqual({
    active: true,
    count: 9,
  });

  run.store.dispatch(reactionToggleRequested({ ...like, base, current: { active: true, count: 4 } }));
  await new Promise((r) => setTimeout(r, 50));
  expect(feedState.reactions[1].method).toBe('DELETE');
  expect(selectReaction(run.store.getState(), like, base)).toEqual({ active: false, count: 3 });
  run.stop();
});

test('a failed toggle is undone and its message kept', async () => {
  feedState.reactionError = { status: 404, message: 'Item not found' };
  const run = startSaga(reactionSaga);
  const bookmark = { ...like, action: 'bookmark' as const };
  run.store.dispatch(reactionToggleRequested({ ...bookmark, base, current: base }));
  expect(selectReaction(run.store.getState(), bookmark, base).active).toBe(true);
  await run.waitFor('reaction/reactionToggleFailed');
  expect(selectReaction(run.store.getState(), bookmark, base)).toEqual(base);
  expect(run.store.getState().reaction.errors['bookmark:feed:f1']?.message).toBe('Item not found');
  run.stop();
});
