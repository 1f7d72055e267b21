// The saga runtime, loaded with the first saga a store starts (feature-host.ts), never with a page (issue 22):
// redux-saga's core is no part of the shared first load. Each saga runs on its own channel; its put effects go
// through the store's dispatch, so every saga hears every action whichever channel it runs on.
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import type { Store, UnknownAction } from '@reduxjs/toolkit';

export interface RunningSaga {
  /** hands an action the store has reduced to the saga */
  hear: (action: UnknownAction) => void;
  task: Task;
}

export function runOnOwnChannel(store: Pick<Store, 'dispatch' | 'getState'>, saga: Saga): RunningSaga {
  const channel = stdChannel<UnknownAction>();
  const task = runSaga({ channel, dispatch: store.dispatch, getState: store.getState }, saga);
  return { hear: (action) => channel.put(action), task };
}
