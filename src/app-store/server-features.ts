// Server only (imported by _document, which never reaches the browser): registers every feature slice at
// start-up, so each request's store holds them all before any page or code-split component loads.
import '@/features/performer/performer-slice';
import '@/features/block/block-slice';
import '@/features/bookmark/bookmark-slice';
import '@/features/post-editor/post-editor-slice';
import '@/features/studio/studio-slice';
import '@/features/video/video-slice';
import '@/features/gallery/gallery-slice';
import '@/features/product/product-slice';
import '@/features/reaction/reaction-slice';
import '@/features/comment/comment-slice';
import '@/features/feed/feed-slice';
import '@/features/wallet/checkout-slice';
import '@/features/wallet/purchase-dialogs-slice';
import '@/features/wallet/addresses-slice';
import '@/features/wallet/money-history-slice';
import '@/features/wallet/order-detail-slice';
import '@/features/payout/payout-slice';
import '@/features/earning/earning-slice';
import '@/features/messaging/conversation-slice';
import '@/features/messaging/message-slice';
import '@/features/streaming/stream-message-slice';
import '@/features/streaming/live-session-slice';
