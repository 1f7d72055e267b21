// A creator's pending private-show requests reach them on any page (issue 12): this shell saga reads the list
// on every (re)connect, so a request made while they were offline still shows; the socket adds the rest.
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { socketConnected } from '@/features/realtime';
import { selectCurrentUser } from '@/features/user';
import { pendingPrivateRequests } from './api';
import { privateRequestsLoaded } from './streaming-slice';
import type { PrivateRequest } from './types';

export function* privateRequestsWorker() {
  const user: { isPerformer?: boolean } | null = yield select(selectCurrentUser);
  if (!user?.isPerformer) return;
  try {
    const list: PrivateRequest[] = yield call(pendingPrivateRequests);
    yield put(privateRequestsLoaded(list));
  } catch {
    // the next request event or connect fills the list
  }
}

export function* privateRequestsSaga() {
  yield takeEvery(socketConnected.type, privateRequestsWorker);
}
