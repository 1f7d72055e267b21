// The creator's live session (issue 21), run while /creator/live is open: the open session to resume (asked for
// only when the account says one is on air), going live with the click's intent key, telling the room once the
// camera is out (`public-stream/live`), the duration every 15 s (reference §5.5 step 6), and ending. Closing the
// page cancels all of it; a session still on air stays open on the server, to resume.
import { call, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { callApi } from '@/lib/request-saga';
import {
  balanceRefreshRequested,
  currentUserLoaded,
  currentUserPatched,
  selectCurrentUser,
} from '@/features/user';
import * as api from './api';
import {
  creatorLiveClosed,
  creatorLiveOpened,
  endRequested,
  goLiveFailed,
  goLiveRequested,
  livePublished,
  liveSessionChosen,
  liveSessionEnded,
  liveSignalled,
  openSessionEndRequested,
  openSessionEnded,
  openSessionFound,
  resumeRequested,
  selectLiveSession,
  type LiveSessionState,
} from './live-session-slice';
import { liveRoomEntered } from './streaming-slice';
import { CLIENT_EVENTS } from '@api/contract/socket-events';
import { emitWithAck } from './streaming-saga';
import { liveRoomJoinRequested, liveRoomLeaveRequested } from './streaming-requests';
import type { LiveStream } from './types';

export const DURATION_REPORT_MS = 15_000;

const secondsLive = (startedAt: number | null) =>
  startedAt === null ? 0 : Math.max(0, Math.floor((Date.now() - startedAt) / 1000));

function* session() {
  const state: LiveSessionState = yield select(selectLiveSession);
  return state;
}

/** The account says a live is on air (read again on open: another tab may have started one): fetch it. */
function* watchOnAir() {
  let asked = '';
  while (true) {
    const user: { _id?: string; live?: boolean } | null = yield select(selectCurrentUser);
    const onAir = user?._id && user.live === true ? user._id : '';
    if (onAir && onAir !== asked) {
      const { data } = yield* callApi(api.joinStream, onAir);
      if (data) yield put(openSessionFound(data));
    }
    asked = onAir;
    yield take([currentUserLoaded.type, currentUserPatched.type]);
  }
}

/** Into the session's room: who watches, its chat, the end events. */
function* enter(stream: LiveStream) {
  yield put(liveRoomEntered());
  yield put(liveRoomJoinRequested({ conversationId: stream.conversationId }));
  yield put(liveSessionChosen(stream));
}

export function* goLiveWorker(action: ReturnType<typeof goLiveRequested>) {
  const { data, error } = yield* callApi(api.goLive, action.payload.input, action.payload.intentKey);
  if (error) yield put(goLiveFailed(error.message));
  else yield* enter({ ...data.stream, conversationId: data.conversationId });
}

export function* resumeWorker() {
  const { openSession }: LiveSessionState = yield* session();
  if (openSession) yield* enter(openSession);
}

export function* endOpenWorker() {
  const { openSession }: LiveSessionState = yield* session();
  if (!openSession) return;
  const { error } = yield* callApi(api.endStream, openSession._id);
  if (!error) yield put(openSessionEnded());
}

/** While live: the duration the API keeps (and shows in lists), every 15 s. */
function* reportDuration(streamId: string) {
  while (true) {
    yield delay(DURATION_REPORT_MS);
    const { phase, startedAt }: LiveSessionState = yield* session();
    if (phase !== 'live') return;
    yield* callApi(api.setDuration, streamId, secondsLive(startedAt));
  }
}

/** The camera is out: the room hears it (badge, mails, viewers) and the timer starts. */
export function* signalWorker() {
  const { stream }: LiveSessionState = yield* session();
  if (!stream) return;
  yield call(emitWithAck, CLIENT_EVENTS.goLive, { conversationId: stream.conversationId });
  // a resumed session's timer goes on from what was streamed
  yield put(liveSignalled({ startedAt: Date.now() - stream.streamingTime * 1000 }));
  yield fork(reportDuration, stream._id);
}

/** The last duration, the end, out of the room; the page then leaves the media and goes to the profile. */
export function* endWorker() {
  const { stream, startedAt }: LiveSessionState = yield* session();
  if (!stream) return;
  yield* callApi(api.setDuration, stream._id, secondsLive(startedAt));
  yield* callApi(api.endStream, stream._id);
  yield put(liveRoomLeaveRequested({ conversationId: stream.conversationId }));
  yield put(liveSessionEnded());
}

function* creatorPage() {
  yield put(balanceRefreshRequested());
  yield fork(watchOnAir);
  yield takeLeading(goLiveRequested.type, goLiveWorker);
  yield takeEvery(resumeRequested.type, resumeWorker);
  yield takeLeading(openSessionEndRequested.type, endOpenWorker);
  yield takeLeading(livePublished.type, signalWorker);
  yield takeLeading(endRequested.type, endWorker);
}

export function* liveSessionSaga() {
  while (true) {
    yield take(creatorLiveOpened.type);
    yield race({ page: call(creatorPage), closed: take(creatorLiveClosed.type) });
  }
}
