// Comment threads per item (and reply threads per comment), newest first, with add and delete.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { loggedOut } from '@/store/session';
import { type Comment, type CommentObjectType, threadKey } from './types';
import { commentAdded, commentDeleted } from './comment-events';
import { type RequestStatus } from '@/lib/request-status';

// ---- types

export interface Thread {
  ids: string[];
  total: number;
  status: RequestStatus;
  error: ApiError | null;
  /** a new comment is being sent */
  posting: boolean;
  postError: ApiError | null;
}

export interface CommentState {
  threads: Record<string, Thread>;
  entities: Record<string, Comment>;
  deletingIds: string[];
  deleteError: ApiError | null;
}

export interface ThreadRef {
  objectType: CommentObjectType;
  objectId: string;
}

// ---- initial state
export const initialCommentState: CommentState = {
  threads: {},
  entities: {},
  deletingIds: [],
  deleteError: null,
};

export const emptyThread: Thread = {
  ids: [],
  total: 0,
  status: 'idle',
  error: null,
  posting: false,
  postError: null,
};

// ---- events for the saga
export const commentsRequested = createAction<ThreadRef & { more?: boolean }>('comment/commentsRequested');
export const commentAddRequested = createAction<ThreadRef & { content: string; intentId?: string }>(
  'comment/commentAddRequested',
);
export const commentDeleteRequested = createAction<{ id: string }>('comment/commentDeleteRequested');

const thread = (state: CommentState, ref: ThreadRef): Thread => {
  const key = threadKey(ref.objectType, ref.objectId);
  state.threads[key] ??= { ...emptyThread, ids: [] };
  return state.threads[key];
};

// ---- slice (client-only: comments load when a thread opens)
const commentSlice = createSlice({
  name: 'comment',
  initialState: initialCommentState,
  reducers: {
    commentsLoaded(
      state,
      action: PayloadAction<ThreadRef & { items: Comment[]; total: number; append: boolean }>,
    ) {
      const { items, total, append } = action.payload;
      const t = thread(state, action.payload);
      for (const c of items) state.entities[c._id] = c;
      const ids = items.map((c) => c._id);
      t.ids = append ? [...t.ids, ...ids.filter((id) => !t.ids.includes(id))] : ids;
      t.total = total;
      t.status = 'succeeded';
      t.error = null;
    },
    commentsFailed(state, action: PayloadAction<ThreadRef & { error: ApiError }>) {
      const t = thread(state, action.payload);
      t.status = 'failed';
      t.error = action.payload.error;
    },
    commentAddFailed(state, action: PayloadAction<ThreadRef & { error: ApiError }>) {
      const t = thread(state, action.payload);
      t.posting = false;
      t.postError = action.payload.error;
    },
    commentDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      state.deletingIds = state.deletingIds.filter((x) => x !== action.payload.id);
      state.deleteError = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(commentAdded, (state, action) => {
        const { comment } = action.payload;
        const t = thread(state, action.payload);
        state.entities[comment._id] = comment;
        if (!t.ids.includes(comment._id)) {
          t.ids.unshift(comment._id);
          t.total += 1;
        }
        t.posting = false;
        t.postError = null;
        if (action.payload.objectType === 'comment') {
          const parent = state.entities[action.payload.objectId];
          if (parent) parent.totalReply += 1;
        }
      })
      .addCase(commentDeleted, (state, action) => {
        const { id, objectType, objectId } = action.payload;
        const t = state.threads[threadKey(objectType, objectId)];
        if (t && t.ids.includes(id)) {
          t.ids = t.ids.filter((x) => x !== id);
          t.total = Math.max(0, t.total - 1);
        }
        if (objectType === 'comment') {
          const parent = state.entities[objectId];
          if (parent) parent.totalReply = Math.max(0, parent.totalReply - 1);
        }
        delete state.entities[id];
        delete state.threads[threadKey('comment', id)];
        state.deletingIds = state.deletingIds.filter((x) => x !== id);
      })
      .addCase(commentsRequested, (state, action) => {
        const t = thread(state, action.payload);
        t.status = 'loading';
        t.error = null;
      })
      .addCase(commentAddRequested, (state, action) => {
        const t = thread(state, action.payload);
        t.posting = true;
        t.postError = null;
      })
      .addCase(commentDeleteRequested, (state, action) => {
        if (!state.deletingIds.includes(action.payload.id)) state.deletingIds.push(action.payload.id);
        state.deleteError = null;
      })
      // isAuth / isLiked are per viewer
      .addCase(loggedOut, () => initialCommentState);
  },
});

export const { commentsLoaded, commentsFailed, commentAddFailed, commentDeleteFailed } = commentSlice.actions;
export { commentAdded, commentDeleted };
export const commentReducer = commentSlice.reducer;

// ---- selectors
type S = { comment: CommentState };
export const selectThread = (s: S, objectType: CommentObjectType, objectId: string): Thread =>
  s.comment.threads[threadKey(objectType, objectId)] ?? emptyThread;
export const selectComment = (s: S, id: string): Comment | undefined => s.comment.entities[id];
export const selectCommentDeleting = (s: S, id: string) => s.comment.deletingIds.includes(id);
export const selectCommentDeleteError = (s: S) => s.comment.deleteError;
