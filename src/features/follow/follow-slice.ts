import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { loggedOut } from '@/store/session';

// ---- types
export interface FollowState {
  /** ids of creators the current user follows; unique */
  followedIds: string[];
  /** ids with a follow/unfollow call in flight (buttons show a spinner) */
  pendingIds: string[];
  error: ApiError | null;
}

// ---- initial state
export const initialFollowState: FollowState = { followedIds: [], pendingIds: [], error: null };

function dropPending(state: FollowState, id: string) {
  if (state.pendingIds.includes(id)) state.pendingIds = state.pendingIds.filter((p) => p !== id);
}

// ---- events for the saga
export const followRequested = createAction<{ performerId: string }>('follow/followRequested');
export const unfollowRequested = createAction<{ performerId: string }>('follow/unfollowRequested');

// ---- slice
const followSlice = createSlice({
  name: 'follow',
  initialState: initialFollowState,
  reducers: {
    // A seed that changes nothing (a server loader's "not followed" for every creator shown) leaves the state
    // the same object: a slice untouched in value stays out of __NEXT_DATA__ (app-store/hand-over.ts).
    followAdded(state, action: PayloadAction<string>) {
      if (!state.followedIds.includes(action.payload)) state.followedIds.push(action.payload);
      dropPending(state, action.payload);
    },
    followRemoved(state, action: PayloadAction<string>) {
      if (state.followedIds.includes(action.payload))
        state.followedIds = state.followedIds.filter((id) => id !== action.payload);
      dropPending(state, action.payload);
    },
    followFailed(state, action: PayloadAction<{ performerId: string; error: ApiError }>) {
      dropPending(state, action.payload.performerId);
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(followRequested, (state, action) => {
        if (!state.pendingIds.includes(action.payload.performerId))
          state.pendingIds.push(action.payload.performerId);
        state.error = null;
      })
      .addCase(unfollowRequested, (state, action) => {
        if (!state.pendingIds.includes(action.payload.performerId))
          state.pendingIds.push(action.payload.performerId);
        state.error = null;
      })
      .addCase(loggedOut, () => initialFollowState)
      .addCase(hydrated, (state, action) => {
        const server = action.payload.follow as FollowState | undefined;
        if (!server) return state;
        // union: ids the server knew plus ones followed since on the client
        for (const id of server.followedIds) if (!state.followedIds.includes(id)) state.followedIds.push(id);
        return state;
      });
  },
});

export const { followAdded, followRemoved, followFailed } = followSlice.actions;
export const followReducer = followSlice.reducer;

// ---- selectors
export const selectIsFollowed = (s: { follow: FollowState }, performerId: string) =>
  s.follow.followedIds.includes(performerId);
export const selectFollowPending = (s: { follow: FollowState }, performerId: string) =>
  s.follow.pendingIds.includes(performerId);
