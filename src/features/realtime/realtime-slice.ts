import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth/auth-slice';

// ---- types
/** Socket connection status (spec §4 "Realtime connection"). */
export type SocketStatus = 'initialized' | 'connected' | 'disconnect' | 'reconnecting' | 'failed';

export interface RealtimeState {
  status: SocketStatus;
}

// ---- initial state
export const initialRealtimeState: RealtimeState = { status: 'initialized' };

// ---- slice (client-only)
const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: initialRealtimeState,
  reducers: {
    socketStatusChanged(state, action: PayloadAction<SocketStatus>) {
      state.status = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialRealtimeState);
  },
});

export const { socketStatusChanged } = realtimeSlice.actions;
export const realtimeReducer = realtimeSlice.reducer;

// ---- selectors
export const selectSocketStatus = (s: { realtime: RealtimeState }) => s.realtime.status;
