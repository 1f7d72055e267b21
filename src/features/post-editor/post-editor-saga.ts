// Creator posts (reference §2.5): the my-post list, delete (then reload), and the form's submit, which creates
// each poll option first (POST /performer/feeds/polls) and sends their ids in pollIds.
import { put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import type { Feed } from '@/features/feed';
import { createPoll, createPost, deletePost, getMyPosts, updatePost } from './api';
import { type MyPostsQuery, type PollDraft, type PostPayload, withPoll } from './types';
import {
  type PostEditorState,
  myPostsFailed,
  myPostsLoaded,
  myPostsRequested,
  pollOptionsCreated,
  postDeleted,
  postDeleteFailed,
  postDeleteRequested,
  postSaved,
  postSaveFailed,
  postSaveRequested,
} from './post-editor-slice';

type WithPostEditor = { postEditor: PostEditorState };

export function* loadMyPostsWorker(action: PayloadAction<MyPostsQuery>) {
  const query = action.payload;
  const { data, error } = yield* callApi(getMyPosts, query);
  if (error) yield put(myPostsFailed(error));
  else yield put(myPostsLoaded({ ...data, query }));
}

export function* deletePostWorker(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const { error } = yield* callApi(deletePost, id);
  if (error) {
    yield put(postDeleteFailed({ id, error }));
    return;
  }
  yield put(postDeleted({ id }));
  const list: PostEditorState['list'] = yield select((s: WithPostEditor) => s.postEditor.list);
  if (!list.query) return;
  // Reload the same view; when its last row went away, step back one page.
  const emptied = list.items.length === 0 && list.query.offset > 0;
  const offset = emptied ? Math.max(0, list.query.offset - list.query.limit) : list.query.offset;
  yield put(myPostsRequested({ ...list.query, offset }));
}

const pollKey = (poll: PollDraft) => JSON.stringify(poll);

/** Ids of the poll's options: created now, or the ones a failed earlier submit of the same draft created. */
function* pollIdsFor(poll: PollDraft) {
  const save: PostEditorState['save'] = yield select((s: WithPostEditor) => s.postEditor.save);
  const key = pollKey(poll);
  if (save.createdPoll?.key === key) return { ids: save.createdPoll.ids };
  const ids: string[] = [];
  for (const description of poll.options) {
    const { data, error } = yield* callApi(createPoll, { description, expiredAt: poll.expiredAt });
    if (error) return { error };
    ids.push(data._id);
  }
  yield put(pollOptionsCreated({ key, ids }));
  return { ids };
}

export function* savePostWorker(
  action: PayloadAction<{ id?: string; payload: PostPayload; poll: PollDraft | null; intentId?: string }>,
) {
  const { id, payload, poll, intentId } = action.payload;
  let body = payload;
  if (!id) {
    let pollIds: string[] = [];
    if (poll) {
      const result: { ids?: string[]; error?: Parameters<typeof postSaveFailed>[0] } =
        yield* pollIdsFor(poll);
      if (result.error || !result.ids) {
        yield put(postSaveFailed(result.error ?? { statusCode: 0, message: 'Could not create the poll' }));
        return;
      }
      pollIds = result.ids;
    }
    body = withPoll(payload, poll, pollIds);
  }
  const { data, error } = id
    ? yield* callApi(updatePost, id, body)
    : yield* callApi(createPost, body, intentId);
  if (error) {
    yield put(postSaveFailed(error));
    return;
  }
  yield put(postSaved({ id: (data as Feed)._id || id || '' }));
}

export function* postEditorSaga() {
  yield takeLatest(myPostsRequested.type, loadMyPostsWorker);
  yield takeEvery(postDeleteRequested.type, deletePostWorker);
  // takeLeading: a second click while saving is ignored (the API's Idempotency-Key covers the rest).
  yield takeLeading(postSaveRequested.type, savePostWorker);
}
