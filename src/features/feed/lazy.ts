// This feature's code-split entries (see README "A feature's anatomy"): next/dynamic wrappers, so a page or
// another feature shows them without carrying their code in its first load.
import dynamic from 'next/dynamic';

/** The creator's posts, the profile's first tab (loads with the profile's tabs). */
export const LazyCreatorPosts = dynamic(() =>
  import('./components/creator-posts').then((m) => m.CreatorPosts),
);
