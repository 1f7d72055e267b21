// Events of the realtime feature that no reducer needs: sagas take them. The server-pushed events themselves
// become domain actions in socket-actions.ts.
import { createAction } from '@reduxjs/toolkit';

/** Dispatched by _app once mounted in the browser: connect if the hydrated state is signed in. */
export const appStarted = createAction('realtime/appStarted');

/**
 * The socket is connected, the first time or again: each feature re-reads what it may have missed while offline
 * (the unread badge, a creator's pending show requests, a chat's lines, a live room's membership).
 */
export const socketConnected = createAction('realtime/socketConnected');

/**
 * A screen needs the live connection now (the messenger, a live room): realtime connects at once instead of
 * waiting for the browser's idle time after the page has loaded.
 */
export const realtimeNeeded = createAction('realtime/realtimeNeeded');
