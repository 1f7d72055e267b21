// The live room's saga (issue 12): joins the socket room (CLIENT_EVENTS.joinStream, again after every reconnect,
// then catches up on the lines missed), routes the room's socket events into the stream message state, and
// delivers chat lines with the messaging issue's guarantee: each line has a clientId and waits in a per-user
// outbox until the API confirms it; it is sent again after a reconnect or a reload and is stored only once.
import { type PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { CHAT_TEXT } from '@/config/constants';
import { createOutbox, lastConfirmed, type OutboxItem } from '@/lib/outbox';
import { toPerson } from '@/lib/person';
import { getSocket } from '@/lib/socket';
import { callApi } from '@/lib/request-saga';
import { CLIENT_EVENTS, type ClientEventPayloads } from '@api/contract/socket-events';
import {
  liveChatCleared,
  liveChatLineCreated,
  liveChatLineDeleted,
  realtimeNeeded,
  socketConnected,
} from '@/features/realtime';
import { selectCurrentUser } from '@/features/user';
import * as api from './api';
import {
  streamChatActivated,
  streamChatCleared,
  streamMessageDeleteFailed,
  streamMessageDeleteReceived,
  streamMessageDeleteRequested,
  streamMessageDeleted,
  streamMessageReceived,
  streamMessageRetried,
  streamMessageSendFailed,
  streamMessageSendRequested,
  streamMessageSent,
  streamMessagesCaughtUp,
  streamMessagesFailed,
  streamMessagesLoaded,
  streamMessagesRequested,
  type StreamMessageState,
} from './stream-message-slice';
import { toStreamMessage, type LivePerson } from './types';
import {
  liveRoomJoinRequested,
  liveRoomLeaveRequested,
  streamChatClearRequested,
  streamLineRetried,
  streamLineSubmitted,
  streamMoreRequested,
} from './streaming-requests';

export const STREAM_PAGE_SIZE = 25;

const outbox = createOutbox('stream-outbox', (item) =>
  api.sendStreamMessage(item.conversationId, { text: item.text, clientId: item.clientId }),
);

/** Enter or leave a live room's socket room (the page dispatches them). */
const selectStreamMessages = (s: { streamMessage: StreamMessageState }) => s.streamMessage;

/** Emits with an acknowledgement; resolves {ok:false} when the socket is down or does not answer. */
export function emitWithAck<E extends keyof ClientEventPayloads>(
  event: E,
  payload: ClientEventPayloads[E],
): Promise<{ ok: boolean; message?: string }> {
  const socket = getSocket();
  if (!socket?.connected) return Promise.resolve({ ok: false, message: 'offline' });
  return socket
    .timeout(8000)
    .emitWithAck(event, payload)
    .then((ack) => (ack && typeof ack === 'object' ? ack : { ok: true }))
    .catch(() => ({ ok: false, message: 'timeout' }));
}

function* loadFirst(conversationId: string) {
  yield put(streamMessagesRequested({ conversationId }));
  const { data, error } = yield* callApi(api.streamMessages, conversationId, {
    offset: 0,
    limit: STREAM_PAGE_SIZE,
  });
  if (error) yield call(loadFailed, conversationId, error.message);
  else yield put(streamMessagesLoaded({ conversationId, items: data.items, total: data.total }));
}

/** Spec §8: a stream message load failure is only logged. */
function* loadFailed(conversationId: string, reason: string) {
  console.warn(`live chat ${conversationId} could not load: ${reason}`);
  yield put(streamMessagesFailed({ conversationId, error: CHAT_TEXT.chatLoadFailed }));
}

export function* joinWorker(action: PayloadAction<{ conversationId: string }>) {
  const { conversationId } = action.payload;
  yield put(streamChatActivated(conversationId));
  yield call(emitWithAck, CLIENT_EVENTS.joinStream, { conversationId });
  yield call(loadFirst, conversationId);
  yield call(flushOutbox, conversationId);
}

export function* leaveWorker(action: PayloadAction<{ conversationId: string }>) {
  yield call(emitWithAck, CLIENT_EVENTS.leaveStream, { conversationId: action.payload.conversationId });
}

/** After a reconnect: back into the room, the lines missed, then the outbox. */
export function* rejoinWorker() {
  const state: StreamMessageState = yield select(selectStreamMessages);
  const conversationId = state.activeConversation;
  if (!conversationId) return;
  yield call(emitWithAck, CLIENT_EVENTS.joinStream, { conversationId });
  const last = lastConfirmed(state.conversationMap[conversationId]?.items ?? []);
  if (last) {
    const { data } = yield* callApi(api.streamMessages, conversationId, { after: last._id, limit: 200 });
    if (data) yield put(streamMessagesCaughtUp({ conversationId, items: data.items }));
  } else yield call(loadFirst, conversationId);
  yield call(flushOutbox, conversationId);
}

export function* loadMoreWorker(action: PayloadAction<{ conversationId: string }>) {
  const { conversationId } = action.payload;
  const state: StreamMessageState = yield select(selectStreamMessages);
  const chat = state.conversationMap[conversationId];
  if (!chat || chat.fetching) return;
  const held = chat.items.filter((m) => m.delivery === 'sent').length;
  if (held >= chat.total) return;
  yield put(streamMessagesRequested({ conversationId, loadMore: true }));
  const { data, error } = yield* callApi(api.streamMessages, conversationId, {
    offset: held,
    limit: STREAM_PAGE_SIZE,
  });
  if (error) yield call(loadFailed, conversationId, error.message);
  else
    yield put(streamMessagesLoaded({ conversationId, items: data.items, total: data.total, loadMore: true }));
}

/** One line; unlike the messenger, a refused line stays on screen as "Not sent" with the API's reason. */
export function* deliver(item: OutboxItem, userId: string) {
  const result = yield* outbox.deliver(userId, item);
  if (result.outcome === 'sent') yield put(streamMessageSent(result.message));
  else
    yield put(
      streamMessageSendFailed({
        conversationId: item.conversationId,
        clientId: item.clientId,
        error: result.error,
        // a network error's words help nobody; a refusal's or a rate limit's do
        failure:
          result.outcome === 'refused' || result.rateLimited
            ? { reason: result.error, final: result.outcome === 'refused' }
            : undefined,
      }),
    );
}

/** The signed-in user as a chat line's sender. */
function* sender() {
  const user: unknown = yield select(selectCurrentUser);
  const person: LivePerson = toPerson(user);
  return person;
}

export function* submitWorker(action: PayloadAction<{ conversationId: string; text: string }>) {
  const text = action.payload.text.trim();
  const person: LivePerson = yield* sender();
  if (!text || !person._id) return;
  const item = outbox.queue(person._id, { conversationId: action.payload.conversationId, text });
  yield put(streamMessageSendRequested({ ...item, sender: person }));
  yield call(deliver, item, person._id);
}

export function* retryWorker(action: PayloadAction<{ conversationId: string; clientId: string }>) {
  const person: LivePerson = yield* sender();
  const item = outbox.find(person._id, action.payload.clientId);
  if (!item) return;
  yield put(streamMessageRetried(action.payload));
  yield call(deliver, item, person._id);
}

/** Lines of this room still waiting (a reload, a reconnect), oldest first, each with its first clientId. */
export function* flushOutbox(conversationId: string) {
  const person: LivePerson = yield* sender();
  if (!person._id) return;
  for (const item of outbox.pending(person._id, conversationId)) {
    yield put(streamMessageSendRequested({ ...item, sender: person }));
    yield call(deliver, item, person._id);
  }
}

export function* clearWorker(action: PayloadAction<{ conversationId: string }>) {
  yield* callApi(api.clearStreamChat, action.payload.conversationId);
}

export function* deleteWorker(action: PayloadAction<{ messageId: string }>) {
  const { data, error } = yield* callApi(api.deleteStreamMessage, action.payload.messageId);
  if (error) yield put(streamMessageDeleteFailed(error.message));
  else yield put(streamMessageDeleted(data));
}

/** The room's chat lines (realtime's domain actions); my own line's copy confirms it, as in the messenger. */
export function* lineCreatedWorker(action: ReturnType<typeof liveChatLineCreated>) {
  const line = toStreamMessage(action.payload.message);
  const me: LivePerson = yield* sender();
  if (me._id && line.senderId === me._id && line.clientId) outbox.confirmed(me._id, line.clientId);
  yield put(streamMessageReceived(line));
}

export function* lineDeletedWorker(action: ReturnType<typeof liveChatLineDeleted>) {
  yield put(streamMessageDeleteReceived(toStreamMessage(action.payload.message)));
}

export function* chatClearedWorker(action: ReturnType<typeof liveChatCleared>) {
  yield put(streamChatCleared(action.payload.conversationId));
}

export function* streamingSaga() {
  // a live room needs the connection now, not in the browser's idle time (app-store/realtime-start.ts)
  yield put(realtimeNeeded());
  yield takeEvery(liveRoomJoinRequested.type, joinWorker);
  yield takeEvery(liveRoomLeaveRequested.type, leaveWorker);
  yield takeLatest(socketConnected.type, rejoinWorker);
  yield takeEvery(streamMoreRequested.type, loadMoreWorker);
  yield takeEvery(streamLineSubmitted.type, submitWorker);
  yield takeEvery(streamLineRetried.type, retryWorker);
  yield takeEvery(streamMessageDeleteRequested.type, deleteWorker);
  yield takeEvery(streamChatClearRequested.type, clearWorker);
  yield takeEvery(liveChatLineCreated.type, lineCreatedWorker);
  yield takeEvery(liveChatLineDeleted.type, lineDeletedWorker);
  yield takeEvery(liveChatCleared.type, chatClearedWorker);
}
