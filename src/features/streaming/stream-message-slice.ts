// Stream message state (spec §3: the message state's shape with activeConversation and receiveMessage; §4
// "Messages": loads replace with the server order reversed, load more prepends, sends append de-duplicated,
// deletes remove on success, a received delete keeps the line as "Message deleted", clearing empties, reset).
// Lines not yet confirmed carry their clientId and a delivery state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CHAT_TEXT } from '@/config/constants';
import { pendingId } from '@/lib/outbox';
import { type LivePerson, type StreamMessage } from './types';

export interface StreamChat {
  items: StreamMessage[];
  total: number;
  fetching: boolean;
  isLoadMore: boolean;
  error: string | null;
}

interface Progress {
  success: boolean;
  data: StreamMessage | null;
  error: string | null;
}

export interface StreamMessageState {
  activeConversation: string | null;
  conversationMap: Record<string, StreamChat>;
  sendMessage: Progress & { sending: boolean };
  deleteMessage: Progress & { deleting: boolean };
  receiveMessage: StreamMessage | null;
}

export const initialStreamMessageState: StreamMessageState = {
  activeConversation: null,
  conversationMap: {},
  sendMessage: { sending: false, success: false, data: null, error: null },
  deleteMessage: { deleting: false, success: false, data: null, error: null },
  receiveMessage: null,
};

const emptyChat = (): StreamChat => ({
  items: [],
  total: 0,
  fetching: false,
  isLoadMore: false,
  error: null,
});

function chat(state: StreamMessageState, conversationId: string): StreamChat {
  return (state.conversationMap[conversationId] ??= emptyChat());
}

/** Puts a confirmed line in place of its pending copy (same clientId) or of itself (same _id); else appends. */
function upsert(list: StreamMessage[], message: StreamMessage): boolean {
  const at = list.findIndex(
    (m) => m._id === message._id || (message.clientId !== '' && m.clientId === message.clientId),
  );
  if (at >= 0) {
    list[at] = message;
    return false;
  }
  list.push(message);
  return true;
}

const streamMessageSlice = createSlice({
  name: 'streamMessage',
  initialState: initialStreamMessageState,
  reducers: {
    streamChatActivated(state, action: PayloadAction<string>) {
      state.activeConversation = action.payload;
      chat(state, action.payload);
    },
    streamMessagesRequested(state, action: PayloadAction<{ conversationId: string; loadMore?: boolean }>) {
      const c = chat(state, action.payload.conversationId);
      c.fetching = true;
      c.isLoadMore = Boolean(action.payload.loadMore);
      c.error = null;
    },
    streamMessagesLoaded(
      state,
      action: PayloadAction<{
        conversationId: string;
        items: StreamMessage[];
        total: number;
        loadMore?: boolean;
      }>,
    ) {
      const c = chat(state, action.payload.conversationId);
      const page = [...action.payload.items].reverse();
      const pending = c.items.filter((m) => m.delivery !== 'sent');
      if (action.payload.loadMore) {
        const known = new Set(c.items.map((m) => m._id));
        c.items = [...page.filter((m) => !known.has(m._id)), ...c.items];
      } else {
        c.items = page;
        for (const m of pending) upsert(c.items, m);
      }
      c.total = action.payload.total;
      c.fetching = false;
      c.isLoadMore = false;
    },
    streamMessagesFailed(state, action: PayloadAction<{ conversationId: string; error: string }>) {
      const c = chat(state, action.payload.conversationId);
      c.fetching = false;
      c.error = action.payload.error;
    },
    /** what came after the last line known (reconnect): appended, de-duplicated */
    streamMessagesCaughtUp(state, action: PayloadAction<{ conversationId: string; items: StreamMessage[] }>) {
      const c = chat(state, action.payload.conversationId);
      for (const m of action.payload.items) if (upsert(c.items, m)) c.total += 1;
    },
    streamMessageSendRequested(
      state,
      action: PayloadAction<{ conversationId: string; text: string; clientId: string; sender: LivePerson }>,
    ) {
      const { conversationId, text, clientId, sender } = action.payload;
      state.sendMessage = { sending: true, success: false, data: null, error: null };
      upsert(chat(state, conversationId).items, {
        _id: pendingId(clientId),
        conversationId,
        text,
        senderId: sender._id,
        sender,
        clientId,
        isDeleted: false,
        isSystem: false,
        createdAt: new Date().toISOString(),
        delivery: 'sending',
      });
    },
    streamMessageSent(state, action: PayloadAction<StreamMessage>) {
      state.sendMessage = { sending: false, success: true, data: action.payload, error: null };
      if (upsert(chat(state, action.payload.conversationId).items, action.payload))
        chat(state, action.payload.conversationId).total += 1;
    },
    streamMessageSendFailed(
      state,
      action: PayloadAction<{
        conversationId: string;
        clientId: string;
        error: string;
        /** the API's words worth showing on the line (a refusal or a rate limit), and whether it is final */
        failure?: { reason: string; final: boolean };
      }>,
    ) {
      state.sendMessage = { sending: false, success: false, data: null, error: action.payload.error };
      const line = chat(state, action.payload.conversationId).items.find(
        (m) => m.clientId === action.payload.clientId && m.delivery !== 'sent',
      );
      if (line) {
        line.delivery = 'failed';
        line.failure = action.payload.failure;
      }
    },
    streamMessageRetried(state, action: PayloadAction<{ conversationId: string; clientId: string }>) {
      const line = chat(state, action.payload.conversationId).items.find(
        (m) => m.clientId === action.payload.clientId && m.delivery !== 'sent',
      );
      if (line) line.delivery = 'sending';
    },
    streamMessageReceived(state, action: PayloadAction<StreamMessage>) {
      state.receiveMessage = action.payload;
      const c = chat(state, action.payload.conversationId);
      if (upsert(c.items, action.payload)) c.total += 1;
    },
    streamMessageDeleteRequested(state, _action: PayloadAction<{ messageId: string }>) {
      state.deleteMessage = { deleting: true, success: false, data: null, error: null };
    },
    streamMessageDeleted(state, action: PayloadAction<StreamMessage>) {
      state.deleteMessage = { deleting: false, success: true, data: action.payload, error: null };
      const c = chat(state, action.payload.conversationId);
      const before = c.items.length;
      c.items = c.items.filter((m) => m._id !== action.payload._id);
      c.total -= before - c.items.length;
    },
    streamMessageDeleteFailed(state, action: PayloadAction<string>) {
      state.deleteMessage = { deleting: false, success: false, data: null, error: action.payload };
    },
    streamMessageDeleteReceived(state, action: PayloadAction<StreamMessage>) {
      const line = chat(state, action.payload.conversationId).items.find((m) => m._id === action.payload._id);
      if (!line) return;
      line.isDeleted = true;
      line.text = CHAT_TEXT.deleted;
    },
    streamChatCleared(state, action: PayloadAction<string>) {
      state.conversationMap[action.payload] = emptyChat();
    },
    streamChatReset() {
      return initialStreamMessageState;
    },
  },
});

export const {
  streamChatActivated,
  streamMessagesRequested,
  streamMessagesLoaded,
  streamMessagesFailed,
  streamMessagesCaughtUp,
  streamMessageSendRequested,
  streamMessageSent,
  streamMessageSendFailed,
  streamMessageRetried,
  streamMessageReceived,
  streamMessageDeleteRequested,
  streamMessageDeleted,
  streamMessageDeleteFailed,
  streamMessageDeleteReceived,
  streamChatCleared,
  streamChatReset,
} = streamMessageSlice.actions;
export const streamMessageReducer = streamMessageSlice.reducer;

export const selectStreamChat = (s: { streamMessage: StreamMessageState }, conversationId: string) =>
  s.streamMessage.conversationMap[conversationId];
