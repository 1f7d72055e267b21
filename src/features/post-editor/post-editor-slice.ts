import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { loggedOut } from '@/store/session';
import { type Feed, type MyPostsQuery, type PollDraft, type PostPayload } from './types';
import { type RequestStatus } from '@/lib/request-status';

// ---- types

export interface MyPostsState {
  items: Feed[];
  total: number;
  query: MyPostsQuery | null;
  status: RequestStatus;
  error: ApiError | null;
}

/** The last delete: `seq` grows on every outcome so the page toasts once per result. */
export interface DeleteState {
  pendingIds: string[];
  status: RequestStatus;
  error: ApiError | null;
  seq: number;
}

/** The post form's submit (polls first, then the post). Form values themselves stay in the form. */
export interface SaveState {
  status: RequestStatus;
  error: ApiError | null;
  seq: number;
  savedId: string | null;
  /** poll options already created for this draft, reused when the post call is retried */
  createdPoll: { key: string; ids: string[] } | null;
}

export interface PostEditorState {
  list: MyPostsState;
  deletion: DeleteState;
  save: SaveState;
}

// ---- initial state
export const initialPostEditorState: PostEditorState = {
  list: { items: [], total: 0, query: null, status: 'idle', error: null },
  deletion: { pendingIds: [], status: 'idle', error: null, seq: 0 },
  save: { status: 'idle', error: null, seq: 0, savedId: null, createdPoll: null },
};

// ---- events for the saga
export const myPostsRequested = createAction<MyPostsQuery>('postEditor/myPostsRequested');
export const postDeleteRequested = createAction<{ id: string }>('postEditor/postDeleteRequested');
export const postSaveRequested = createAction<{
  id?: string;
  payload: PostPayload;
  poll: PollDraft | null;
  /** The form's intent: a double click or a retry creates the post once. */
  intentId?: string;
}>('postEditor/postSaveRequested');

// ---- slice
const postEditorSlice = createSlice({
  name: 'postEditor',
  initialState: initialPostEditorState,
  reducers: {
    myPostsLoaded(state, action: PayloadAction<{ items: Feed[]; total: number; query: MyPostsQuery }>) {
      state.list = { ...action.payload, status: 'succeeded', error: null };
    },
    myPostsFailed(state, action: PayloadAction<ApiError>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    postDeleted(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      const before = state.list.items.length;
      state.list.items = state.list.items.filter((f) => f._id !== id);
      state.list.total = Math.max(0, state.list.total - (before - state.list.items.length));
      state.deletion.pendingIds = state.deletion.pendingIds.filter((p) => p !== id);
      state.deletion.status = 'succeeded';
      state.deletion.error = null;
      state.deletion.seq += 1;
    },
    postDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      state.deletion.pendingIds = state.deletion.pendingIds.filter((p) => p !== action.payload.id);
      state.deletion.status = 'failed';
      state.deletion.error = action.payload.error;
      state.deletion.seq += 1;
    },
    pollOptionsCreated(state, action: PayloadAction<{ key: string; ids: string[] }>) {
      state.save.createdPoll = action.payload;
    },
    postSaved(state, action: PayloadAction<{ id: string }>) {
      state.save = {
        status: 'succeeded',
        error: null,
        seq: state.save.seq + 1,
        savedId: action.payload.id,
        createdPoll: null,
      };
    },
    postSaveFailed(state, action: PayloadAction<ApiError>) {
      state.save.status = 'failed';
      state.save.error = action.payload;
      state.save.seq += 1;
    },
    /** A fresh form (page mount): forget the previous submit. */
    postFormOpened(state) {
      state.save = { ...initialPostEditorState.save, seq: state.save.seq };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(myPostsRequested, (state, action) => {
        state.list.status = 'loading';
        state.list.error = null;
        state.list.query = action.payload;
      })
      .addCase(postDeleteRequested, (state, action) => {
        state.deletion.status = 'loading';
        state.deletion.error = null;
        if (!state.deletion.pendingIds.includes(action.payload.id))
          state.deletion.pendingIds.push(action.payload.id);
      })
      .addCase(postSaveRequested, (state) => {
        state.save.status = 'loading';
        state.save.error = null;
      })
      .addCase(loggedOut, () => initialPostEditorState)
      // Loaded in the browser only: the server copy never replaces the creator's list or a running submit.
      .addCase(hydrated, (state) => state);
  },
});

export const {
  myPostsLoaded,
  myPostsFailed,
  postDeleted,
  postDeleteFailed,
  pollOptionsCreated,
  postSaved,
  postSaveFailed,
  postFormOpened,
} = postEditorSlice.actions;
export const postEditorReducer = postEditorSlice.reducer;

// ---- selectors
type WithPostEditor = { postEditor: PostEditorState };
export const selectMyPosts = (s: WithPostEditor) => s.postEditor.list;
export const selectPostDeletion = (s: WithPostEditor) => s.postEditor.deletion;
export const selectPostSave = (s: WithPostEditor) => s.postEditor.save;
