import { all, fork } from 'redux-saga/effects';
import { authSaga } from '@/features/auth';
import { userSaga } from '@/features/user';
import { followSaga } from '@/features/follow';
import { realtimeStartSaga } from './realtime-start';
import { searchSaga } from '@/features/search';

// The shell's sagas, a lazy import started on the first action one of them listens to (shell-sagas.ts). The UI
// values' and theme's effects are a middleware (features/ui/ui-effects.ts). A feature that only some pages use (profiles, feeds, comments, reactions, bookmarks, blocks,
// creator tools, asset pages) brings its saga in its descriptor, a lazy import started when a component that
// dispatches its requests first uses it (src/store/feature.ts, use-feature.ts).
// auth before realtime: on sign-out the auth saga emits auth/logout first. The features' reconnect work (the
// unread badge, a creator's show requests) comes with the connection (realtime-start.ts, reconnect-work.ts).
export function* rootSaga() {
  yield all([fork(authSaga), fork(userSaga), fork(followSaga), fork(realtimeStartSaga)]);
  yield fork(searchSaga);
}
