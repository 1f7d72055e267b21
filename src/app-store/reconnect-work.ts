// The features' own work on every (re)connect that every page of a signed-in user needs (the messenger's unread
// badge, a creator's pending private-show requests). Nothing else starts it, and socketConnected is its only
// trigger, so it loads with the connection (realtime-start.ts: signed-in users only, in the browser's idle
// time) and starts before the socket can connect: a visitor's pages carry none of it, nor the API calls it makes.
import { all, fork } from 'redux-saga/effects';
import { unreadSaga } from '@/features/messaging';
import { privateRequestsSaga } from '@/features/streaming';

export function* reconnectWork() {
  yield all([fork(unreadSaga), fork(privateRequestsSaga)]);
}
