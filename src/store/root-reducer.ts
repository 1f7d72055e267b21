import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '@/features/auth/auth-slice';
import { userReducer } from '@/features/user/user-slice';
import { settingsReducer } from '@/features/settings/settings-slice';
import { uiReducer } from '@/features/ui/ui-slice';
import { followReducer } from '@/features/follow/follow-slice';
import { subscriptionReducer } from '@/features/subscription/subscription-slice';
import { realtimeReducer } from '@/features/realtime/realtime-slice';

export const rootReducer = combineReducers({
  auth: authReducer,
  user: userReducer,
  settings: settingsReducer,
  ui: uiReducer,
  follow: followReducer,
  subscription: subscriptionReducer,
  realtime: realtimeReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
