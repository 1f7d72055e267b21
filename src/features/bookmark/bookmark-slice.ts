import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { loggedOut } from '@/store/session';
import { reactionToggled } from '@/features/reaction';
import { type BookmarkItem, type BookmarkTab, BOOKMARK_OBJECT_TYPE, BOOKMARK_TABS } from './types';
import { type RequestStatus } from '@/lib/request-status';

// ---- types

export interface BookmarkList {
  items: BookmarkItem[];
  total: number;
  offset: number;
  limit: number;
  status: RequestStatus;
  error: ApiError | null;
  /** object ids with a removal in flight */
  removingIds: string[];
}

export type BookmarkState = Record<BookmarkTab, BookmarkList>;

// ---- initial state
export const BOOKMARKS_PAGE_SIZE = 12;

const emptyList = (): BookmarkList => ({
  items: [],
  total: 0,
  offset: 0,
  limit: BOOKMARKS_PAGE_SIZE,
  status: 'idle',
  error: null,
  removingIds: [],
});

export const initialBookmarkState: BookmarkState = Object.fromEntries(
  BOOKMARK_TABS.map((t) => [t, emptyList()]),
) as BookmarkState;

// ---- events for the saga
export const bookmarksRequested = createAction<{ tab: BookmarkTab; offset: number; limit: number }>(
  'bookmark/bookmarksRequested',
);
export const bookmarkRemoveRequested = createAction<{ tab: BookmarkTab; objectId: string }>(
  'bookmark/bookmarkRemoveRequested',
);

// ---- slice
const bookmarkSlice = createSlice({
  name: 'bookmark',
  initialState: initialBookmarkState,
  reducers: {
    bookmarksLoaded(
      state,
      action: PayloadAction<{
        tab: BookmarkTab;
        items: BookmarkItem[];
        total: number;
        offset: number;
        limit: number;
      }>,
    ) {
      const { tab, ...page } = action.payload;
      state[tab] = { ...state[tab], ...page, status: 'succeeded', error: null };
    },
    bookmarksFailed(state, action: PayloadAction<{ tab: BookmarkTab; error: ApiError }>) {
      state[action.payload.tab].status = 'failed';
      state[action.payload.tab].error = action.payload.error;
    },
    bookmarkRemoved(state, action: PayloadAction<{ tab: BookmarkTab; objectId: string }>) {
      const list = state[action.payload.tab];
      const before = list.items.length;
      list.items = list.items.filter((i) => i.objectId !== action.payload.objectId);
      list.total = Math.max(0, list.total - (before - list.items.length));
      list.removingIds = list.removingIds.filter((id) => id !== action.payload.objectId);
    },
    bookmarkRemoveFailed(
      state,
      action: PayloadAction<{ tab: BookmarkTab; objectId: string; error: ApiError }>,
    ) {
      const list = state[action.payload.tab];
      list.removingIds = list.removingIds.filter((id) => id !== action.payload.objectId);
      list.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(bookmarksRequested, (state, action) => {
        const list = state[action.payload.tab];
        list.status = 'loading';
        list.error = null;
        list.offset = action.payload.offset;
        list.limit = action.payload.limit;
      })
      .addCase(bookmarkRemoveRequested, (state, action) => {
        const list = state[action.payload.tab];
        if (!list.removingIds.includes(action.payload.objectId))
          list.removingIds.push(action.payload.objectId);
      })
      // a bookmark toggled on a card elsewhere: that tab loads afresh next time it shows
      .addCase(reactionToggled, (state, action) => {
        if (action.payload.action !== 'bookmark') return;
        const tab = BOOKMARK_TABS.find((t) => BOOKMARK_OBJECT_TYPE[t] === action.payload.objectType);
        if (tab && state[tab].status !== 'loading') state[tab].status = 'idle';
      })
      .addCase(loggedOut, () => initialBookmarkState)
      // Loaded in the browser only.
      .addCase(hydrated, (state) => state);
  },
});

export const { bookmarksLoaded, bookmarksFailed, bookmarkRemoved, bookmarkRemoveFailed } =
  bookmarkSlice.actions;
export const bookmarkReducer = bookmarkSlice.reducer;

// ---- selectors
export const selectBookmarks = (s: { bookmark: BookmarkState }, tab: BookmarkTab) => s.bookmark[tab];
