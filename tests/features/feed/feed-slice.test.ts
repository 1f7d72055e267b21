import { HYDRATE } from 'next-redux-wrapper';
import { commentAdded, commentDeleted } from '@/features/comment/comment-slice';
import { toComment } from '@/features/comment/types';
import { emptyFeedQuery } from '@/features/feed/feed-query';
import {
  feedListFailed,
  feedListLoaded,
  feedListRequested,
  feedNextPageRequested,
  feedReducer,
  initialFeedState,
  pollVoted,
  pollVoteFailed,
  pollVoteRequested,
  type FeedState,
} from '@/features/feed/feed-slice';
import { toFeed } from '@/features/feed/types';
import { photoPost, rawFeed } from '../../fixtures/feeds';

const feeds = (n: number) => Array.from({ length: n }, () => toFeed(rawFeed()));
const photos = { ...emptyFeedQuery, type: 'photo' as const };

function loaded(n = 12, total = 30): FeedState {
  let s = feedReducer(initialFeedState, feedListRequested({ list: 'home', query: emptyFeedQuery }));
  s = feedReducer(
    s,
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: feeds(n), total, append: false }),
  );
  return s;
}

test('a first page replaces the list; next pages append without duplicates', () => {
  const s = loaded(12, 30);
  expect(s.lists.home).toMatchObject({ status: 'succeeded', total: 30 });
  expect(s.lists.home.ids).toHaveLength(12);
  const again = s.lists.home.ids.slice(-2).map((id) => s.entities[id]);
  let next = feedReducer(s, feedNextPageRequested({ list: 'home' }));
  expect(next.lists.home.loadingMore).toBe(true);
  next = feedReducer(
    next,
    feedListLoaded({
      list: 'home',
      query: emptyFeedQuery,
      items: [...again, ...feeds(10)],
      total: 30,
      append: true,
    }),
  );
  expect(next.lists.home.ids).toHaveLength(22);
  expect(new Set(next.lists.home.ids).size).toBe(22);
  expect(next.lists.home.loadingMore).toBe(false);
});

test('no next page when everything is loaded; an empty page ends the list', () => {
  const all = loaded(5, 5);
  expect(feedReducer(all, feedNextPageRequested({ list: 'home' })).lists.home.loadingMore).toBe(false);
  let s = feedReducer(loaded(12, 30), feedNextPageRequested({ list: 'home' }));
  s = feedReducer(
    s,
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [], total: 30, append: true }),
  );
  expect(s.lists.home.total).toBe(12);
});

test('a filter change resets the list; a late next page for old filters is ignored', () => {
  let s = feedReducer(loaded(), feedNextPageRequested({ list: 'home' }));
  s = feedReducer(s, feedListRequested({ list: 'home', query: photos }));
  expect(s.lists.home).toMatchObject({ status: 'loading', ids: [], query: photos, loadingMore: false });
  s = feedReducer(
    s,
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: feeds(3), total: 30, append: true }),
  );
  expect(s.lists.home.ids).toEqual([]);
  s = feedReducer(
    s,
    feedListFailed({
      list: 'home',
      query: emptyFeedQuery,
      error: { statusCode: 500, message: 'x' },
      append: true,
    }),
  );
  expect(s.lists.home.moreError).toBeNull();
});

test('first-page failure and next-page failure are kept apart', () => {
  let s = feedReducer(initialFeedState, feedListRequested({ list: 'profile', query: emptyFeedQuery }));
  s = feedReducer(
    s,
    feedListFailed({
      list: 'profile',
      query: emptyFeedQuery,
      error: { statusCode: 500, message: 'Down' },
      append: false,
    }),
  );
  expect(s.lists.profile).toMatchObject({ status: 'failed', error: { message: 'Down' } });
  let h = feedReducer(loaded(), feedNextPageRequested({ list: 'home' }));
  h = feedReducer(
    h,
    feedListFailed({
      list: 'home',
      query: emptyFeedQuery,
      error: { statusCode: 500, message: 'Later' },
      append: true,
    }),
  );
  expect(h.lists.home).toMatchObject({
    status: 'succeeded',
    loadingMore: false,
    moreError: { message: 'Later' },
  });
  expect(h.lists.home.ids).toHaveLength(12);
});

test('votes: success counts the option and marks the post voted; "already voted" shows the results', () => {
  const feed = toFeed(photoPost());
  let s = feedReducer(
    initialFeedState,
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [feed], total: 1, append: false }),
  );
  s = feedReducer(s, pollVoteRequested({ feedId: feed._id, pollId: feed.polls[1]._id }));
  expect(s.votes[feed._id]).toEqual({ pending: true, error: null });
  s = feedReducer(
    s,
    pollVoted({ feedId: feed._id, poll: { ...feed.polls[1], totalVote: 2, isVoted: true } }),
  );
  expect(s.entities[feed._id].isVoted).toBe(true);
  expect(s.entities[feed._id].polls[1]).toMatchObject({ totalVote: 2, isVoted: true });

  let f = feedReducer(
    initialFeedState,
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [feed], total: 1, append: false }),
  );
  f = feedReducer(
    f,
    pollVoteFailed({
      feedId: feed._id,
      error: { statusCode: 422, message: 'You have already voted for this poll' },
    }),
  );
  expect(f.entities[feed._id].isVoted).toBe(true);
  f = feedReducer(
    f,
    pollVoteFailed({ feedId: feed._id, error: { statusCode: 422, message: 'The poll is now closed' } }),
  );
  expect(f.votes[feed._id].error?.message).toBe('The poll is now closed');
});

test('comments on a post change its counter', () => {
  const feed = toFeed(rawFeed({ totalComment: 2 }));
  let s = feedReducer(
    initialFeedState,
    feedListLoaded({ list: 'home', query: emptyFeedQuery, items: [feed], total: 1, append: false }),
  );
  const comment = toComment({ _id: 'c1', objectId: feed._id, objectType: 'feed', content: 'hi' });
  s = feedReducer(s, commentAdded({ objectType: 'feed', objectId: feed._id, comment }));
  expect(s.entities[feed._id].totalComment).toBe(3);
  s = feedReducer(
    s,
    commentAdded({ objectType: 'comment', objectId: 'c1', comment: { ...comment, _id: 'c2' } }),
  );
  expect(s.entities[feed._id].totalComment).toBe(3);
  s = feedReducer(s, commentDeleted({ id: 'c1', objectType: 'feed', objectId: feed._id }));
  expect(s.entities[feed._id].totalComment).toBe(2);
});

test('HYDRATE takes settled server lists and posts, keeps client state otherwise', () => {
  const server = loaded(3, 3);
  const client = feedReducer(initialFeedState, pollVoteRequested({ feedId: 'x', pollId: 'y' }));
  const s = feedReducer(client, { type: HYDRATE, payload: { feed: server } });
  expect(s.lists.home.ids).toEqual(server.lists.home.ids);
  expect(Object.keys(s.entities)).toHaveLength(3);
  expect(s.votes.x.pending).toBe(true);
  const loading = feedReducer(initialFeedState, feedListRequested({ list: 'home', query: photos }));
  expect(feedReducer(s, { type: HYDRATE, payload: { feed: loading } }).lists.home.ids).toHaveLength(3);
});
