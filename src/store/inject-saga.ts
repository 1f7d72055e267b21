// Code-split sagas: a feature whose saga is not in root-saga.ts starts it from the components that dispatch its
// actions. It runs during render, before any child effect can dispatch, and only once per store.
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import type { RootState } from './hooks';

/** The store as the composition root builds it (app-store/store.ts): its root saga, and sagas joined later. */
export interface SagaStore extends Store<RootState> {
  sagaTask: Task;
  /**
   * Starts a feature saga the first time a page needs it (idempotent per store). Sagas of pages most visitors
   * never open (creator tools, asset pages) stay out of the code every page downloads.
   */
  injectSaga: (key: string, saga: Saga) => void;
}

export function useInjectSaga(key: string, saga: Saga): void {
  const store = useStore() as unknown as SagaStore;
  store.injectSaga(key, saga);
}
