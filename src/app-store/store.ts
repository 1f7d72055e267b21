// A fresh store per SSR request (never module-level state: one user's data must not reach another's page).
import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import createSagaMiddleware from 'redux-saga';
import { isBrowser } from '@/lib/runtime';
import { createWrapper } from 'next-redux-wrapper';
import { shellReducers, type RootState } from './root-reducer';
import { createFeatureHost } from '@/store/feature-host';
import type { Feature } from '@/store/feature';
import type { FeatureStore } from '@/store/use-feature';
import { rootSaga } from './root-saga';

let heldFromTheStart: readonly Feature[] = [];

// A server store lives for one render (issue 22, "cheap renders"): freezing every state it produces guards
// nothing, and cost a few per cent of each server render. The browser's long-lived store keeps the guard.
if (!isBrowser()) setAutoFreeze(false);

/**
 * Every store made from now on holds these features' slices from the start. _document (server only) passes
 * every code-split feature (features.ts), so each request's state is whole before any page renders; in the
 * browser nobody calls it, and a feature joins when first used (src/store/use-feature.ts).
 */
export function holdFeaturesFromTheStart(features: readonly Feature[]): void {
  heldFromTheStart = features;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const host = createFeatureHost(shellReducers, heldFromTheStart);
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: host.reducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(host.middleware, sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  const featureStore = Object.assign(store, host.bind(store)) as typeof store & FeatureStore;
  // The server's stores render once and are dropped before any saga's work could land (the loaders call the API
  // themselves): only the browser runs the shell's sagas.
  if (isBrowser()) featureStore.sagaTask = sagaMiddleware.run(rootSaga);
  return featureStore;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState, FeatureStore };

// The infrastructure's hooks learn the root state here (store/hooks.ts `StoreTypes`), without importing this
// file. (Inside the block, the hooks module's own `RootState` would shadow ours: hence the alias.)
type ComposedState = RootState;
declare module '@/store/hooks' {
  interface StoreTypes {
    rootState: ComposedState;
  }
}

export const wrapper = createWrapper<AppStore>(() => makeStore(), { debug: false });
