// UI side effects: values mirrored to localStorage (spec §3 "UI state"), theme to cookie and <html>.
import { call, select, takeEvery } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { setThemeCookie } from '@/lib/cookies';
import { isBrowser } from '@/lib/runtime';
import { saveJson } from '@/lib/storage';
import { appStarted } from '@/features/realtime';
import { selectUi, type Theme, themeChanged, type UiState, uiValuesLoaded } from './ui-slice';

export const UI_STORAGE_KEY = 'ui';

export function* saveUiValuesWorker() {
  if (!isBrowser()) return;
  const {
    theme: _theme,
    footerHtml: _footerHtml,
    dateLocale: _dateLocale,
    ...values
  }: UiState = yield select(selectUi);
  yield call(saveJson, UI_STORAGE_KEY, values);
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

export function* themeWorker(action: PayloadAction<Theme>) {
  if (!isBrowser()) return;
  yield call(setThemeCookie, action.payload);
  yield call(applyTheme, action.payload);
}

export function* uiSaga() {
  // The server loads the values (they arrive in the browser by hydration), so they are saved once the app has
  // started in the browser, and again whenever they change.
  yield takeEvery([appStarted.type, uiValuesLoaded.type], saveUiValuesWorker);
  yield takeEvery(themeChanged.type, themeWorker);
}
