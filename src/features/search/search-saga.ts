// Header keyword search: load popular keywords, record submitted ones.
import { put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { getKeywords, recordKeyword } from './api';
import {
  keywordRecorded,
  keywordsFailed,
  keywordsLoaded,
  keywordsRequested,
  keywordSubmitted,
  type SearchState,
} from './search-slice';

export function* loadKeywordsWorker() {
  const loaded: boolean = yield select((s: { search: SearchState }) => s.search.keywords.length > 0);
  if (loaded) {
    // already shown once: the dropdown keeps its list (refreshed locally by keywordRecorded)
    const keywords: SearchState['keywords'] = yield select((s: { search: SearchState }) => s.search.keywords);
    yield put(keywordsLoaded(keywords));
    return;
  }
  const { data, error } = yield* callApi(getKeywords, 'popular', 8);
  yield put(error ? keywordsFailed(error) : keywordsLoaded(data));
}

export function* recordKeywordWorker(action: PayloadAction<{ keyword: string }>) {
  const keyword = action.payload.keyword.trim();
  if (!keyword) return;
  const { error } = yield* callApi(recordKeyword, keyword);
  if (!error) yield put(keywordRecorded({ keyword }));
}

export function* searchSaga() {
  yield takeLeading(keywordsRequested.type, loadKeywordsWorker);
  yield takeEvery(keywordSubmitted.type, recordKeywordWorker);
}
