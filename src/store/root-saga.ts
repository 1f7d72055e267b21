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
import { reactionSaga } from '@/features/reaction/reaction-saga';
import { commentSaga } from '@/features/comment/comment-saga';
import { feedSaga } from '@/features/feed/feed-saga';

// Feature sagas are registered here, except those of creator tools and asset pages, which start from their
// components (src/store/inject-saga.ts) so every other page downloads less. auth before realtime: on sign-out the auth saga emits auth/logout first.
export function* rootSaga() {
  yield all([fork(authSaga), fork(userSaga), fork(followSaga), fork(uiSaga), fork(realtimeSaga)]);
  yield fork(performerSaga);
  yield fork(blockSaga);
  yield fork(bookmarkSaga);
  yield fork(searchSaga);
  yield fork(reactionSaga);
  yield fork(commentSaga);
  yield fork(feedSaga);
}
