// Posts by id (shared by the home list, a creator's posts and the post page) plus the lists and the detail.
import { itemUnlocked } from '@/features/wallet';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { loggedOut } from '@/store/session';
import { commentAdded, commentDeleted } from '@/features/comment';
import { emptyFeedQuery, type FeedListKey, type FeedQuery, sameQuery } from './feed-query';
import { toFeed, type Feed, type PollOption } from './types';
import { type RequestStatus, isSettled } from '@/lib/request-status';

// ---- types

export interface FeedList {
  query: FeedQuery;
  ids: string[];
  total: number;
  /** first page */
  status: RequestStatus;
  error: ApiError | null;
  /** next pages (infinite scroll) */
  loadingMore: boolean;
  moreError: ApiError | null;
}

export interface FeedDetail {
  requestedId: string;
  id: string | null;
  status: RequestStatus;
  error: ApiError | null;
}

export interface VoteState {
  pending: boolean;
  error: ApiError | null;
}

export interface FeedState {
  entities: Record<string, Feed>;
  lists: Record<FeedListKey, FeedList>;
  detail: FeedDetail;
  votes: Record<string, VoteState>;
  /** opening the subscribe modal from a locked post failed */
  subscribeError: ApiError | null;
}

// ---- initial state
const emptyList = (): FeedList => ({
  query: emptyFeedQuery,
  ids: [],
  total: 0,
  status: 'idle',
  error: null,
  loadingMore: false,
  moreError: null,
});

export const initialFeedState: FeedState = {
  entities: {},
  lists: { home: emptyList(), profile: emptyList() },
  detail: { requestedId: '', id: null, status: 'idle', error: null },
  votes: {},
  subscribeError: null,
};

// ---- events for the saga
export const feedListRequested = createAction<{ list: FeedListKey; query: FeedQuery }>('feed/listRequested');
/** The same loading state for a first page the browser fetches itself, without the saga (loaders.ts). */
export const feedListLoading = createAction<{ list: FeedListKey; query: FeedQuery }>('feed/listLoading');
export const feedNextPageRequested = createAction<{ list: FeedListKey }>('feed/nextPageRequested');
export const feedDetailRequested = createAction<{ id: string }>('feed/detailRequested');
export const pollVoteRequested = createAction<{ feedId: string; pollId: string }>('feed/pollVoteRequested');
export const subscribeToUnlockRequested = createAction<{ performerId: string; username: string }>(
  'feed/subscribeToUnlockRequested',
);

// ---- slice
function listLoading(state: FeedState, action: PayloadAction<{ list: FeedListKey; query: FeedQuery }>) {
  const { list, query } = action.payload;
  state.lists[list] = { ...emptyList(), query, status: 'loading' };
}

const feedSlice = createSlice({
  name: 'feed',
  initialState: initialFeedState,
  reducers: {
    feedListLoaded(
      state,
      action: PayloadAction<{
        list: FeedListKey;
        query: FeedQuery;
        items: Feed[];
        total: number;
        append: boolean;
      }>,
    ) {
      const { list, query, items, total, append } = action.payload;
      const current = state.lists[list];
      // an answer for filters the viewer has already left
      if (append && !sameQuery(current.query, query)) return;
      for (const feed of items) state.entities[feed._id] = feed;
      const ids = items.map((f) => f._id);
      if (append) {
        current.ids.push(...ids.filter((id) => !current.ids.includes(id)));
        current.loadingMore = false;
        current.moreError = null;
        // a short page means the end, whatever total said
        current.total = items.length === 0 ? current.ids.length : Math.max(total, current.ids.length);
      } else {
        state.lists[list] = {
          ...emptyList(),
          query,
          ids: [...new Set(ids)],
          total: Math.max(total, ids.length),
          status: 'succeeded',
        };
      }
    },
    feedListFailed(
      state,
      action: PayloadAction<{ list: FeedListKey; query: FeedQuery; error: ApiError; append: boolean }>,
    ) {
      const { list, query, error, append } = action.payload;
      const current = state.lists[list];
      if (append) {
        if (!sameQuery(current.query, query)) return;
        current.loadingMore = false;
        current.moreError = error;
      } else {
        state.lists[list] = { ...emptyList(), query, status: 'failed', error };
      }
    },
    feedDetailLoaded(state, action: PayloadAction<{ id: string; feed: Feed }>) {
      const { id, feed } = action.payload;
      state.entities[feed._id] = feed;
      state.detail = { requestedId: id, id: feed._id, status: 'succeeded', error: null };
    },
    feedDetailFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      state.detail = {
        requestedId: action.payload.id,
        id: null,
        status: 'failed',
        error: action.payload.error,
      };
    },
    pollVoted(state, action: PayloadAction<{ feedId: string; poll: PollOption }>) {
      const { feedId, poll } = action.payload;
      state.votes[feedId] = { pending: false, error: null };
      const feed = state.entities[feedId];
      if (!feed) return;
      feed.isVoted = true;
      const option = feed.polls.find((p) => p._id === poll._id);
      if (option) {
        option.totalVote = poll.totalVote > option.totalVote ? poll.totalVote : option.totalVote + 1;
        option.isVoted = true;
      }
    },
    pollVoteFailed(state, action: PayloadAction<{ feedId: string; error: ApiError }>) {
      const { feedId, error } = action.payload;
      state.votes[feedId] = { pending: false, error };
      const feed = state.entities[feedId];
      // the server remembers an earlier vote (another tab): show the results
      if (feed && /already voted/i.test(error.message)) feed.isVoted = true;
    },
    subscribeToUnlockFailed(state, action: PayloadAction<ApiError>) {
      state.subscribeError = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // a bought post opens in place (wallet answer or token_transaction_success)
      .addCase(itemUnlocked, (state, action) => {
        const { kind, id, item } = action.payload;
        if (kind !== 'feed' || !item || !state.entities[id]) return;
        state.entities[id] = toFeed(item);
      })
      .addCase(feedListRequested, listLoading)
      .addCase(feedListLoading, listLoading)
      .addCase(feedNextPageRequested, (state, action) => {
        const current = state.lists[action.payload.list];
        if (current.status !== 'succeeded' || current.ids.length >= current.total) return;
        current.loadingMore = true;
        current.moreError = null;
      })
      .addCase(feedDetailRequested, (state, action) => {
        state.detail = { requestedId: action.payload.id, id: null, status: 'loading', error: null };
      })
      .addCase(pollVoteRequested, (state, action) => {
        state.votes[action.payload.feedId] = { pending: true, error: null };
      })
      .addCase(subscribeToUnlockRequested, (state) => {
        state.subscribeError = null;
      })
      .addCase(commentAdded, (state, action) => {
        const feed =
          action.payload.objectType === 'feed' ? state.entities[action.payload.objectId] : undefined;
        if (feed) feed.totalComment += 1;
      })
      .addCase(commentDeleted, (state, action) => {
        const feed =
          action.payload.objectType === 'feed' ? state.entities[action.payload.objectId] : undefined;
        if (feed) feed.totalComment = Math.max(0, feed.totalComment - 1);
      })
      // access, likes and votes are per viewer
      .addCase(loggedOut, () => initialFeedState)
      .addCase(hydrated, (state, action) => {
        const server = action.payload.feed as FeedState | undefined;
        if (!server) return state;
        // server-fetched posts and settled lists win; what the browser did since (votes, more pages) stays
        Object.assign(state.entities, server.entities);
        for (const key of Object.keys(server.lists) as FeedListKey[]) {
          if (isSettled(server.lists[key].status)) state.lists[key] = server.lists[key];
        }
        if (isSettled(server.detail.status)) state.detail = server.detail;
        return state;
      });
  },
});

export const {
  feedListLoaded,
  feedListFailed,
  feedDetailLoaded,
  feedDetailFailed,
  pollVoted,
  pollVoteFailed,
  subscribeToUnlockFailed,
} = feedSlice.actions;
export const feedReducer = feedSlice.reducer;

// ---- selectors
type S = { feed: FeedState };
export const selectFeedList = (s: S, list: FeedListKey) => s.feed.lists[list];
export const selectFeed = (s: S, id: string): Feed | undefined => s.feed.entities[id];
export const selectFeedDetail = (s: S) => s.feed.detail;
export const selectVote = (s: S, feedId: string): VoteState | undefined => s.feed.votes[feedId];
export const selectSubscribeError = (s: S) => s.feed.subscribeError;
export const selectHasMore = (s: S, list: FeedListKey) => {
  const l = s.feed.lists[list];
  return l.status === 'succeeded' && l.ids.length < l.total;
};
