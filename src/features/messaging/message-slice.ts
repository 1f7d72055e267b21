// Message state (spec §3 "Message state", §4 "Messages"): conversationMap by conversationId with {items, total,
// fetching, isLoadMore}, sendMessage, deleteMessage and receiveMessage. Items are oldest first. Our delivery
// guarantee adds the outbox's messages (delivery 'sending' / 'failed', matched by clientId), replaced by the
// server's copy when it arrives — through the answer or the socket, whichever comes first, never twice.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import { CHAT_TEXT } from '@/config/constants';
import { type Message } from './types';

export interface ConversationMessages {
  items: Message[];
  total: number;
  fetching: boolean;
  isLoadMore: boolean;
  /** load failure: "Error occurred, please try again later" */
  error: string | null;
}

interface Request {
  success: boolean;
  data: Message | null;
  error: string | null;
}

export interface MessageState {
  conversationMap: Record<string, ConversationMessages>;
  sendMessage: Request & { sending: boolean };
  deleteMessage: Request & { deleting: boolean };
  receiveMessage: { data: Message | null };
}

export const initialMessageState: MessageState = {
  conversationMap: {},
  sendMessage: { sending: false, success: false, data: null, error: null },
  deleteMessage: { deleting: false, success: false, data: null, error: null },
  receiveMessage: { data: null },
};

const empty = (): ConversationMessages => ({
  items: [],
  total: 0,
  fetching: false,
  isLoadMore: false,
  error: null,
});

/** Puts a server message in place: replaces the outbox copy (same clientId) or the same _id; else appends in
 * the server's order. Returns whether it was new. */
function place(list: ConversationMessages, m: Message): boolean {
  const i = list.items.findIndex((x) => x._id === m._id || (m.clientId && x.clientId === m.clientId));
  if (i >= 0) {
    const wasPending = list.items[i].delivery !== 'sent';
    list.items[i] = m;
    if (wasPending) list.total += 1;
    return false;
  }
  // after the last sent message older or equal in time (a catch-up can arrive after newer pending ones)
  let at = list.items.length;
  while (at > 0 && list.items[at - 1].delivery !== 'sent') at -= 1;
  while (at > 0 && list.items[at - 1].createdAt > m.createdAt) at -= 1;
  list.items.splice(at, 0, m);
  list.total += 1;
  return true;
}

const messageSlice = createSlice({
  name: 'message',
  initialState: initialMessageState,
  reducers: {
    messagesRequested(state, action: PayloadAction<{ conversationId: string; loadMore: boolean }>) {
      const list = (state.conversationMap[action.payload.conversationId] ??= empty());
      list.fetching = true;
      list.isLoadMore = action.payload.loadMore;
      list.error = null;
    },
    /** A first page (server order reversed: oldest first) replaces the items, keeping the outbox's. */
    messagesLoaded(
      state,
      action: PayloadAction<{ conversationId: string; items: Message[]; total: number }>,
    ) {
      const { conversationId, items, total } = action.payload;
      const list = (state.conversationMap[conversationId] ??= empty());
      const pending = list.items.filter(
        (x) => x.delivery !== 'sent' && !items.some((m) => m.clientId && m.clientId === x.clientId),
      );
      list.items = [...[...items].reverse(), ...pending];
      list.total = total;
      list.fetching = false;
    },
    /** Older messages go before. */
    moreMessagesLoaded(
      state,
      action: PayloadAction<{ conversationId: string; items: Message[]; total: number }>,
    ) {
      const { conversationId, items, total } = action.payload;
      const list = (state.conversationMap[conversationId] ??= empty());
      const older = [...items].reverse().filter((m) => !list.items.some((x) => x._id === m._id));
      list.items = [...older, ...list.items];
      list.total = total;
      list.fetching = false;
      list.isLoadMore = false;
    },
    messagesFailed(state, action: PayloadAction<{ conversationId: string; error: string }>) {
      const list = (state.conversationMap[action.payload.conversationId] ??= empty());
      list.fetching = false;
      list.isLoadMore = false;
      list.error = action.payload.error;
    },
    /** Catch-up after a reconnect: what came after the last message held, oldest first. */
    messagesCaughtUp(state, action: PayloadAction<{ conversationId: string; items: Message[] }>) {
      const list = state.conversationMap[action.payload.conversationId];
      if (list) for (const m of action.payload.items) place(list, m);
    },
    /** The outbox's copy shows at once ("Sending…"). */
    messageQueued(state, action: PayloadAction<Message>) {
      const list = (state.conversationMap[action.payload.conversationId] ??= empty());
      const i = list.items.findIndex((x) => x.clientId === action.payload.clientId);
      if (i >= 0) list.items[i] = { ...list.items[i], delivery: 'sending' };
      else list.items.push(action.payload);
      state.sendMessage = { sending: true, success: false, data: null, error: null };
    },
    messageSent(state, action: PayloadAction<Message>) {
      const list = (state.conversationMap[action.payload.conversationId] ??= empty());
      place(list, action.payload);
      state.sendMessage = { sending: false, success: true, data: action.payload, error: null };
    },
    messageSendFailed(
      state,
      action: PayloadAction<{ conversationId: string; clientId: string; error: string }>,
    ) {
      const list = state.conversationMap[action.payload.conversationId];
      const m = list?.items.find((x) => x.clientId === action.payload.clientId);
      if (m && m.delivery !== 'sent') m.delivery = 'failed';
      state.sendMessage = { sending: false, success: false, data: null, error: action.payload.error };
    },
    /** A message refused for good (403/422): out of the thread and the outbox. */
    messageDropped(
      state,
      action: PayloadAction<{ conversationId: string; clientId: string; error: string }>,
    ) {
      const list = state.conversationMap[action.payload.conversationId];
      if (list)
        list.items = list.items.filter(
          (x) => x.clientId !== action.payload.clientId || x.delivery === 'sent',
        );
      state.sendMessage = { sending: false, success: false, data: null, error: action.payload.error };
    },
    deleteMessageRequested(state, _action: PayloadAction<{ id: string; conversationId: string }>) {
      state.deleteMessage = { deleting: true, success: false, data: null, error: null };
    },
    /** The sender's own delete removes it from the list. */
    messageDeleted(state, action: PayloadAction<Message>) {
      const list = state.conversationMap[action.payload.conversationId];
      if (list) {
        const before = list.items.length;
        list.items = list.items.filter((x) => x._id !== action.payload._id);
        list.total -= before - list.items.length;
      }
      state.deleteMessage = { deleting: false, success: true, data: action.payload, error: null };
    },
    deleteMessageFailed(state, action: PayloadAction<string>) {
      state.deleteMessage = { deleting: false, success: false, data: null, error: action.payload };
    },
    /** message_created from the socket. */
    messageReceived(state, action: PayloadAction<Message>) {
      const list = state.conversationMap[action.payload.conversationId];
      if (list) place(list, action.payload);
      state.receiveMessage = { data: action.payload };
    },
    /**
     * message_deleted from the socket: kept, its text replaced ("Message removed by moderation" for one an
     * operator hid). The sender of a hidden message hears it with their own view: the text stays, marked.
     */
    messageDeletedReceived(state, action: PayloadAction<Message>) {
      const list = state.conversationMap[action.payload.conversationId];
      const m = list?.items.find((x) => x._id === action.payload._id);
      if (!m) return;
      if (action.payload.hiddenByModeration && !action.payload.isDeleted) {
        m.hiddenByModeration = true;
        return;
      }
      m.text = action.payload.hiddenByModeration ? CHAT_TEXT.removed : CHAT_TEXT.deleted;
      m.isDeleted = true;
      m.files = [];
    },
    /** A bought paid message opens in place (bought through the wallet's unlock dialog, in any tab). */
    messageUpdated(state, action: PayloadAction<Message>) {
      const list = state.conversationMap[action.payload.conversationId];
      const i = list ? list.items.findIndex((x) => x._id === action.payload._id) : -1;
      if (list && i >= 0) list.items[i] = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialMessageState);
  },
});

export const {
  messagesRequested,
  messagesLoaded,
  moreMessagesLoaded,
  messagesFailed,
  messagesCaughtUp,
  messageQueued,
  messageSent,
  messageSendFailed,
  messageDropped,
  deleteMessageRequested,
  messageDeleted,
  deleteMessageFailed,
  messageReceived,
  messageDeletedReceived,
  messageUpdated,
} = messageSlice.actions;
export const messageReducer = messageSlice.reducer;

export const selectMessages = (s: { message: MessageState }) => s.message;
