import { commentSaga } from '@/features/comment/comment-saga';
import {
  commentAddRequested,
  commentDeleteRequested,
  commentsRequested,
  selectThread,
} from '@/features/comment/comment-slice';
import { feedListLoaded } from '@/features/feed/feed-slice';
import { emptyFeedQuery } from '@/features/feed/feed-query';
import { toFeed } from '@/features/feed/types';
import { startSaga } from '../saga-store';
import { feedState, useFeedApi } from '../../msw/feed-handlers';
import { rawFeed } from '../../fixtures/feeds';

jest.mock('@/lib/navigation', () => ({ assignLocation: jest.fn(), currentPathname: jest.fn(() => '/home') }));

useFeedApi();

const FEED = 'feed1'.padEnd(24, '0');
const comment = (i: number, overrides: Record<string, unknown> = {}) => ({
  _id: `old-${i}-`.padEnd(24, 'x'),
  objectId: FEED,
  objectType: 'feed',
  content: `Comment ${i}`,
  createdBy: 'someone',
  creator: { _id: 'someone', name: 'Someone', username: 'someone' },
  isAuth: false,
  totalReply: 0,
  totalLike: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

test('loads a thread newest first, then more', async () => {
  for (let i = 1; i <= 12; i += 1) feedState.comments.push(comment(i));
  const run = startSaga(commentSaga);
  run.store.dispatch(commentsRequested({ objectType: 'feed', objectId: FEED }));
  await run.waitFor('comment/commentsLoaded');
  let thread = selectThread(run.store.getState(), 'feed', FEED);
  expect(thread).toMatchObject({ status: 'succeeded', total: 12 });
  expect(thread.ids).toHaveLength(10);
  expect(run.store.getState().comment.entities[thread.ids[0]].content).toBe('Comment 12');

  run.store.dispatch(commentsRequested({ objectType: 'feed', objectId: FEED, more: true }));
  await new Promise((r) => setTimeout(r, 50));
  thread = selectThread(run.store.getState(), 'feed', FEED);
  expect(thread.ids).toHaveLength(12);
  run.stop();
});

test('adds a comment and a reply: counters follow, the post counts its comments', async () => {
  const post = toFeed(rawFeed({ _id: FEED, totalComment: 0 }));
  const run = startSaga(commentSaga);
  run.store.dispatch(
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [post], total: 1, append: false }),
  );
  run.store.dispatch(commentAddRequested({ objectType: 'feed', objectId: FEED, content: '  First!  ' }));
  const added = (await run.waitFor('comment/commentAdded')) as unknown as {
    payload: { comment: { _id: string; content: string } };
  };
  expect(added.payload.comment.content).toBe('First!');
  expect(selectThread(run.store.getState(), 'feed', FEED)).toMatchObject({ total: 1, posting: false });
  expect(run.store.getState().feed.entities[FEED].totalComment).toBe(1);

  const parentId = added.payload.comment._id;
  run.store.dispatch(commentAddRequested({ objectType: 'comment', objectId: parentId, content: 'A reply' }));
  await new Promise((r) => setTimeout(r, 50));
  expect(selectThread(run.store.getState(), 'comment', parentId).ids).toHaveLength(1);
  expect(run.store.getState().comment.entities[parentId].totalReply).toBe(1);
  expect(feedState.comments.at(-1)).toMatchObject({
    objectType: 'comment',
    objectId: parentId,
    content: 'A reply',
  });

  // delete own reply: the parent's reply count goes back
  const replyId = selectThread(run.store.getState(), 'comment', parentId).ids[0];
  run.store.dispatch(commentDeleteRequested({ id: replyId }));
  await run.waitFor('comment/commentDeleted');
  expect(run.store.getState().comment.entities[parentId].totalReply).toBe(0);
  expect(selectThread(run.store.getState(), 'comment', parentId).ids).toEqual([]);
  run.stop();
});

test("a refused comment keeps the API message; deleting someone else's comment fails", async () => {
  feedState.commentError = { status: 403, message: 'You do not have access to comment on this item' };
  feedState.comments.push(comment(1));
  const run = startSaga(commentSaga);
  run.store.dispatch(commentAddRequested({ objectType: 'feed', objectId: FEED, content: 'Hi' }));
  await run.waitFor('comment/commentAddFailed');
  expect(selectThread(run.store.getState(), 'feed', FEED)).toMatchObject({
    posting: false,
    postError: { message: 'You do not have access to comment on this item' },
  });

  run.store.dispatch(commentsRequested({ objectType: 'feed', objectId: FEED }));
  await run.waitFor('comment/commentsLoaded');
  run.store.dispatch(commentDeleteRequested({ id: comment(1)._id }));
  await run.waitFor('comment/commentDeleteFailed');
  expect(run.store.getState().comment.deleteError?.message).toBe('Forbidden');
  expect(selectThread(run.store.getState(), 'feed', FEED).ids).toEqual([comment(1)._id]);
  run.stop();
});
