// The shell's slices, in every page's store, plus the types of the slices features register when a page needs
// them (reducer-registry.ts): those are imported as types only, so their code stays out of _app.
import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer } from '@/features/auth/auth-slice';
import { userReducer } from '@/features/user/user-slice';
import { settingsReducer } from '@/features/settings/settings-slice';
import { uiReducer } from '@/features/ui/ui-slice';
import { followReducer } from '@/features/follow/follow-slice';
import { subscriptionReducer } from '@/features/subscription/subscription-slice';
import { realtimeReducer } from '@/features/realtime/realtime-slice';
import { searchReducer } from '@/features/search/search-slice';
import { streamingReducer } from '@/features/streaming/streaming-slice';
import type { PerformerState } from '@/features/performer/performer-slice';
import type { BlockState } from '@/features/block/block-slice';
import type { BookmarkState } from '@/features/bookmark/bookmark-slice';
import type { PostEditorState } from '@/features/post-editor/post-editor-slice';
import type { StudioState } from '@/features/studio/studio-slice';
import type { VideoState } from '@/features/video/video-slice';
import type { GalleryState } from '@/features/gallery/gallery-slice';
import type { ProductState } from '@/features/product/product-slice';
import type { ReactionState } from '@/features/reaction/reaction-slice';
import type { CommentState } from '@/features/comment/comment-slice';
import type { FeedState } from '@/features/feed/feed-slice';
import type { CheckoutState } from '@/features/wallet/checkout-slice';
import type { PurchaseDialogsState } from '@/features/wallet/purchase-dialogs-slice';
import type { AddressesState } from '@/features/wallet/addresses-slice';
import type { MoneyHistoryState } from '@/features/wallet/money-history-slice';
import type { OrderDetailState } from '@/features/wallet/order-detail-slice';
import type { PayoutState } from '@/features/payout/payout-slice';
import type { EarningState } from '@/features/earning/earning-slice';
import type { ConversationState } from '@/features/messaging/conversation-slice';
import type { MessageState } from '@/features/messaging/message-slice';
import type { StreamMessageState } from '@/features/streaming/stream-message-slice';
import type { LiveSessionState } from '@/features/streaming/live-session-slice';
import { registeredReducers } from '@/store/reducer-registry';

const shellReducers = {
  auth: authReducer,
  user: userReducer,
  settings: settingsReducer,
  ui: uiReducer,
  follow: followReducer,
  subscription: subscriptionReducer,
  realtime: realtimeReducer,
  search: searchReducer,
  streaming: streamingReducer,
};

type ShellState = { [K in keyof typeof shellReducers]: ReturnType<(typeof shellReducers)[K]> };

/** Slices registered by the modules that use them; present whenever a component can read them. */
export interface FeatureState {
  performer: PerformerState;
  block: BlockState;
  bookmark: BookmarkState;
  postEditor: PostEditorState;
  studio: StudioState;
  video: VideoState;
  gallery: GalleryState;
  product: ProductState;
  reaction: ReactionState;
  comment: CommentState;
  feed: FeedState;
  checkout: CheckoutState;
  purchaseDialogs: PurchaseDialogsState;
  addresses: AddressesState;
  moneyHistory: MoneyHistoryState;
  orderDetail: OrderDetailState;
  payout: PayoutState;
  earning: EarningState;
  conversation: ConversationState;
  message: MessageState;
  streamMessage: StreamMessageState;
  liveSession: LiveSessionState;
}

export type RootState = ShellState & FeatureState;

/** The shell's reducers plus every feature reducer registered so far. */
export function buildRootReducer(): Reducer<RootState, UnknownAction, Partial<RootState>> {
  return combineReducers({ ...registeredReducers(), ...shellReducers }) as unknown as Reducer<
    RootState,
    UnknownAction,
    Partial<RootState>
  >;
}
