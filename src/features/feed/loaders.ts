// Page data loaders for getInitialProps (same pattern as features/performer/loaders.ts): the call is made
// directly and its result dispatched before getInitialProps returns, so the server hands over settled state.
import { MESSAGES } from '@/config/constants';
import type { FeatureDispatcher } from '@/store/feature';
import { feedFeature } from './feed-feature';
import { type ApiError } from '@/lib/api-error';
import { toSagaError } from '@/lib/request-error';
import { getCreatorFeeds, getFeed, getFeeds, type FeedRequestOptions } from './api';
import { isBrowser } from '@/lib/runtime';
import { FEED_FIRST_SCREEN, feedApiQuery, sameQuery, type FeedListKey, type FeedQuery } from './feed-query';
import {
  feedDetailFailed,
  feedDetailLoaded,
  feedListFailed,
  feedListLoaded,
  feedListLoading,
  selectFeedList,
} from './feed-slice';
import { followSeeds } from './follow-seeds';

type Dispatcher = FeatureDispatcher;

/**
 * @param stillWanted asked when the answer arrives: false drops it (the browser's own first page, when the viewer
 *   has changed the filters meanwhile and the saga owns the newer request).
 */
export async function loadFeedListInto(
  store: Dispatcher,
  list: FeedListKey,
  query: FeedQuery,
  opts: FeedRequestOptions,
  stillWanted: () => boolean = () => true,
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
    if (!stillWanted()) return null;
    store.dispatch(feedListLoaded({ list, query, items: page.items, total: page.total, append: false }));
    for (const seed of followSeeds(page.items)) store.dispatch(seed);
    return null;
  } catch (err) {
    const error = toSagaError(err, MESSAGES.genericFallback);
    if (stillWanted()) store.dispatch(feedListFailed({ list, query, error, append: false }));
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

/**
 * A list's first page fetched by the browser itself, the saga left asleep: a visitor reading a creator's posts tab
 * downloads neither redux-saga nor the feed saga until they filter or reach the list's end (issue 22). The list
 * shows as loading at once; the answer is dropped if another request for the list (a filter change, through the
 * saga) came meanwhile.
 */
export function loadFirstPageInBrowser(
  store: Dispatcher & { getState: () => unknown },
  list: FeedListKey,
  query: FeedQuery,
): Promise<ApiError | null> {
  store.joinFeature(feedFeature, { saga: false });
  store.dispatch(feedListLoading({ list, query }));
  const stillWanted = () => {
    const current = selectFeedList(store.getState() as Parameters<typeof selectFeedList>[0], list);
    return current.status === 'loading' && sameQuery(current.query, query);
  };
  return loadFeedListInto(store, list, query, {}, stillWanted);
}
