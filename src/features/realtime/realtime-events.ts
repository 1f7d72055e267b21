// Events of the realtime feature that no reducer needs: sagas take them.
import { type Action, createAction } from '@reduxjs/toolkit';

/** Dispatched by _app once mounted in the browser: connect if the hydrated state is signed in. */
export const appStarted = createAction('realtime/appStarted');

/** Every server-pushed socket event, as an ordinary action (house rule 7). */
export const socketEventReceived = createAction<{ event: string; data: unknown }>(
  'realtime/socketEventReceived',
);

/** Pattern for `take`/`takeEvery`: `takeEvery(isSocketEvent('update_balance'), worker)`. */
export function isSocketEvent(event: string) {
  return (action: Action): action is ReturnType<typeof socketEventReceived> =>
    socketEventReceived.match(action) && action.payload.event === event;
}
