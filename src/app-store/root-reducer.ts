// The shell's slices, in every page's store, plus the types of the slices features register when a page needs
// them (reducer-registry.ts): those are imported as types only, so their code stays out of _app.
import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer, type AuthState } from '@/features/auth';
import { userReducer, type UserState } from '@/features/user';
import { settingsReducer } from '@/features/settings';
import { uiReducer, type UiState } from '@/features/ui';
import { followReducer, type FollowState } from '@/features/follow';
import { subscriptionReducer, type SubscriptionState } from '@/features/subscription';
import { realtimeReducer, type RealtimeState } from '@/features/realtime';
import { searchReducer, type SearchState } from '@/features/search';
import {
  type LiveSessionState,
  streamingReducer,
  type StreamingState,
  type StreamMessageState,
} from '@/features/streaming';
import type { PerformerState } from '@/features/performer';
import type { BlockState } from '@/features/block';
import type { BookmarkState } from '@/features/bookmark';
import type { PostEditorState } from '@/features/post-editor';
import type { StudioState } from '@/features/studio';
import type { VideoState } from '@/features/video';
import type { GalleryState } from '@/features/gallery';
import type { ProductState } from '@/features/product';
import type { ReactionState } from '@/features/reaction';
import type { CommentState } from '@/features/comment';
import type { FeedState } from '@/features/feed';
import type {
  AddressesState,
  CheckoutState,
  MoneyHistoryState,
  OrderDetailState,
  PurchaseDialogsState,
} from '@/features/wallet';
import type { PayoutState } from '@/features/payout';
import type { EarningState } from '@/features/earning';
import type { ConversationState, MessageState } from '@/features/messaging';
import { registeredReducers } from '@/store/reducer-registry';
import type { SettingsState } from '@/features/settings';

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
} satisfies { [K in keyof ShellState]: Reducer<ShellState[K]> };

/**
 * The shell's state, named slice by slice rather than inferred from the reducers: the infrastructure's hooks
 * read RootState through an interface this root fills in (store/hooks.ts), and an inferred type would refer
 * back to itself. `satisfies` below keeps each reducer in step with its state type.
 */
interface ShellState {
  auth: AuthState;
  user: UserState;
  settings: SettingsState;
  ui: UiState;
  follow: FollowState;
  subscription: SubscriptionState;
  realtime: RealtimeState;
  search: SearchState;
  streaming: StreamingState;
}

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
