// Streaming state (spec §3 "Streaming state", §4 "Private requests"): the creator's pending private-show
// requests (adding appends; accessing removes the one with that conversationId), and what the open live room
// hears (as realtime's domain actions): who watches, an accepted private show, and the end of the session
// (the creator left, an admin ended it, a private show ended, the user's media was revoked). A shell slice: requests
// reach a creator on any page.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import {
  creatorLeft,
  liveRoomChanged,
  mediaRevoked,
  privateShowAccepted,
  privateShowEnded,
  privateShowRequested,
  sessionEndedByAdmin,
} from '@/features/realtime';
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
    const endedBy = (state: StreamingState, data: { conversationId?: unknown }, message: string) => {
      state.ended = { conversationId: str(data.conversationId), message };
    };
    builder
      .addCase(privateShowRequested, (state, action) =>
        addRequest(state, toPrivateRequest(asRaw(action.payload))),
      )
      .addCase(privateShowAccepted, (state, action) => {
        state.acceptedShow = str(asRaw(action.payload).conversationId);
      })
      .addCase(liveRoomChanged, (state, action) => {
        const data = asRaw(action.payload);
        state.watching = {
          conversationId: str(data.conversationId),
          total: num(data.total),
          members: Array.isArray(data.members) ? data.members.map(toPerson) : [],
        };
      })
      .addCase(creatorLeft, (state, action) => endedBy(state, asRaw(action.payload), SESSION_ENDED))
      .addCase(sessionEndedByAdmin, (state, action) => endedBy(state, asRaw(action.payload), SESSION_ENDED))
      .addCase(privateShowEnded, (state, action) => {
        const data = asRaw(action.payload);
        const conversationId = str(data.conversationId);
        state.privateRequests = state.privateRequests.filter((r) => r.conversationId !== conversationId);
        endedBy(state, data, str(data.message) || SESSION_ENDED);
      })
      .addCase(mediaRevoked, (state, action) => {
        const data = asRaw(action.payload);
        endedBy(state, data, str(data.message) || SESSION_ENDED);
      });
  },
});

export const { privateRequestAdded, privateRequestAccessed, privateRequestsLoaded, liveRoomEntered } =
  streamingSlice.actions;
export const streamingReducer = streamingSlice.reducer;

export const selectStreaming = (s: { streaming: StreamingState }) => s.streaming;
export const selectPrivateRequests = (s: { streaming: StreamingState }) => s.streaming.privateRequests;
