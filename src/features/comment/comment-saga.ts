// Loads thread pages, sends new comments and replies, deletes own comments.
import { put, select, takeEvery } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { createComment, deleteComment, listComments } from './api';
import {
  commentAddFailed,
  commentAdded,
  commentAddRequested,
  commentDeleted,
  commentDeleteFailed,
  commentDeleteRequested,
  commentsFailed,
  commentsLoaded,
  commentsRequested,
  selectComment,
  selectThread,
  type Thread,
  type ThreadRef,
} from './comment-slice';
import { type Comment, COMMENTS_PAGE_SIZE } from './types';

export function* loadCommentsWorker(action: PayloadAction<ThreadRef & { more?: boolean }>) {
  const { objectType, objectId, more } = action.payload;
  const current: Thread = yield select(selectThread, objectType, objectId);
  const offset = more ? current.ids.length : 0;
  const { data, error } = yield* callApi(listComments, {
    objectType,
    objectId,
    offset,
    limit: COMMENTS_PAGE_SIZE,
  });
  if (error) yield put(commentsFailed({ objectType, objectId, error }));
  else yield put(commentsLoaded({ objectType, objectId, ...data, append: Boolean(more) }));
}

export function* addCommentWorker(action: PayloadAction<ThreadRef & { content: string; intentId?: string }>) {
  const { objectType, objectId, intentId } = action.payload;
  const content = action.payload.content.trim();
  const { data, error } = yield* callApi(createComment, { objectType, objectId, content }, intentId);
  if (error) yield put(commentAddFailed({ objectType, objectId, error }));
  else yield put(commentAdded({ objectType, objectId, comment: { ...data, isAuth: true } }));
}

export function* deleteCommentWorker(action: PayloadAction<{ id: string }>) {
  const { id } = action.payload;
  const comment: Comment | undefined = yield select(selectComment, id);
  const { error } = yield* callApi(deleteComment, id);
  if (error) yield put(commentDeleteFailed({ id, error }));
  else
    yield put(
      commentDeleted({ id, objectType: comment?.objectType ?? 'feed', objectId: comment?.objectId ?? '' }),
    );
}

export function* commentSaga() {
  yield takeEvery(commentsRequested.type, loadCommentsWorker);
  yield takeEvery(commentAddRequested.type, addCommentWorker);
  yield takeEvery(commentDeleteRequested.type, deleteCommentWorker);
}
