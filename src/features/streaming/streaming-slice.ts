// Streaming state (spec §3 "Streaming state", §4 "Private requests"): the creator's pending private-show
// requests (adding appends; accessing removes the one with that conversationId), and what the open live room
// hears: who watches (`public-room-changed`), an accepted private show, and the end of the session
// (`model-left`, `admin-end-session-stream`, `private-show-ended`, `media-revoked`). A shell slice: requests
// reach a creator on any page.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import { socketEventReceived } from '@/features/realtime';
import { asRaw, num, str } from '@/lib/raw-json';
import { toPerson } from '@/lib/person';
import { toPrivateRequest, type LivePerson, type PrivateRequest } from './types';

export const SESSION_ENDED = 'Streaming session has ended!';

export interface StreamingState {
  privateRequests: PrivateRequest[];
  watching: { conversationId: string; total: number; members: LivePerson[] } | null;
  /** the private show (conversationId) the creator just accepted */
  acceptedShow: string | null;
  ended: { conversationId: string; message: string } | null;
}

export const initialStreamingState: StreamingState = {
  privateRequests: [],
  watching: null,
  acceptedShow: null,
  ended: null,
};

function addRequest(state: StreamingState, request: PrivateRequest) {
  if (!request.conversationId) return;
  state.privateRequests = state.privateRequests.filter((r) => r.conversationId !== request.conversationId);
  state.privateRequests.push(request);
}

const streamingSlice = createSlice({
  name: 'streaming',
  initialState: initialStreamingState,
  reducers: {
    privateRequestAdded(state, action: PayloadAction<PrivateRequest>) {
      addRequest(state, action.payload);
    },
    privateRequestAccessed(state, action: PayloadAction<string>) {
      state.privateRequests = state.privateRequests.filter((r) => r.conversationId !== action.payload);
    },
    privateRequestsLoaded(state, action: PayloadAction<PrivateRequest[]>) {
      state.privateRequests = [];
      for (const request of action.payload) addRequest(state, request);
    },
    liveRoomEntered(state) {
      state.watching = null;
      state.ended = null;
      state.acceptedShow = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialStreamingState);
    builder.addCase(socketEventReceived, (state, action) => {
      const { event } = action.payload;
      const data = asRaw(action.payload.data);
      const conversationId = str(data.conversationId);
      switch (event) {
        case 'private-chat-request':
          addRequest(state, toPrivateRequest(data));
          break;
        case 'private-chat-accepted':
          state.acceptedShow = conversationId;
          break;
        case 'public-room-changed':
          state.watching = {
            conversationId,
            total: num(data.total),
            members: Array.isArray(data.members) ? data.members.map(toPerson) : [],
          };
          break;
        case 'model-left':
        case 'admin-end-session-stream':
          state.ended = { conversationId, message: SESSION_ENDED };
          break;
        case 'private-show-ended':
          state.privateRequests = state.privateRequests.filter((r) => r.conversationId !== conversationId);
          state.ended = { conversationId, message: str(data.message) || SESSION_ENDED };
          break;
        case 'media-revoked':
          state.ended = { conversationId, message: str(data.message) || SESSION_ENDED };
          break;
        default:
      }
    });
  },
});

export const { privateRequestAdded, privateRequestAccessed, privateRequestsLoaded, liveRoomEntered } =
  streamingSlice.actions;
export const streamingReducer = streamingSlice.reducer;

export const selectStreaming = (s: { streaming: StreamingState }) => s.streaming;
export const selectPrivateRequests = (s: { streaming: StreamingState }) => s.streaming.privateRequests;
