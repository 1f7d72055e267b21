// UI side effects: values mirrored to localStorage (spec §3 "UI state"), theme to cookie and <html>. A store
// middleware, not a saga (issue 22): every page saves the values once it starts, and redux-saga is no part of
// a page's first load (app-store/shell-sagas.ts).
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { setThemeCookie } from '@/lib/cookies';
import { isBrowser } from '@/lib/runtime';
import { saveJson } from '@/lib/storage';
import { appStarted } from '@/features/realtime';
import { selectUi, type Theme, themeChanged, type UiState, uiValuesLoaded } from './ui-slice';

export const UI_STORAGE_KEY = 'ui';

export function saveUiValues(state: { ui: UiState }) {
  const { theme: _theme, footerHtml: _footerHtml, dateLocale: _dateLocale, ...values } = selectUi(state);
  saveJson(UI_STORAGE_KEY, values);
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

/**
 * The server loads the values (they arrive in the browser by hydration), so they are saved once the app has
 * started in the browser, and again whenever they change. Server stores write nothing.
 */
export const uiEffects: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (!isBrowser()) return result;
  const a = action as UnknownAction;
  if (appStarted.match(a) || uiValuesLoaded.match(a)) saveUiValues(api.getState() as { ui: UiState });
  else if (themeChanged.match(a)) {
    setThemeCookie(a.payload);
    applyTheme(a.payload);
  }
  return result;
};
