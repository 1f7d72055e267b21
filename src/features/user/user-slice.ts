import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { loggedOut } from '@/store/session';
import { type CurrentUser } from './types';

// ---- types
/** Fields the fan (PUT /users) or creator (PUT /performers/me) profile forms send. */
export type ProfileUpdate = Record<string, unknown>;

export interface UserState {
  current: CurrentUser | null;
  error: ApiError | null;
  updateSuccess: boolean;
  updating: boolean;
  updatedPassword: boolean;
}

// ---- initial state
export const initialUserState: UserState = {
  current: null,
  error: null,
  updateSuccess: false,
  updating: false,
  updatedPassword: false,
};

// ---- slice
const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    currentUserLoaded(state, action: PayloadAction<CurrentUser>) {
      state.current = action.payload;
    },
    profileUpdateRequested(state, _action: PayloadAction<ProfileUpdate>) {
      state.updating = true;
      state.updateSuccess = false;
      state.error = null;
    },
    profileUpdated(state, action: PayloadAction<CurrentUser>) {
      state.current = action.payload;
      state.updateSuccess = true;
      state.error = null;
      state.updating = false;
    },
    profileUpdateFailed(state, action: PayloadAction<ApiError>) {
      state.error = action.payload;
      state.updateSuccess = false;
      state.updating = false;
    },
    passwordUpdateRequested(state, _action: PayloadAction<{ password: string; currentPassword?: string }>) {
      state.updating = true;
      state.updatedPassword = false;
      state.error = null;
    },
    passwordUpdated(state) {
      state.updatedPassword = true;
      state.error = null;
      state.updating = false;
    },
    passwordUpdateFailed(state, action: PayloadAction<ApiError>) {
      state.error = action.payload;
      state.updatedPassword = false;
      state.updating = false;
    },
    /** A media upload (avatar, cover, welcome video, documents) finished; merge the returned fields. */
    currentUserPatched(state, action: PayloadAction<Partial<CurrentUser>>) {
      if (state.current) Object.assign(state.current, action.payload);
    },
    /** Adds the given amount (negative for a debit) to the balance (spec §4 "balance change"). */
    balanceChanged(state, action: PayloadAction<{ token: number }>) {
      if (state.current)
        state.current.balance = Math.round((state.current.balance + action.payload.token) * 100) / 100;
    },
    /** Something moved money: re-read the balance (user-saga). */
    balanceRefreshRequested() {},
    /** The account changed elsewhere (an ID document uploaded, the operator's review): re-read it (user-saga). */
    accountRefreshRequested() {},
    /** Forget the last update's outcome (a form was reopened). */
    updateStatusCleared(state) {
      state.updateSuccess = false;
      state.updatedPassword = false;
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialUserState)
      .addCase(hydrated, (state, action) => {
        const server = action.payload.user as UserState | undefined;
        if (server?.current && !state.current) state.current = server.current;
      });
  },
});

export const {
  currentUserLoaded,
  profileUpdateRequested,
  profileUpdated,
  profileUpdateFailed,
  passwordUpdateRequested,
  passwordUpdated,
  passwordUpdateFailed,
  currentUserPatched,
  balanceChanged,
  balanceRefreshRequested,
  accountRefreshRequested,
  updateStatusCleared,
} = userSlice.actions;
export const userReducer = userSlice.reducer;

// ---- selectors
export const selectCurrentUser = (s: { user: UserState }) => s.user.current;
export const selectUserUpdate = (s: { user: UserState }) => s.user;
