// This feature's code-split entries (see README "A feature's anatomy"): next/dynamic wrappers, so a page or
// another feature shows them without carrying their code in its first load.
import dynamic from 'next/dynamic';

/** The creator's videos, a profile tab (loads with the profile's tabs). */
export const LazyCreatorVideos = dynamic(() =>
  import('./components/creator-videos').then((m) => m.CreatorVideos),
);
