// Page data loaders for getInitialProps (same pattern as features/performer/loaders.ts): the call is made
// directly and its result dispatched before getInitialProps returns, so the server hands over settled state.
import { MESSAGES } from '@/config/constants';
import type { FeatureDispatcher } from '@/store/feature';
import { feedFeature } from './feed-feature';
import { type ApiError } from '@/lib/api-error';
import { toSagaError } from '@/lib/request-error';
import { getCreatorFeeds, getFeed, getFeeds, type FeedRequestOptions } from './api';
import { isBrowser } from '@/lib/runtime';
import { FEED_FIRST_SCREEN, feedApiQuery, type FeedListKey, type FeedQuery } from './feed-query';
import { feedDetailFailed, feedDetailLoaded, feedListFailed, feedListLoaded } from './feed-slice';
import { followSeeds } from './follow-seeds';

type Dispatcher = FeatureDispatcher;

export async function loadFeedListInto(
  store: Dispatcher,
  list: FeedListKey,
  query: FeedQuery,
  opts: FeedRequestOptions,
): Promise<ApiError | null> {
  store.joinFeature(feedFeature, { saga: false });
  try {
    // a server render fetches the first screen's posts; a navigation in the browser takes the whole first page
    const apiQuery = isBrowser()
      ? feedApiQuery(list, query, 0)
      : feedApiQuery(list, query, 0, FEED_FIRST_SCREEN);
    const request = { ...opts, noAuthRedirect: true };
    const page =
      list === 'profile' && query.username
        ? await getCreatorFeeds(query.username, apiQuery, request)
        : await getFeeds(apiQuery, request);
    store.dispatch(feedListLoaded({ list, query, items: page.items, total: page.total, append: false }));
    for (const seed of followSeeds(page.items)) store.dispatch(seed);
    return null;
  } catch (err) {
    const error = toSagaError(err, MESSAGES.genericFallback);
    store.dispatch(feedListFailed({ list, query, error, append: false }));
    return error;
  }
}

export async function loadFeedDetailInto(
  store: Dispatcher,
  id: string,
  opts: FeedRequestOptions,
): Promise<ApiError | null> {
  store.joinFeature(feedFeature, { saga: false });
  try {
    const feed = await getFeed(id, { ...opts, noAuthRedirect: true });
    store.dispatch(feedDetailLoaded({ id, feed }));
    for (const seed of followSeeds([feed])) store.dispatch(seed);
    return null;
  } catch (err) {
    const error = toSagaError(err, MESSAGES.genericFallback);
    store.dispatch(feedDetailFailed({ id, error }));
    return error;
  }
}
