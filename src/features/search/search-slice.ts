import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { type SearchKeyword } from './types';
import { type RequestStatus } from '@/lib/request-status';

// ---- types

export interface SearchState {
  keywords: SearchKeyword[];
  status: RequestStatus;
  error: ApiError | null;
}

// ---- initial state
export const initialSearchState: SearchState = { keywords: [], status: 'idle', error: null };

// ---- events for the saga
/** The header dropdown opened: load popular keywords (once per page view unless it failed). */
export const keywordsRequested = createAction('search/keywordsRequested');
/** A search was submitted: record it (fire and forget; navigation does not wait). */
export const keywordSubmitted = createAction<{ keyword: string }>('search/keywordSubmitted');

// ---- slice
const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    keywordsLoaded(state, action: PayloadAction<SearchKeyword[]>) {
      state.keywords = action.payload;
      state.status = 'succeeded';
      state.error = null;
    },
    keywordsFailed(state, action: PayloadAction<ApiError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    keywordRecorded(state, action: PayloadAction<{ keyword: string }>) {
      // keep the dropdown fresh without a reload: bump or add the keyword
      const k = action.payload.keyword.trim().replace(/\s+/g, ' ').toLowerCase();
      const found = state.keywords.find((x) => x.keyword === k);
      if (found) found.count += 1;
      else state.keywords.push({ keyword: k, count: 1 });
      state.keywords.sort((a, b) => b.count - a.count);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(keywordsRequested, (state) => {
        if (state.status !== 'succeeded') state.status = 'loading';
        state.error = null;
      })
      .addCase(hydrated, (state) => state);
  },
});

export const { keywordsLoaded, keywordsFailed, keywordRecorded } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;

// ---- selectors
export const selectSearchKeywords = (s: { search: SearchState }) => s.search;
