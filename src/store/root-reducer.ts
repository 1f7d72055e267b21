import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '@/features/auth/auth-slice';
import { userReducer } from '@/features/user/user-slice';
import { settingsReducer } from '@/features/settings/settings-slice';
import { uiReducer } from '@/features/ui/ui-slice';
import { followReducer } from '@/features/follow/follow-slice';
import { subscriptionReducer } from '@/features/subscription/subscription-slice';
import { realtimeReducer } from '@/features/realtime/realtime-slice';
import { performerReducer } from '@/features/performer/performer-slice';
import { blockReducer } from '@/features/block/block-slice';
import { bookmarkReducer } from '@/features/bookmark/bookmark-slice';
import { searchReducer } from '@/features/search/search-slice';
import { postEditorReducer } from '@/features/post-editor/post-editor-slice';
import { studioReducer } from '@/features/studio/studio-slice';
import { videoReducer } from '@/features/video/video-slice';
import { galleryReducer } from '@/features/gallery/gallery-slice';
import { productReducer } from '@/features/product/product-slice';
import { reactionReducer } from '@/features/reaction/reaction-slice';
import { commentReducer } from '@/features/comment/comment-slice';
import { feedReducer } from '@/features/feed/feed-slice';

export const rootReducer = combineReducers({
  auth: authReducer,
  user: userReducer,
  settings: settingsReducer,
  ui: uiReducer,
  follow: followReducer,
  subscription: subscriptionReducer,
  realtime: realtimeReducer,
  performer: performerReducer,
  block: blockReducer,
  bookmark: bookmarkReducer,
  search: searchReducer,
  postEditor: postEditorReducer,
  studio: studioReducer,
  video: videoReducer,
  gallery: galleryReducer,
  product: productReducer,
  reaction: reactionReducer,
  comment: commentReducer,
  feed: feedReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
