// Role menus of the profile drawer, in the exact order of reference §6.2 (two names made plain: its "Banking (to
// earn)" is Payout Details, its "My Feeds" is My Posts, as the pages they open are called).
import { paths } from '@/config/paths';

export type MenuEntry =
  { kind: 'link'; key: string; label: string; href: string } | { kind: 'divider'; key: string };

interface MenuUser {
  _id: string;
  username: string;
  isPerformer: boolean;
}

interface MenuSettings {
  agoraEnable?: boolean;
  agoraAppId?: string;
  paymentGateway?: string;
  stripePublishableKey?: string;
}

const link = (key: string, label: string, href: string): MenuEntry => ({ kind: 'link', key, label, href });
const divider = (key: string): MenuEntry => ({ kind: 'divider', key });

export function creatorMenu(user: MenuUser): MenuEntry[] {
  const entries: MenuEntry[] = [];
  // live streaming works on the built-in engine and on Agora / LiveKit: the item is always there (issue 12)
  entries.push(link('live', 'Go Live', paths.creator.live));
  entries.push(
    link('profile', 'My Profile', paths.profile(user.username || user._id)),
    link('account', 'Edit Profile', paths.creator.account),
    link('blacklist', 'Blacklist', paths.creator.blacklist),
    link('block-countries', 'Block Countries', paths.creator.blockCountries),
    link('followers', 'Followers', paths.creator.followers),
    link('banking', 'Payout Details', paths.creator.banking),
    divider('d1'),
    link('posts', 'My Posts', paths.creator.myPosts),
    link('videos', 'My Videos', paths.creator.myVideos),
    link('store', 'My Products', paths.creator.myStore),
    link('galleries', 'My Galleries', paths.creator.myGalleries),
    divider('d2'),
    link('orders', 'Order History', paths.creator.myOrders),
    link('earnings', 'Earning History', paths.creator.earnings),
    link('payouts', 'Payout Requests', paths.creator.payouts),
  );
  return entries;
}

export function fanMenu(settings: MenuSettings): MenuEntry[] {
  const entries: MenuEntry[] = [link('account', 'Edit Profile', paths.user.account)];
  // cards are taken by the built-in sandbox, or by Stripe when it is configured
  if (
    settings.paymentGateway === 'sandbox' ||
    (settings.paymentGateway === 'stripe' && settings.stripePublishableKey)
  ) {
    entries.push(link('cards', 'Add Card', paths.user.cards));
  }
  entries.push(
    link('bookmarks', 'Bookmarks', paths.user.bookmarks),
    link('following', 'Following', paths.user.following),
    link('subscriptions', 'Subscriptions', paths.user.subscriptions),
    divider('d1'),
    link('orders', 'Order History', paths.user.orders),
    link('payments', 'Payment History', paths.user.paymentHistory),
    link('wallet-transactions', 'Wallet Transactions', paths.user.walletTransactions),
  );
  return entries;
}

export function profileMenu(user: MenuUser, settings: MenuSettings): MenuEntry[] {
  return user.isPerformer ? creatorMenu(user) : fanMenu(settings);
}

/** "$50.00" */
export function formatBalance(amount: number): string {
  return `$${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`;
}
