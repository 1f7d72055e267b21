// A creator's posts tab fetches its first page itself, the feed saga left asleep (issue 22): a visitor who only
// reads downloads no redux-saga. A filter change meanwhile goes through the saga and wins over that first page.
import { makeStore } from '@/app-store/store';
import { emptyFeedQuery, type FeedQuery } from '@/features/feed/feed-query';
import { loadFirstPageInBrowser } from '@/features/feed/loaders';
import { feedListLoaded, feedListRequested, selectFeedList } from '@/features/feed/feed-slice';
import { toFeed } from '@/features/feed/types';
import { feedState, useFeedApi } from '../../msw/feed-handlers';
import { rawFeed } from '../../fixtures/feeds';

const sagaLoads = { count: 0 };
jest.mock('@/features/feed/feed-saga', () => {
  sagaLoads.count += 1;
  return jest.requireActual('@/features/feed/feed-saga');
});

useFeedApi();

const query = { ...emptyFeedQuery, performerId: 'c'.repeat(24), username: 'demo-creator' };

test('the first page is listed, and the feed saga is not loaded for it', async () => {
  feedState.feeds.push(rawFeed({ text: 'Morning run' }), rawFeed({ text: 'Evening walk' }));
  const store = makeStore();
  const loading = loadFirstPageInBrowser(store, 'profile', query);
  expect(selectFeedList(store.getState(), 'profile')).toMatchObject({ status: 'loading', query });
  expect(await loading).toBeNull();
  const list = selectFeedList(store.getState(), 'profile');
  expect(list.status).toBe('succeeded');
  expect(list.ids).toHaveLength(2);
  expect(feedState.searchedUsernames).toEqual(['demo-creator']);
  await store.sagasReady();
  expect(sagaLoads.count).toBe(0);
});

test('a failed first page says why', async () => {
  feedState.listError = { status: 500, message: 'The feed is resting' };
  const store = makeStore();
  await loadFirstPageInBrowser(store, 'profile', query);
  expect(selectFeedList(store.getState(), 'profile')).toMatchObject({
    status: 'failed',
    error: expect.objectContaining({ message: 'The feed is resting' }),
  });
});

test('a filter change asked while the first page loads keeps its own answer', async () => {
  feedState.feeds.push(rawFeed({ text: 'Morning run' }));
  const store = makeStore();
  const scheduled: FeedQuery = { ...query, type: 'scheduled-streaming' };
  const loading = loadFirstPageInBrowser(store, 'profile', query);
  store.dispatch(feedListRequested({ list: 'profile', query: scheduled }));
  await loading;
  expect(selectFeedList(store.getState(), 'profile')).toMatchObject({ status: 'loading', query: scheduled });

  // and when the filtered answer came first, the late first page does not replace it
  const again = loadFirstPageInBrowser(store, 'profile', query);
  const live = toFeed(rawFeed({ type: 'scheduled-streaming', text: 'Live Friday' }));
  store.dispatch(
    feedListLoaded({ list: 'profile', query: scheduled, items: [live], total: 1, append: false }),
  );
  await again;
  expect(selectFeedList(store.getState(), 'profile')).toMatchObject({
    status: 'succeeded',
    query: scheduled,
    ids: [live._id],
  });
});
