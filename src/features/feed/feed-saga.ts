// Feed lists (first page, next pages, filter changes), the post page, poll votes and "Subscribe to unlock".
import { subscriptionActivated } from '@/features/wallet';
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { type Action, type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { getCreatorPlans, modalPerformer, subscriptionModalOpened } from '@/features/subscription';
import { getCreatorFeeds, getFeed, getFeeds, votePoll, type FeedPage } from './api';
import { feedApiQuery, type FeedListKey, type FeedQuery } from './feed-query';
import {
  feedDetailFailed,
  feedDetailLoaded,
  feedDetailRequested,
  feedListFailed,
  feedListLoaded,
  feedListRequested,
  feedNextPageRequested,
  type FeedList,
  pollVoted,
  pollVoteFailed,
  pollVoteRequested,
  selectFeedDetail,
  selectFeedList,
  subscribeToUnlockFailed,
  subscribeToUnlockRequested,
} from './feed-slice';
import { followSeeds } from './follow-seeds';

/** One page of a list: the home feed, or a creator's posts. */
export function fetchFeedPage(list: FeedListKey, query: FeedQuery, offset: number): Promise<FeedPage> {
  const apiQuery = feedApiQuery(list, query, offset);
  return list === 'profile' && query.username
    ? getCreatorFeeds(query.username, apiQuery)
    : getFeeds(apiQuery);
}

type ListAction = PayloadAction<{ list: FeedListKey; query?: FeedQuery }>;

export function* listWorker(action: ListAction) {
  const { list } = action.payload;
  const append = action.type === feedNextPageRequested.type;
  const current: FeedList = yield select(selectFeedList, list);
  // the reducer has already marked a wanted next page as loading; anything else is not a next page
  if (append && !current.loadingMore) return;
  const query = append ? current.query : (action.payload.query ?? current.query);
  const offset = append ? current.ids.length : 0;
  const { data, error } = yield* callApi(fetchFeedPage, list, query, offset);
  if (error) {
    yield put(feedListFailed({ list, query, error, append }));
    return;
  }
  yield put(feedListLoaded({ list, query, items: data.items, total: data.total, append }));
  for (const seed of followSeeds(data.items)) yield put(seed);
}

export function* detailWorker(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { data, error } = yield* callApi(getFeed, id, {});
  if (error) {
    yield put(feedDetailFailed({ id, error }));
    return;
  }
  yield put(feedDetailLoaded({ id, feed: data }));
  for (const seed of followSeeds([data])) yield put(seed);
}

export function* voteWorker(action: PayloadAction<{ feedId: string; pollId: string }>) {
  const { feedId, pollId } = action.payload;
  const { data, error } = yield* callApi(votePoll, pollId);
  yield put(error ? pollVoteFailed({ feedId, error }) : pollVoted({ feedId, poll: data }));
}

/** The post carries the creator's public card only: the subscribe modal needs the prices of the profile. */
export function* subscribeWorker(action: PayloadAction<{ performerId: string; username: string }>) {
  const { performerId, username } = action.payload;
  const { data, error } = yield* callApi(getCreatorPlans, username || performerId, {});
  if (error) {
    yield put(subscribeToUnlockFailed(error));
    return;
  }
  yield put(subscriptionModalOpened({ performer: modalPerformer(data) }));
}

const forList =
  (list: FeedListKey) =>
  (a: Action): boolean =>
    (a.type === feedListRequested.type || a.type === feedNextPageRequested.type) &&
    (a as ListAction).payload.list === list;

/** A new subscription opens the creator's posts: the loaded lists and the open post are read again. */
export function* subscribedWorker() {
  for (const list of ['home', 'profile'] as const) {
    const current: FeedList = yield select(selectFeedList, list);
    if (current.status === 'succeeded') yield put(feedListRequested({ list, query: current.query }));
  }
  const detail: ReturnType<typeof selectFeedDetail> = yield select(selectFeedDetail);
  if (detail.id) yield put(feedDetailRequested({ id: detail.requestedId || detail.id }));
}

export function* feedSaga() {
  // one request per list at a time: a filter change cancels the page still loading for the old filters
  const worker = listWorker as (a: Action) => ReturnType<typeof listWorker>;
  yield takeLatest(forList('home'), worker);
  yield takeLatest(forList('profile'), worker);
  yield takeLatest(feedDetailRequested.type, detailWorker);
  yield takeEvery(pollVoteRequested.type, voteWorker);
  yield takeLatest(subscribeToUnlockRequested.type, subscribeWorker);
  yield takeLatest(subscriptionActivated.type, subscribedWorker);
}
