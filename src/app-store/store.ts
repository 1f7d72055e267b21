// A fresh store per SSR request (never module-level state: one user's data must not reach another's page).
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createWrapper } from 'next-redux-wrapper';
import { buildRootReducer, type RootState } from './root-reducer';
import { followRegistrations } from '@/store/reducer-registry';
import type { SagaStore } from '@/store/inject-saga';
import { rootSaga } from './root-saga';

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: buildRootReducer(),
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  // In the browser a feature slice that loads after the store exists joins it (see reducer-registry.ts).
  if (typeof window !== 'undefined') followRegistrations(() => store.replaceReducer(buildRootReducer()));
  const injected = new Set<string>();
  const sagaStore = store as unknown as SagaStore;
  sagaStore.sagaTask = sagaMiddleware.run(rootSaga);
  sagaStore.injectSaga = (key, saga) => {
    if (injected.has(key)) return;
    injected.add(key);
    sagaMiddleware.run(saga);
  };
  return store as typeof store & SagaStore;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState, SagaStore };

// The infrastructure's hooks learn the root state here (store/hooks.ts `StoreTypes`), without importing this
// file. (Inside the block, the hooks module's own `RootState` would shadow ours: hence the alias.)
type ComposedState = RootState;
declare module '@/store/hooks' {
  interface StoreTypes {
    rootState: ComposedState;
  }
}

export const wrapper = createWrapper<AppStore>(() => makeStore(), { debug: false });
