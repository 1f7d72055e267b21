import { all, fork } from 'redux-saga/effects';
import { authSaga } from '@/features/auth/auth-saga';
import { userSaga } from '@/features/user/user-saga';
import { followSaga } from '@/features/follow/follow-saga';
import { uiSaga } from '@/features/ui/ui-saga';
import { realtimeSaga } from '@/features/realtime/realtime-saga';
import { performerSaga } from '@/features/performer/performer-saga';
import { blockSaga } from '@/features/block/block-saga';
import { bookmarkSaga } from '@/features/bookmark/bookmark-saga';
import { searchSaga } from '@/features/search/search-saga';

// Feature sagas are registered here. auth before realtime: on sign-out the auth saga emits auth/logout first.
export function* rootSaga() {
  yield all([fork(authSaga), fork(userSaga), fork(followSaga), fork(uiSaga), fork(realtimeSaga)]);
  yield fork(performerSaga);
  yield fork(blockSaga);
  yield fork(bookmarkSaga);
  yield fork(searchSaga);
}
