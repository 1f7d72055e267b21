// A fresh store per SSR request (never module-level state: one user's data must not reach another's page).
import { configureStore, type Store } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createWrapper } from 'next-redux-wrapper';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

export interface SagaStore extends Store<RootState> {
  sagaTask: Task;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  (store as unknown as SagaStore).sagaTask = sagaMiddleware.run(rootSaga);
  return store as typeof store & SagaStore;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

export const wrapper = createWrapper<AppStore>(() => makeStore(), { debug: false });
