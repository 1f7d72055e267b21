import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { loggedOut } from '@/store/session';

// ---- types
export interface LoginCredentials {
  /** username or email */
  username: string;
  password: string;
  remember: boolean;
}

export interface AuthUser {
  _id: string;
  username: string;
  isPerformer: boolean;
}

export interface AuthState {
  loggedIn: boolean;
  authUser: AuthUser | null;
  loginAuth: {
    requesting: boolean;
    error: ApiError | null;
    /** what the login produced for the UI (never the token: it lives only in the cookie) */
    data: { redirectTo: string } | null;
    success: boolean;
  };
}

// ---- initial state
export const initialAuthState: AuthState = {
  loggedIn: false,
  authUser: null,
  loginAuth: { requesting: false, error: null, data: null, success: false },
};

// ---- events that only sagas react to
/** Social login hands over an API token obtained from Google / Twitter; the same path as a password login follows. */
export const socialLoginRequested = createAction<{ token: string; remember?: boolean }>(
  'auth/socialLoginRequested',
);
export const logoutRequested = createAction('auth/logoutRequested');
/** Re-fetch the current user (e.g. after a payment or a profile change elsewhere). */
export const currentUserRefreshRequested = createAction('auth/currentUserRefreshRequested');

// ---- slice
const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginCredentials>) {
      state.loginAuth = { requesting: true, error: null, data: null, success: false };
    },
    /** Token stored and current user fetched (login, social login, or SSR cookie check). */
    loggedIn(state, action: PayloadAction<{ user: AuthUser; redirectTo?: string }>) {
      state.loggedIn = true;
      state.authUser = action.payload.user;
      state.loginAuth = {
        requesting: false,
        error: null,
        data: action.payload.redirectTo ? { redirectTo: action.payload.redirectTo } : null,
        success: true,
      };
    },
    loginFailed(state, action: PayloadAction<ApiError>) {
      state.loggedIn = false;
      state.authUser = null;
      state.loginAuth = { requesting: false, error: action.payload, data: null, success: false };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(socialLoginRequested, (state) => {
        state.loginAuth = { requesting: true, error: null, data: null, success: false };
      })
      .addCase(loggedOut, () => initialAuthState)
      .addCase(hydrated, (state, action) => {
        const server = action.payload.auth as AuthState | undefined;
        // Only the server knows the cookie's user on first load; never let hydration undo a client login/logout.
        if (server?.loggedIn && !state.loggedIn) {
          state.loggedIn = true;
          state.authUser = server.authUser;
        }
      });
  },
});

export const { loginRequested, loggedIn, loginFailed } = authSlice.actions;
export const authReducer = authSlice.reducer;

// ---- selectors
export const selectLoggedIn = (s: { auth: AuthState }) => s.auth.loggedIn;
export const selectAuthUser = (s: { auth: AuthState }) => s.auth.authUser;
export const selectLoginAuth = (s: { auth: AuthState }) => s.auth.loginAuth;
