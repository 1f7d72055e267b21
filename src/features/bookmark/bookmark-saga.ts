// Bookmarks per tab (reference §2.4): load a page, remove one.
import { put, takeEvery } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { getBookmarks, removeBookmark } from './api';
import {
  bookmarkRemoved,
  bookmarkRemoveFailed,
  bookmarkRemoveRequested,
  bookmarksFailed,
  bookmarksLoaded,
  bookmarksRequested,
} from './bookmark-slice';
import { type BookmarkTab } from './types';

export function* loadBookmarksWorker(
  action: PayloadAction<{ tab: BookmarkTab; offset: number; limit: number }>,
) {
  const { tab, offset, limit } = action.payload;
  const { data, error } = yield* callApi(getBookmarks, tab, { offset, limit });
  if (error) yield put(bookmarksFailed({ tab, error }));
  else yield put(bookmarksLoaded({ tab, ...data, offset, limit }));
}

export function* removeBookmarkWorker(action: PayloadAction<{ tab: BookmarkTab; objectId: string }>) {
  const { tab, objectId } = action.payload;
  const { error } = yield* callApi(removeBookmark, tab, objectId);
  yield put(error ? bookmarkRemoveFailed({ tab, objectId, error }) : bookmarkRemoved({ tab, objectId }));
}

export function* bookmarkSaga() {
  // one latest load per tab would need a channel per tab; loads are cheap, takeEvery keeps tabs independent
  yield takeEvery(bookmarksRequested.type, loadBookmarksWorker);
  yield takeEvery(bookmarkRemoveRequested.type, removeBookmarkWorker);
}
