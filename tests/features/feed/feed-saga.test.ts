import Cookies from 'js-cookie';
import { emptyFeedQuery } from '@/features/feed/feed-query';
import { feedSaga } from '@/features/feed/feed-saga';
import {
  feedDetailRequested,
  feedListRequested,
  feedNextPageRequested,
  pollVoteRequested,
  subscribeToUnlockRequested,
} from '@/features/feed/feed-slice';
import { subscriptionModalOpened } from '@/features/subscription/subscription-slice';
import { startSaga } from '../saga-store';
import { tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { feedHandlers, feedState, resetFeedState } from '../../msw/feed-handlers';
import { performerHandlers, resetPerformerState } from '../../msw/performer-handlers';
import { photoPost, rawFeed } from '../../fixtures/feeds';

jest.mock('@/lib/navigation', () => ({ assignLocation: jest.fn(), currentPathname: jest.fn(() => '/home') }));

useMswServer();
beforeEach(() => {
  resetFeedState();
  resetPerformerState();
  server.use(...feedHandlers, ...performerHandlers);
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
});
afterEach(() => Cookies.remove('token', { path: '/' }));

const seed = (n: number, overrides: Record<string, unknown> = {}) => {
  for (let i = 0; i < n; i += 1) feedState.feeds.push(rawFeed(overrides));
};

async function settle(run: ReturnType<typeof startSaga>, predicate: () => boolean) {
  for (let i = 0; i < 100 && !predicate(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(predicate()).toBe(true);
  return run.store.getState().feed;
}

test('loads the first page (12, isHome) and then the next page from offset 12', async () => {
  seed(20);
  const run = startSaga(feedSaga);
  run.store.dispatch(feedListRequested({ list: 'home', query: emptyFeedQuery }));
  let feed = await settle(run, () => run.store.getState().feed.lists.home.status === 'succeeded');
  expect(feed.lists.home.ids).toHaveLength(12);
  expect(feed.lists.home.total).toBe(20);
  expect(feedState.listQueries[0]).toEqual({ offset: '0', limit: '12', isHome: 'true' });
  expect(run.store.getState().follow.followedIds).toContain('c'.repeat(24));

  run.store.dispatch(feedNextPageRequested({ list: 'home' }));
  feed = await settle(run, () => run.store.getState().feed.lists.home.ids.length === 20);
  expect(feedState.listQueries[1]).toMatchObject({ offset: '12', limit: '12' });
  expect(feed.lists.home.loadingMore).toBe(false);

  // at the end nothing more is asked
  run.store.dispatch(feedNextPageRequested({ list: 'home' }));
  await new Promise((r) => setTimeout(r, 30));
  expect(feedState.listQueries).toHaveLength(2);
  run.stop();
});

test('a filter change resets the list and wins over a slower page for the old filters', async () => {
  seed(14, { type: 'text' });
  seed(2, { type: 'photo' });
  const run = startSaga(feedSaga);
  run.store.dispatch(feedListRequested({ list: 'home', query: emptyFeedQuery }));
  await settle(run, () => run.store.getState().feed.lists.home.status === 'succeeded');
  feedState.listDelayMs = { '12': 150 };
  run.store.dispatch(feedNextPageRequested({ list: 'home' }));
  run.store.dispatch(
    feedListRequested({ list: 'home', query: { ...emptyFeedQuery, type: 'photo', q: 'post' } }),
  );
  const feed = await settle(run, () => run.store.getState().feed.lists.home.status === 'succeeded');
  await new Promise((r) => setTimeout(r, 200));
  const list = run.store.getState().feed.lists.home;
  expect(feed.lists.home.query.type).toBe('photo');
  expect(list.ids).toHaveLength(2);
  expect(list.ids.every((id) => run.store.getState().feed.entities[id].type === 'photo')).toBe(true);
  expect(feedState.listQueries.at(-1)).toMatchObject({ type: 'photo', q: 'post', offset: '0' });
  run.stop();
});

test('list errors carry the API message', async () => {
  feedState.listError = { status: 500, message: 'Feed is down' };
  const run = startSaga(feedSaga);
  run.store.dispatch(feedListRequested({ list: 'home', query: emptyFeedQuery }));
  const feed = await settle(run, () => run.store.getState().feed.lists.home.status === 'failed');
  expect(feed.lists.home.error?.message).toBe('Feed is down');
  run.stop();
});

test("a creator's posts come from /user/feeds/search/{username}", async () => {
  seed(3);
  const run = startSaga(feedSaga);
  run.store.dispatch(
    feedListRequested({
      list: 'profile',
      query: { ...emptyFeedQuery, username: 'demo-creator', performerId: 'c'.repeat(24) },
    }),
  );
  const feed = await settle(run, () => run.store.getState().feed.lists.profile.status === 'succeeded');
  expect(feed.lists.profile.ids).toHaveLength(3);
  expect(feedState.searchedUsernames).toEqual(['demo-creator']);
  run.stop();
});

test('vote: success updates the count, a second vote fails with the API message', async () => {
  const post = photoPost();
  feedState.feeds.push(post);
  const run = startSaga(feedSaga);
  run.store.dispatch(feedDetailRequested({ id: String(post._id) }));
  await settle(run, () => run.store.getState().feed.detail.status === 'succeeded');
  const pollId = String((post.polls as Record<string, unknown>[])[1]._id);
  run.store.dispatch(pollVoteRequested({ feedId: String(post._id), pollId }));
  let feed = await run.waitFor('feed/pollVoted').then(() => run.store.getState().feed);
  expect(feed.entities[String(post._id)].polls[1]).toMatchObject({ totalVote: 2, isVoted: true });
  expect(feed.entities[String(post._id)].isVoted).toBe(true);

  run.store.dispatch(
    pollVoteRequested({
      feedId: String(post._id),
      pollId: String((post.polls as Record<string, unknown>[])[0]._id),
    }),
  );
  await run.waitFor('feed/pollVoteFailed');
  feed = run.store.getState().feed;
  expect(feed.votes[String(post._id)]).toEqual({
    pending: false,
    error: expect.objectContaining({ message: 'You have already voted for this poll' }),
  });
  expect(feed.entities[String(post._id)].polls[0].totalVote).toBe(3);
  run.stop();
});

test('vote on a closed poll fails with "The poll is now closed"', async () => {
  const post = rawFeed({
    polls: [
      {
        _id: 'closed'.padEnd(24, '0'),
        description: 'A',
        totalVote: 1,
        expiredAt: '2020-01-01T00:00:00.000Z',
      },
    ],
  });
  feedState.feeds.push(post);
  const run = startSaga(feedSaga);
  run.store.dispatch(pollVoteRequested({ feedId: String(post._id), pollId: 'closed'.padEnd(24, '0') }));
  const failed = await run.waitFor('feed/pollVoteFailed');
  expect(failed).toMatchObject({
    payload: { error: { statusCode: 422, message: 'The poll is now closed' } },
  });
  run.stop();
});

test('detail: 404 keeps the API message', async () => {
  const run = startSaga(feedSaga);
  run.store.dispatch(feedDetailRequested({ id: 'missing' }));
  const feed = await settle(run, () => run.store.getState().feed.detail.status === 'failed');
  expect(feed.detail.error).toMatchObject({ statusCode: 404, message: 'Post not found' });
  run.stop();
});

test('"Subscribe to unlock" opens the subscription modal with the creator\'s prices', async () => {
  const run = startSaga(feedSaga);
  run.store.dispatch(subscribeToUnlockRequested({ performerId: 'c'.repeat(24), username: 'demo-creator' }));
  const opened = await run.waitFor(subscriptionModalOpened.type);
  expect(opened).toMatchObject({
    payload: { performer: { username: 'demo-creator', monthlyPrice: 9.99, yearlyPrice: 99.99 } },
  });
  expect(run.store.getState().subscription.showModal).toBe(true);
  run.stop();
});
