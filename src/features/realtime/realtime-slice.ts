import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import { unreadConversationsChanged } from './realtime-actions';

// ---- types
/** Socket connection status (spec §4 "Realtime connection"). */
export type SocketStatus = 'initialized' | 'connected' | 'disconnect' | 'reconnecting' | 'failed';

export interface RealtimeState {
  status: SocketStatus;
  /** conversations with unread messages (the header badge): GET /messages/total-unread-messages on connect,
   * then every unreadConversationsChanged */
  unreadConversations: number;
}

// ---- initial state
export const initialRealtimeState: RealtimeState = { status: 'initialized', unreadConversations: 0 };

// ---- slice (client-only)
const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: initialRealtimeState,
  reducers: {
    socketStatusChanged(state, action: PayloadAction<SocketStatus>) {
      state.status = action.payload;
    },
    unreadCountLoaded(state, action: PayloadAction<number>) {
      state.unreadConversations = Math.max(0, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialRealtimeState);
    builder.addCase(unreadConversationsChanged, (state, action) => {
      const total = (action.payload as { total?: unknown } | null)?.total;
      if (typeof total === 'number' && Number.isFinite(total)) state.unreadConversations = Math.max(0, total);
    });
  },
});

export const { socketStatusChanged, unreadCountLoaded } = realtimeSlice.actions;
export const realtimeReducer = realtimeSlice.reducer;

// ---- selectors
export const selectSocketStatus = (s: { realtime: RealtimeState }) => s.realtime.status;
export const selectUnreadConversations = (s: { realtime: RealtimeState }) => s.realtime.unreadConversations;
