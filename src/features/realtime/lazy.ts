// The realtime feature's code-split entry: the event→action table, imported only by the socket connection
// (src/app-store/realtime-saga.ts), which loads after sign-in, so a visitor's pages never fetch it (issue 22).
export { socketEventToAction } from './socket-actions';
