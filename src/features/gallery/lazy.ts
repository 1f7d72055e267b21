// This feature's code-split entries (see README "A feature's anatomy"): next/dynamic wrappers, so a page or
// another feature shows them without carrying their code in its first load.
import dynamic from 'next/dynamic';

/** The creator's galleries, the profile's Photos tab (loads with the profile's tabs). */
export const LazyCreatorGalleries = dynamic(() =>
  import('./components/creator-galleries').then((m) => m.CreatorGalleries),
);
