// A fresh store per SSR request (never module-level state: one user's data must not reach another's page).
import { configureStore, type Store } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { createWrapper } from 'next-redux-wrapper';
import { buildRootReducer, type RootState } from './root-reducer';
import { followRegistrations } from '@/store/reducer-registry';
import { rootSaga } from './root-saga';

export interface SagaStore extends Store<RootState> {
  sagaTask: Task;
  /**
   * Starts a feature saga the first time a page needs it (idempotent per store). Sagas of pages most visitors
   * never open (creator tools, asset pages) stay out of the code every page downloads; see inject-saga.ts.
   */
  injectSaga: (key: string, saga: Saga) => void;
}

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
export type { RootState };

export const wrapper = createWrapper<AppStore>(() => makeStore(), { debug: false });
