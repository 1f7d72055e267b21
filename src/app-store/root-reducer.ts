// The shell's slices, in every page's store, plus the type of the code-split ones (features.ts, imported as a
// type only, so their code stays out of _app).
import { type Reducer } from '@reduxjs/toolkit';
import { authReducer, type AuthState } from '@/features/auth';
import { userReducer, type UserState } from '@/features/user';
import { settingsReducer } from '@/features/settings';
import { uiReducer, type UiState } from '@/features/ui';
import { followReducer, type FollowState } from '@/features/follow';
import { subscriptionReducer, type SubscriptionState } from '@/features/subscription';
import { realtimeReducer, type RealtimeState } from '@/features/realtime';
import { searchReducer, type SearchState } from '@/features/search';
import { streamingReducer, type StreamingState } from '@/features/streaming';
import { purchaseDialogsReducer, type PurchaseDialogsState } from '@/features/wallet';
import type { SettingsState } from '@/features/settings';
import type { FeatureStateOf } from '@/store/feature';
import type { codeSplitFeatures } from './features';

export const shellReducers = {
  auth: authReducer,
  user: userReducer,
  settings: settingsReducer,
  ui: uiReducer,
  follow: followReducer,
  subscription: subscriptionReducer,
  realtime: realtimeReducer,
  search: searchReducer,
  streaming: streamingReducer,
  purchaseDialogs: purchaseDialogsReducer,
} satisfies { [K in keyof ShellState]: Reducer<ShellState[K]> };

/**
 * The shell's state, named slice by slice rather than inferred from the reducers: the infrastructure's hooks
 * read RootState through an interface this root fills in (store/hooks.ts), and an inferred type would refer
 * back to itself. `satisfies` below keeps each reducer in step with its state type.
 */
interface ShellState {
  auth: AuthState;
  user: UserState;
  settings: SettingsState;
  ui: UiState;
  follow: FollowState;
  subscription: SubscriptionState;
  realtime: RealtimeState;
  search: SearchState;
  streaming: StreamingState;
  /** every page's layout reads it (the wallet's dialogs open from anywhere); the wallet's saga is code-split */
  purchaseDialogs: PurchaseDialogsState;
}

/** The code-split slices, derived from the descriptors (app-store/features.ts): present whenever a component
 * can read them (it joins its feature first, src/store/use-feature.ts; the server's stores hold them all). */
export type FeatureState = FeatureStateOf<typeof codeSplitFeatures>;

export type RootState = ShellState & FeatureState;
