// This feature's code-split entries (see README "A feature's anatomy"): next/dynamic wrappers, so a page or
// another feature shows them without carrying their code in its first load.
import dynamic from 'next/dynamic';

/** The unlock, tip and order dialogs (BaseLayout mounts them only once a fan opens one). */
export const LazyWalletDialogs = dynamic(() =>
  import('./components/wallet-dialogs').then((m) => m.WalletDialogs),
);

/** The subscribe dialog, opened by action from any page. */
export const LazySubscriptionModal = dynamic(
  () => import('./components/subscription-modal').then((m) => m.SubscriptionModal),
  { ssr: false },
);
