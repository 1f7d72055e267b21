// Code-split sagas: a feature whose saga is not in root-saga.ts starts it from the components that dispatch its
// actions. It runs during render, before any child effect can dispatch, and only once per store.
import { useStore } from 'react-redux';
import type { Saga } from 'redux-saga';
import type { SagaStore } from '@/app-store/store';

export function useInjectSaga(key: string, saga: Saga): void {
  const store = useStore() as unknown as SagaStore;
  store.injectSaga(key, saga);
}
