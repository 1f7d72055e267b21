// The header's unread badge is the messenger's fact on every page: this shell saga re-reads it on every
// (re)connect, so what arrived while offline counts too; between connects the socket's count keeps it.
import { call, put, takeEvery } from 'redux-saga/effects';
import { socketConnected, unreadCountLoaded } from '@/features/realtime';
import { totalUnread } from './api';

export function* unreadWorker() {
  try {
    const total: number = yield call(totalUnread);
    yield put(unreadCountLoaded(total));
  } catch {
    // the badge keeps its value; the next event or connect corrects it
  }
}

export function* unreadSaga() {
  yield takeEvery(socketConnected.type, unreadWorker);
}
