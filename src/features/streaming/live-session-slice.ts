// The creator's live session on /creator/live (issue 21): going live (or resuming a session left open), the
// moment the room is told the video is on (the call timer's zero), and ending. The page keeps only the view,
// the camera and the media engine; what the session is and where it stands lives here, its calls in
// live-session-saga.ts. Loaded with the creator's live page; reset when the page closes.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import type { GoLiveInput } from './api';
import type { LiveStream } from './types';

/**
 * idle: the form (or a session to resume); starting: the session is being created; connecting: a session is
 * chosen and the camera is being published; live: the room was told; ending: the end is being saved; ended:
 * the page leaves.
 */
export type LivePhase = 'idle' | 'starting' | 'connecting' | 'live' | 'ending' | 'ended';

export interface LiveSessionState {
  phase: LivePhase;
  /** the session this page streams (created or resumed) */
  stream: LiveStream | null;
  /** a session still open from before (a reload, a closed tab): resumed rather than replaced */
  openSession: LiveStream | null;
  /** ms: when the room was told, minus what a resumed session had already streamed */
  startedAt: number | null;
  error: string;
}

export const initialLiveSessionState: LiveSessionState = {
  phase: 'idle',
  stream: null,
  openSession: null,
  startedAt: null,
  error: '',
};

const liveSessionSlice = createSlice({
  name: 'liveSession',
  initialState: initialLiveSessionState,
  reducers: {
    creatorLiveOpened() {
      return initialLiveSessionState;
    },
    /** The page closed: a session left on air stays open on the server, to resume. */
    creatorLiveClosed() {
      return initialLiveSessionState;
    },
    openSessionFound(state, action: PayloadAction<LiveStream>) {
      state.openSession = action.payload;
    },
    goLiveRequested(state, _action: PayloadAction<{ input: GoLiveInput; intentKey: string }>) {
      state.phase = 'starting';
      state.error = '';
    },
    goLiveFailed(state, action: PayloadAction<string>) {
      state.phase = 'idle';
      state.error = action.payload;
    },
    /** A new session, or the open one resumed: the camera goes out next. */
    liveSessionChosen(state, action: PayloadAction<LiveStream>) {
      state.phase = 'connecting';
      state.stream = action.payload;
      state.openSession = null;
    },
    resumeRequested() {},
    openSessionEndRequested() {},
    openSessionEnded(state) {
      state.openSession = null;
    },
    /** The media engine publishes the camera (the page's part); the saga tells the room. */
    livePublished() {},
    liveVideoFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    /** The room knows (`public-stream/live`): LIVE badge, viewers' picture, the timer runs. */
    liveSignalled(state, action: PayloadAction<{ startedAt: number }>) {
      state.phase = 'live';
      state.startedAt = action.payload.startedAt;
    },
    endRequested(state) {
      state.phase = 'ending';
    },
    liveSessionEnded(state) {
      state.phase = 'ended';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialLiveSessionState);
  },
});

export const {
  creatorLiveOpened,
  creatorLiveClosed,
  openSessionFound,
  goLiveRequested,
  goLiveFailed,
  liveSessionChosen,
  resumeRequested,
  openSessionEndRequested,
  openSessionEnded,
  livePublished,
  liveVideoFailed,
  liveSignalled,
  endRequested,
  liveSessionEnded,
} = liveSessionSlice.actions;
export const liveSessionReducer = liveSessionSlice.reducer;

export const selectLiveSession = (s: { liveSession: LiveSessionState }) => s.liveSession;
