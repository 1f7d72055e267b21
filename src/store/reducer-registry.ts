// Reducers of features only some pages use (content, creator tools, profiles) are not part of _app: each such
// slice module registers its reducer when it loads, which happens when a page, a code-split component or a
// loader imports it. So a page's first load carries the shell's slices (root-reducer.ts) plus its own.
// - In the browser the page module loads before the store is made, so its slices are in the store that
//   receives the server's state (HYDRATE). A slice that arrives later (a code-split tab, a client navigation)
//   is added to the live store with replaceReducer and starts from its initial state.
// - On the server every content slice is registered at start-up (app-store/server-features.ts, imported by _document),
//   so no request's store ever lacks one.
// Only reducers live here, never state: sharing this map between requests on the server is safe.
import type { Reducer } from '@reduxjs/toolkit';

const reducers: Record<string, Reducer> = {};
let onRegistered: (() => void) | null = null;

export function registerReducer(key: string, reducer: Reducer): void {
  if (reducers[key] === reducer) return;
  reducers[key] = reducer;
  onRegistered?.();
}

export function registeredReducers(): Readonly<Record<string, Reducer>> {
  return { ...reducers };
}

/** The browser's one live store follows later registrations (the latest store made wins). */
export function followRegistrations(listener: (() => void) | null): void {
  onRegistered = listener;
}
