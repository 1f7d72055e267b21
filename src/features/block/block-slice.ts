import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { loggedOut } from '@/store/session';
import { type BlockedUser, type UserCard } from './types';
import { type RequestStatus } from '@/lib/request-status';

// ---- types

export interface BlockedUsersState {
  items: BlockedUser[];
  total: number;
  offset: number;
  limit: number;
  status: RequestStatus;
  error: ApiError | null;
}

/** The last block/unblock call: `seq` grows on every outcome so the page toasts once per result. */
export interface BlockMutationState {
  kind: 'block' | 'unblock' | null;
  status: RequestStatus;
  error: ApiError | null;
  seq: number;
  /** user ids with an unblock in flight */
  pendingIds: string[];
}

export interface BlockedCountriesState {
  codes: string[];
  status: RequestStatus;
  error: ApiError | null;
  saveStatus: RequestStatus;
  saveError: ApiError | null;
  saveSeq: number;
}

export interface BlockState {
  users: BlockedUsersState;
  mutation: BlockMutationState;
  countries: BlockedCountriesState;
}

// ---- initial state
export const BLOCKED_USERS_PAGE_SIZE = 10;

export const initialBlockState: BlockState = {
  users: { items: [], total: 0, offset: 0, limit: BLOCKED_USERS_PAGE_SIZE, status: 'idle', error: null },
  mutation: { kind: null, status: 'idle', error: null, seq: 0, pendingIds: [] },
  countries: { codes: [], status: 'idle', error: null, saveStatus: 'idle', saveError: null, saveSeq: 0 },
};

// ---- events for the saga
export const blockedUsersRequested = createAction<{ offset: number; limit: number }>(
  'block/blockedUsersRequested',
);
/** `target` is the card picked in the modal: the block answer carries ids only. */
export const userBlockRequested = createAction<{ targetId: string; reason: string; target?: UserCard }>(
  'block/userBlockRequested',
);
export const userUnblockRequested = createAction<{ userId: string }>('block/userUnblockRequested');
export const blockedCountriesRequested = createAction('block/blockedCountriesRequested');
export const blockedCountriesSaveRequested = createAction<{ countryCodes: string[] }>(
  'block/blockedCountriesSaveRequested',
);

// ---- slice
const blockSlice = createSlice({
  name: 'block',
  initialState: initialBlockState,
  reducers: {
    blockedUsersLoaded(
      state,
      action: PayloadAction<{ items: BlockedUser[]; total: number; offset: number; limit: number }>,
    ) {
      state.users = { ...action.payload, status: 'succeeded', error: null };
    },
    blockedUsersFailed(state, action: PayloadAction<ApiError>) {
      state.users.status = 'failed';
      state.users.error = action.payload;
    },
    userBlocked(state, action: PayloadAction<BlockedUser>) {
      const existing = state.users.items.findIndex((b) => b.targetId === action.payload.targetId);
      if (existing >= 0) state.users.items[existing] = action.payload;
      else {
        state.users.items.unshift(action.payload);
        state.users.total += 1;
      }
      state.mutation = {
        ...state.mutation,
        kind: 'block',
        status: 'succeeded',
        error: null,
        seq: state.mutation.seq + 1,
      };
    },
    userBlockFailed(state, action: PayloadAction<ApiError>) {
      state.mutation = {
        ...state.mutation,
        kind: 'block',
        status: 'failed',
        error: action.payload,
        seq: state.mutation.seq + 1,
      };
    },
    userUnblocked(state, action: PayloadAction<{ userId: string }>) {
      const { userId } = action.payload;
      const before = state.users.items.length;
      state.users.items = state.users.items.filter((b) => b.targetId !== userId);
      state.users.total = Math.max(0, state.users.total - (before - state.users.items.length));
      state.mutation.pendingIds = state.mutation.pendingIds.filter((id) => id !== userId);
      state.mutation = {
        ...state.mutation,
        kind: 'unblock',
        status: 'succeeded',
        error: null,
        seq: state.mutation.seq + 1,
      };
    },
    userUnblockFailed(state, action: PayloadAction<{ userId: string; error: ApiError }>) {
      state.mutation.pendingIds = state.mutation.pendingIds.filter((id) => id !== action.payload.userId);
      state.mutation = {
        ...state.mutation,
        kind: 'unblock',
        status: 'failed',
        error: action.payload.error,
        seq: state.mutation.seq + 1,
      };
    },
    blockedCountriesLoaded(state, action: PayloadAction<string[]>) {
      state.countries.codes = action.payload;
      state.countries.status = 'succeeded';
      state.countries.error = null;
    },
    blockedCountriesFailed(state, action: PayloadAction<ApiError>) {
      state.countries.status = 'failed';
      state.countries.error = action.payload;
    },
    blockedCountriesSaved(state, action: PayloadAction<string[]>) {
      state.countries.codes = action.payload;
      state.countries.saveStatus = 'succeeded';
      state.countries.saveError = null;
      state.countries.saveSeq += 1;
    },
    blockedCountriesSaveFailed(state, action: PayloadAction<ApiError>) {
      state.countries.saveStatus = 'failed';
      state.countries.saveError = action.payload;
      state.countries.saveSeq += 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(blockedUsersRequested, (state, action) => {
        state.users.status = 'loading';
        state.users.error = null;
        state.users.offset = action.payload.offset;
        state.users.limit = action.payload.limit;
      })
      .addCase(userBlockRequested, (state) => {
        state.mutation.kind = 'block';
        state.mutation.status = 'loading';
        state.mutation.error = null;
      })
      .addCase(userUnblockRequested, (state, action) => {
        state.mutation.kind = 'unblock';
        state.mutation.status = 'loading';
        state.mutation.error = null;
        if (!state.mutation.pendingIds.includes(action.payload.userId)) {
          state.mutation.pendingIds.push(action.payload.userId);
        }
      })
      .addCase(blockedCountriesRequested, (state) => {
        state.countries.status = 'loading';
        state.countries.error = null;
      })
      .addCase(blockedCountriesSaveRequested, (state) => {
        state.countries.saveStatus = 'loading';
        state.countries.saveError = null;
      })
      .addCase(loggedOut, () => initialBlockState)
      // Loaded in the browser only: the server copy never replaces what the creator is editing.
      .addCase(hydrated, (state) => state);
  },
});

export const {
  blockedUsersLoaded,
  blockedUsersFailed,
  userBlocked,
  userBlockFailed,
  userUnblocked,
  userUnblockFailed,
  blockedCountriesLoaded,
  blockedCountriesFailed,
  blockedCountriesSaved,
  blockedCountriesSaveFailed,
} = blockSlice.actions;
export const blockReducer = blockSlice.reducer;

// ---- selectors
export const selectBlockedUsers = (s: { block: BlockState }) => s.block.users;
export const selectBlockMutation = (s: { block: BlockState }) => s.block.mutation;
export const selectBlockedCountries = (s: { block: BlockState }) => s.block.countries;
