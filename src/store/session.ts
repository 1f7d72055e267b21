// The end of a session, heard by every slice that holds per-user data (house rule 4), as HYDRATE (hydrate.ts) is
// heard by every slice that takes server state. A store-wide event belongs below the features: a slice resets
// on it without importing the auth feature, so auth may build on the current user (features/user) without a
// circle. The auth saga dispatches it once the token is gone.
import { createAction } from '@reduxjs/toolkit';

export const loggedOut = createAction('auth/loggedOut');
