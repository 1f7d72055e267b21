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
import { postEditorSaga } from '@/features/post-editor/post-editor-saga';
import { studioSaga } from '@/features/studio/studio-saga';
import { videoSaga } from '@/features/video/video-saga';
import { gallerySaga } from '@/features/gallery/gallery-saga';
import { productSaga } from '@/features/product/product-saga';
import { reactionSaga } from '@/features/reaction/reaction-saga';
import { commentSaga } from '@/features/comment/comment-saga';
import { feedSaga } from '@/features/feed/feed-saga';

// Feature sagas are registered here. auth before realtime: on sign-out the auth saga emits auth/logout first.
export function* rootSaga() {
  yield all([fork(authSaga), fork(userSaga), fork(followSaga), fork(uiSaga), fork(realtimeSaga)]);
  yield fork(performerSaga);
  yield fork(blockSaga);
  yield fork(bookmarkSaga);
  yield fork(searchSaga);
  yield fork(postEditorSaga);
  yield fork(studioSaga);
  yield fork(videoSaga);
  yield fork(gallerySaga);
  yield fork(productSaga);
  yield fork(reactionSaga);
  yield fork(commentSaga);
  yield fork(feedSaga);
}
