// Conversation list state (spec §3 "Conversation list state", §4 "Conversation list"): list {requesting, error,
// data (ids), total, success}, a mapping by _id and the active conversation.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import { listable, type Conversation, type Message } from './types';

export interface ConversationState {
  list: { requesting: boolean; error: string | null; data: string[]; total: number; success: boolean };
  mapping: Record<string, Conversation>;
  activeConversation: string | null;
  /** opening one (by id or by person) failed: "Error occurred, please try again later" */
  openError: string | null;
}

export const initialConversationState: ConversationState = {
  list: { requesting: false, error: null, data: [], total: 0, success: false },
  mapping: {},
  activeConversation: null,
  openError: null,
};

const toTop = (ids: string[], id: string) => [id, ...ids.filter((x) => x !== id)];

const conversationSlice = createSlice({
  name: 'conversation',
  initialState: initialConversationState,
  reducers: {
    conversationsRequested(state, _action: PayloadAction<{ keyword: string; loadMore: boolean }>) {
      state.list.requesting = true;
    },
    conversationsLoaded(
      state,
      action: PayloadAction<{ items: Conversation[]; total: number; loadMore: boolean }>,
    ) {
      const { items, total, loadMore } = action.payload;
      for (const c of items) state.mapping[c._id] = c;
      const ids = items.map((c) => c._id);
      let data = loadMore ? [...state.list.data, ...ids.filter((id) => !state.list.data.includes(id))] : ids;
      // the active one stays on top (spec: "the active one on top")
      const active = state.activeConversation ? state.mapping[state.activeConversation] : undefined;
      if (active && listable(active)) data = toTop(data, active._id);
      state.list = { requesting: false, error: null, data, total, success: true };
    },
    conversationsFailed(state, action: PayloadAction<string>) {
      state.list = { requesting: false, error: action.payload, data: [], total: 0, success: false };
    },
    openConversationRequested(
      state,
      _action: PayloadAction<{ conversationId?: string; source?: string; sourceId?: string }>,
    ) {
      state.openError = null;
    },
    openConversationFailed(state, action: PayloadAction<string>) {
      state.openError = action.payload;
    },
    /** Selecting makes it active and puts it on top if missing (and worth listing). */
    conversationActivated(state, action: PayloadAction<Conversation>) {
      const c = action.payload;
      state.mapping[c._id] = c;
      state.activeConversation = c._id;
      if (listable(c) && !state.list.data.includes(c._id)) {
        state.list.data = [c._id, ...state.list.data];
        state.list.total += 1;
      }
    },
    /** Read again from the API (after a delete): its preview, time and rights; the open one stays read. */
    conversationRefreshed(state, action: PayloadAction<Conversation>) {
      const c = action.payload;
      const held = state.mapping[c._id];
      if (!held) return;
      state.mapping[c._id] = {
        ...c,
        totalNotSeenMessages: state.activeConversation === c._id ? 0 : c.totalNotSeenMessages,
      };
    },
    conversationReadMarked(state, action: PayloadAction<string>) {
      const c = state.mapping[action.payload];
      if (c) c.totalNotSeenMessages = 0;
    },
    conversationDeactivated(state) {
      state.activeConversation = null;
    },
    /** A message in a conversation of the list: its preview, time and (when not open) unread count move. */
    conversationMessaged(state, action: PayloadAction<{ message: Message; mine: boolean }>) {
      const { message, mine } = action.payload;
      const c = state.mapping[message.conversationId];
      if (!c) return;
      c.lastMessage = message.text.slice(0, 30);
      c.lastSenderId = message.senderId;
      c.lastMessageCreatedAt = message.createdAt;
      if (!mine && state.activeConversation !== c._id) c.totalNotSeenMessages += 1;
      if (!state.list.data.includes(c._id)) state.list.total += 1;
      state.list.data = toTop(state.list.data, c._id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialConversationState);
  },
});

export const {
  conversationsRequested,
  conversationsLoaded,
  conversationsFailed,
  openConversationRequested,
  openConversationFailed,
  conversationActivated,
  conversationRefreshed,
  conversationReadMarked,
  conversationDeactivated,
  conversationMessaged,
} = conversationSlice.actions;
export const conversationReducer = conversationSlice.reducer;

export const selectConversations = (s: { conversation: ConversationState }) => s.conversation;
