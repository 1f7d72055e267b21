import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { loggedOut } from '@/store/session';
import { DIRECTORY_DEFAULTS, type DirectoryQuery } from './directory-query';
import { type PerformerCard, type PerformerProfile } from './types';
import { type RequestStatus, isSettled } from '@/lib/request-status';

// ---- types

export interface DirectoryState {
  items: PerformerCard[];
  total: number;
  status: RequestStatus;
  error: ApiError | null;
  query: DirectoryQuery;
}

export interface ProfileState {
  /** username or id the page asked for */
  requestedId: string;
  current: PerformerProfile | null;
  status: RequestStatus;
  error: ApiError | null;
}

export interface PerformerState {
  directory: DirectoryState;
  profile: ProfileState;
  /** creators the viewer bookmarked (seeded from profiles, changed by the bookmark toggle); unique */
  bookmarkedIds: string[];
  bookmarkPendingIds: string[];
  bookmarkError: ApiError | null;
}

// ---- initial state
export const initialDirectoryQuery: DirectoryQuery = {
  current: 1,
  pageSize: DIRECTORY_DEFAULTS.pageSize,
  sortBy: DIRECTORY_DEFAULTS.sortBy,
  sort: 'descend',
  filters: { ...DIRECTORY_DEFAULTS.filters },
};

export const initialPerformerState: PerformerState = {
  directory: { items: [], total: 0, status: 'idle', error: null, query: initialDirectoryQuery },
  profile: { requestedId: '', current: null, status: 'idle', error: null },
  bookmarkedIds: [],
  bookmarkPendingIds: [],
  bookmarkError: null,
};

// ---- events for the saga
/** The live/online refresh of an open profile (reference §2.5: every 15 s). */
export const PROFILE_POLL_MS = 15_000;
/** The first refresh is due (the page waited PROFILE_POLL_MS): refresh now, then every PROFILE_POLL_MS. */
export const profilePollingStarted = createAction<{ performerId: string }>('performer/profilePollingStarted');
export const profilePollingStopped = createAction('performer/profilePollingStopped');
export const bookmarkRequested = createAction<{ performerId: string }>('performer/bookmarkRequested');
export const unbookmarkRequested = createAction<{ performerId: string }>('performer/unbookmarkRequested');

const without = (ids: string[], id: string) => ids.filter((x) => x !== id);

// ---- slice
const performerSlice = createSlice({
  name: 'performer',
  initialState: initialPerformerState,
  reducers: {
    directoryRequested(state, action: PayloadAction<DirectoryQuery>) {
      state.directory.status = 'loading';
      state.directory.error = null;
      state.directory.query = action.payload;
    },
    directoryLoaded(
      state,
      action: PayloadAction<{ query: DirectoryQuery; items: PerformerCard[]; total: number }>,
    ) {
      state.directory = { ...action.payload, status: 'succeeded', error: null };
    },
    directoryFailed(state, action: PayloadAction<{ query: DirectoryQuery; error: ApiError }>) {
      state.directory = {
        items: [],
        total: 0,
        status: 'failed',
        error: action.payload.error,
        query: action.payload.query,
      };
    },
    profileRequested(state, action: PayloadAction<{ id: string }>) {
      state.profile = { requestedId: action.payload.id, current: null, status: 'loading', error: null };
    },
    profileLoaded(state, action: PayloadAction<{ id: string; profile: PerformerProfile }>) {
      const { id, profile } = action.payload;
      state.profile = { requestedId: id, current: profile, status: 'succeeded', error: null };
      state.bookmarkedIds = without(state.bookmarkedIds, profile._id);
      if (profile.isBookMarked) state.bookmarkedIds.push(profile._id);
    },
    profileFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      state.profile = {
        requestedId: action.payload.id,
        current: null,
        status: 'failed',
        error: action.payload.error,
      };
    },
    /** the 15 s poll: only the live and online flags change */
    profileStatusRefreshed(state, action: PayloadAction<{ _id: string; isOnline: boolean; live: boolean }>) {
      const current = state.profile.current;
      if (!current || current._id !== action.payload._id) return;
      current.isOnline = action.payload.isOnline;
      current.live = action.payload.live;
    },
    bookmarkAdded(state, action: PayloadAction<string>) {
      if (!state.bookmarkedIds.includes(action.payload)) state.bookmarkedIds.push(action.payload);
      state.bookmarkPendingIds = without(state.bookmarkPendingIds, action.payload);
    },
    bookmarkRemoved(state, action: PayloadAction<string>) {
      state.bookmarkedIds = without(state.bookmarkedIds, action.payload);
      state.bookmarkPendingIds = without(state.bookmarkPendingIds, action.payload);
    },
    bookmarkFailed(state, action: PayloadAction<{ performerId: string; error: ApiError }>) {
      state.bookmarkPendingIds = without(state.bookmarkPendingIds, action.payload.performerId);
      state.bookmarkError = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    const pending = (state: PerformerState, action: PayloadAction<{ performerId: string }>) => {
      if (!state.bookmarkPendingIds.includes(action.payload.performerId)) {
        state.bookmarkPendingIds.push(action.payload.performerId);
      }
      state.bookmarkError = null;
    };
    builder
      .addCase(bookmarkRequested, pending)
      .addCase(unbookmarkRequested, pending)
      .addCase(loggedOut, (state) => ({
        ...state,
        bookmarkedIds: [],
        bookmarkPendingIds: [],
        bookmarkError: null,
      }))
      .addCase(hydrated, (state, action) => {
        const server = action.payload.performer as PerformerState | undefined;
        if (!server) return state;
        // Server-fetched lists win once they settled; bookmarks are a union (client toggles survive).
        if (isSettled(server.directory.status)) state.directory = server.directory;
        if (isSettled(server.profile.status)) state.profile = server.profile;
        for (const id of server.bookmarkedIds)
          if (!state.bookmarkedIds.includes(id)) state.bookmarkedIds.push(id);
        return state;
      });
  },
});

export const {
  directoryRequested,
  directoryLoaded,
  directoryFailed,
  profileRequested,
  profileLoaded,
  profileFailed,
  profileStatusRefreshed,
  bookmarkAdded,
  bookmarkRemoved,
  bookmarkFailed,
} = performerSlice.actions;
export const performerReducer = performerSlice.reducer;

// ---- selectors
type S = { performer: PerformerState };
export const selectDirectory = (s: S) => s.performer.directory;
export const selectProfile = (s: S) => s.performer.profile;
export const selectIsBookmarked = (s: S, performerId: string) =>
  s.performer.bookmarkedIds.includes(performerId);
export const selectBookmarkPending = (s: S, performerId: string) =>
  s.performer.bookmarkPendingIds.includes(performerId);
