// Runs a feature saga whole against the real root reducer (the shell's plus every code-split feature's slice, as
// on the server) and records every dispatched action.
import {
  combineReducers,
  configureStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { shellReducers, type RootState } from '@/app-store/root-reducer';
import { codeSplitFeatures } from '@/app-store/features';

const everySlice = Object.fromEntries(
  codeSplitFeatures.flatMap((f) => ('reducer' in f ? [[f.key, f.reducer]] : [])),
);
const rootReducer = combineReducers({ ...everySlice, ...shellReducers }) as unknown as Reducer<
  RootState,
  UnknownAction,
  Partial<RootState>
>;

export function startSaga(saga: Saga, preloadedState?: Partial<RootState>) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder, sagaMiddleware),
  });
  const task = sagaMiddleware.run(saga);

  /** Resolves with the first action of that type dispatched so far or later. */
  function waitFor(type: string, timeoutMs = 3000): Promise<UnknownAction> {
    const seen = actions.find((a) => a.type === type);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new Error(`timed out waiting for ${type}; saw ${actions.map((a) => a.type).join(', ')}`));
      }, timeoutMs);
      const unsubscribe = store.subscribe(() => {
        const found = actions.find((a) => a.type === type);
        if (found) {
          clearTimeout(timer);
          unsubscribe();
          resolve(found);
        }
      });
    });
  }

  const types = () => actions.map((a) => a.type);
  const stop = () => task.cancel();
  return { store, actions, task, waitFor, types, stop };
}
