// The messenger's calls and realtime (issue 11). Socket events arrive as actions (the realtime eventChannel);
// sends go through the outbox with their clientId, retried on network failure, after a reload and after every
// reconnect; a reconnect also catches up the open conversations and the list.
import { all, call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { selectAuthUser } from '@/features/auth';
import {
  messageCreated,
  messageDeletedEvent,
  realtimeNeeded,
  selectSocketStatus,
  socketConnected,
} from '@/features/realtime';
import { CHAT_TEXT } from '@/config/constants';
import { createOutbox, lastConfirmed, pendingId, type OutboxItem } from '@/lib/outbox';
import { callApi } from '@/lib/request-saga';
import { itemUnlocked } from '@/features/wallet';
import * as api from './api';
import {
  conversationActivated,
  conversationMessaged,
  conversationReadMarked,
  conversationRefreshed,
  conversationsFailed,
  conversationsLoaded,
  conversationsRequested,
  openConversationFailed,
  openConversationRequested,
  selectConversations,
  type ConversationState,
} from './conversation-slice';
import {
  deleteMessageFailed,
  deleteMessageRequested,
  messageDeleted,
  messageDeletedReceived,
  messageDropped,
  messageQueued,
  messageReceived,
  messageSendFailed,
  messageSent,
  messageUpdated,
  messagesCaughtUp,
  messagesFailed,
  messagesLoaded,
  messagesRequested,
  moreMessagesLoaded,
  selectMessages,
  type MessageState,
} from './message-slice';
import { toMessage, type Message } from './types';
import { loadMoreRequested, messengerStarted, retryRequested, sendRequested } from './messaging-requests';

const LOAD_ERROR = CHAT_TEXT.messagesLoadFailed;
export const PAGE_SIZE = 25;

const outbox = createOutbox('outbox', (item) =>
  api.sendMessage(item.conversationId, {
    text: item.text,
    clientId: item.clientId,
    ...(item.fileIds?.length ? { fileIds: item.fileIds } : {}),
    ...(item.price ? { price: item.price } : {}),
  }),
);

const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function* myId() {
  const me: { _id: string } | null = yield select(selectAuthUser);
  return me?._id ?? '';
}

export function* listWorker(action: PayloadAction<{ keyword: string; loadMore: boolean }>) {
  const state: ConversationState = yield select(selectConversations);
  const offset = action.payload.loadMore ? state.list.data.length : 0;
  const { data, error } = yield* callApi(api.searchConversations, {
    offset,
    limit: PAGE_SIZE,
    keyword: action.payload.keyword || undefined,
  });
  if (error) yield put(conversationsFailed(error.message));
  else yield put(conversationsLoaded({ ...data, loadMore: action.payload.loadMore }));
}

function* markRead(conversationId: string) {
  yield put(conversationReadMarked(conversationId));
  yield* callApi(api.readAll, conversationId);
}

/** First page of a conversation, unless one is loading. */
function* loadFirst(conversationId: string) {
  const state: MessageState = yield select(selectMessages);
  if (state.conversationMap[conversationId]?.fetching) return;
  yield put(messagesRequested({ conversationId, loadMore: false }));
  const { data, error } = yield* callApi(api.loadMessages, conversationId, 0, PAGE_SIZE);
  if (error) yield put(messagesFailed({ conversationId, error: LOAD_ERROR }));
  else yield put(messagesLoaded({ conversationId, ...data }));
}

export function* openWorker(
  action: PayloadAction<{ conversationId?: string; source?: string; sourceId?: string }>,
) {
  const { conversationId, source, sourceId } = action.payload;
  const { data, error } = conversationId
    ? yield* callApi(api.getConversation, conversationId)
    : yield* callApi(api.openConversation, source ?? '', sourceId ?? '');
  if (error || !data) {
    yield put(openConversationFailed(LOAD_ERROR));
    return;
  }
  yield put(conversationActivated(data));
  yield fork(markRead, data._id);
  yield call(loadFirst, data._id);
}

export function* loadMoreWorker(action: PayloadAction<{ conversationId: string }>) {
  const { conversationId } = action.payload;
  const state: MessageState = yield select(selectMessages);
  const list = state.conversationMap[conversationId];
  if (!list || list.fetching) return;
  const held = list.items.filter((m) => m.delivery === 'sent').length;
  if (held >= list.total) return;
  yield put(messagesRequested({ conversationId, loadMore: true }));
  const { data, error } = yield* callApi(api.loadMessages, conversationId, held, PAGE_SIZE);
  if (error) yield put(messagesFailed({ conversationId, error: LOAD_ERROR }));
  else yield put(moreMessagesLoaded({ conversationId, ...data }));
}

/** Sends one outbox item; a refusal (403/422) drops it from the thread with its message. */
export function* deliver(item: OutboxItem) {
  const userId: string = yield* myId();
  const result = yield* outbox.deliver(userId, item);
  if (result.outcome === 'sent') {
    yield put(messageSent(result.message));
    yield put(conversationMessaged({ message: result.message, mine: true }));
  } else if (result.outcome === 'refused') yield put(messageDropped({ ...item, error: result.error }));
  else yield put(messageSendFailed({ ...item, error: result.error }));
}

function pendingCopy(item: OutboxItem, senderId: string): Message {
  return {
    _id: pendingId(item.clientId),
    conversationId: item.conversationId,
    text:
      item.text ||
      (item.fileIds && item.fileIds.length > 1 ? CHAT_TEXT.attachedFiles : CHAT_TEXT.attachedFile),
    senderId,
    clientId: item.clientId,
    createdAt: item.createdAt,
    isDeleted: false,
    files: [],
    price: item.price ?? 0,
    isSale: Boolean(item.price),
    isBought: true,
    delivery: 'sending',
  };
}

export function* sendWorker(action: ReturnType<typeof sendRequested>) {
  const text = action.payload.text.trim();
  const fileIds = action.payload.fileIds ?? [];
  if (!text && !fileIds.length) return;
  const userId: string = yield* myId();
  const item = outbox.queue(userId, {
    conversationId: action.payload.conversationId,
    text,
    ...(fileIds.length ? { fileIds } : {}),
    ...(action.payload.price ? { price: action.payload.price } : {}),
  });
  yield put(messageQueued(pendingCopy(item, userId)));
  yield call(deliver, item);
}

export function* retryWorker(action: PayloadAction<{ conversationId: string; clientId: string }>) {
  const userId: string = yield* myId();
  const item = outbox.find(userId, action.payload.clientId);
  if (!item) return;
  yield put(messageQueued(pendingCopy(item, userId)));
  yield call(deliver, item);
}

/** Everything still in the outbox (after a reload or a reconnect), oldest first. */
export function* flushOutbox() {
  const userId: string = yield* myId();
  if (!userId) return;
  for (const item of outbox.pending(userId)) {
    yield put(messageQueued(pendingCopy(item, userId)));
    yield call(deliver, item);
  }
}

/** A conversation of the list read again: after a delete its preview is the API's (never the deleted text). */
function* refreshConversation(conversationId: string) {
  const conversations: ConversationState = yield select(selectConversations);
  if (!conversations.mapping[conversationId]) return;
  const { data } = yield* callApi(api.getConversation, conversationId);
  if (data) yield put(conversationRefreshed(data));
}

export function* deleteWorker(action: PayloadAction<{ id: string; conversationId: string }>) {
  const { data, error } = yield* callApi(api.deleteMessage, action.payload.id);
  if (error) {
    yield put(deleteMessageFailed(error.message));
    return;
  }
  yield put(messageDeleted({ ...data, conversationId: action.payload.conversationId }));
  yield call(refreshConversation, action.payload.conversationId);
}

export function* receiveWorker(action: ReturnType<typeof messageCreated>) {
  const message = toMessage(action.payload);
  if (!message._id || !message.conversationId) return;
  const userId: string = yield* myId();
  const mine = message.senderId === userId;
  if (mine && message.clientId) outbox.confirmed(userId, message.clientId);
  yield put(messageReceived(message));
  yield put(conversationMessaged({ message, mine }));
  const conversations: ConversationState = yield select(selectConversations);
  if (!mine && conversations.activeConversation === message.conversationId && pageVisible())
    yield fork(markRead, message.conversationId);
}

export function* deletedWorker(action: ReturnType<typeof messageDeletedEvent>) {
  const message = toMessage(action.payload);
  if (!message._id) return;
  yield put(messageDeletedReceived(message));
  // every member's list, in every tab (the deleting tab also refreshes on the delete's answer)
  yield call(refreshConversation, message.conversationId);
}

/**
 * After a reconnect: what each open conversation missed (read at once in the one on screen, as live messages
 * are), then the list's counts, and the outbox.
 */
export function* catchUpWorker() {
  const state: MessageState = yield select(selectMessages);
  const userId: string = yield* myId();
  yield all(
    Object.entries(state.conversationMap).map(([conversationId, list]) =>
      call(function* catchUp() {
        const last = lastConfirmed(list.items);
        if (!last) return;
        const { data } = yield* callApi(api.messagesAfter, conversationId, last._id);
        if (!data?.length) return;
        yield put(messagesCaughtUp({ conversationId, items: data }));
        const conversations: ConversationState = yield select(selectConversations);
        const fromOthers = data.some((m) => m.senderId !== userId);
        if (fromOthers && conversations.activeConversation === conversationId && pageVisible())
          yield call(markRead, conversationId);
      }),
    ),
  );
  yield put(conversationsRequested({ keyword: '', loadMore: false }));
  yield call(flushOutbox);
}

/** A paid message bought through the wallet's unlock dialog (this tab's answer or another tab's event). */
export function* unlockedWorker(action: ReturnType<typeof itemUnlocked>) {
  if (action.payload.kind !== 'message') return;
  const message = toMessage(action.payload.item);
  if (message._id && message.conversationId) yield put(messageUpdated(message));
}

/** The messenger asked for conversations or messages already: a connect after that may have missed some. */
function* readBeforeConnect() {
  const conversations: ConversationState = yield select(selectConversations);
  const messages: MessageState = yield select(selectMessages);
  const { list } = conversations;
  return list.success || list.requesting || Object.keys(messages.conversationMap).length > 0;
}

export function* messagingSaga() {
  // the messenger wants its live messages now, not in the browser's idle time (app-store/realtime-start.ts)
  yield put(realtimeNeeded());
  // a socket that connected before this saga started makes the next 'connected' a reconnect
  const status: string = yield select(selectSocketStatus);
  let connectedBefore = status !== 'initialized';
  yield takeLatest(conversationsRequested.type, listWorker);
  yield takeLatest(openConversationRequested.type, openWorker);
  yield takeLeading(loadMoreRequested.type, loadMoreWorker);
  yield takeEvery(sendRequested.type, sendWorker);
  yield takeEvery(retryRequested.type, retryWorker);
  yield takeEvery(deleteMessageRequested.type, deleteWorker);
  yield takeEvery(messageCreated.type, receiveWorker);
  yield takeEvery(messageDeletedEvent.type, deletedWorker);
  yield takeEvery(itemUnlocked.type, unlockedWorker);
  yield takeLeading(messengerStarted.type, flushOutbox);
  yield takeLatest(socketConnected.type, function* onConnected() {
    // the first connect is a catch-up too when the messenger read before it: what was sent in between
    const missed: boolean = connectedBefore || (yield call(readBeforeConnect));
    if (missed) yield call(catchUpWorker);
    connectedBefore = true;
  });
}
