// This feature's code-split entries (see README "A feature's anatomy"): next/dynamic wrappers, so a page or
// another feature shows them without carrying their code in its first load.
import dynamic from 'next/dynamic';

/** A creator's private-show requests (issue 12), on any page, loaded when one arrives. */
export const LazyPrivateRequests = dynamic(
  () => import('./components/private-requests').then((m) => m.PrivateRequests),
  { ssr: false },
);

/** Private 1:1 shows (issue 12): loaded only for subscribed fans of a creator who takes them. */
export const LazyPrivateShowButton = dynamic(
  () => import('./components/private-show-button').then((m) => m.PrivateShowButton),
  { ssr: false },
);

/** "Live now" (refreshed every 10 s) loads after the page: it is not part of the first render. */
export const LazyLiveNowStrip = dynamic(
  () => import('./components/live-now-strip').then((m) => m.LiveNowStrip),
  { ssr: false },
);
