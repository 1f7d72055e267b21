// Every code-split feature, once (README "The store"). The server's stores hold all their slices before any page
// renders (_document hands this list to app-store/store.ts), so the state the browser receives is whole, and
// FeatureState (root-reducer.ts) is derived from it. Only _document imports it as a value: in the browser a
// feature joins when a component or loader first uses its descriptor, so this list never reaches a page.
import { blockFeature } from '@/features/block';
import { bookmarkFeature } from '@/features/bookmark';
import { commentFeature } from '@/features/comment';
import { earningFeature } from '@/features/earning';
import { feedFeature } from '@/features/feed';
import { galleryFeature } from '@/features/gallery';
import { conversationFeature, messageFeature } from '@/features/messaging';
import { payoutFeature } from '@/features/payout';
import { performerFeature } from '@/features/performer';
import { postEditorFeature } from '@/features/post-editor';
import { productFeature } from '@/features/product';
import { reactionFeature } from '@/features/reaction';
import { liveSessionFeature, streamMessageFeature } from '@/features/streaming';
import { studioFeature } from '@/features/studio';
import { subscriptionFeature } from '@/features/subscription';
import { videoFeature } from '@/features/video';
import {
  addressesFeature,
  checkoutFeature,
  moneyHistoryFeature,
  orderDetailFeature,
  purchaseDialogsFeature,
} from '@/features/wallet';

export const codeSplitFeatures = [
  performerFeature,
  blockFeature,
  bookmarkFeature,
  postEditorFeature,
  studioFeature,
  videoFeature,
  galleryFeature,
  productFeature,
  reactionFeature,
  commentFeature,
  feedFeature,
  checkoutFeature,
  purchaseDialogsFeature,
  addressesFeature,
  moneyHistoryFeature,
  orderDetailFeature,
  payoutFeature,
  earningFeature,
  conversationFeature,
  messageFeature,
  streamMessageFeature,
  liveSessionFeature,
  subscriptionFeature,
] as const;
