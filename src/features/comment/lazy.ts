// This feature's code-split entries (see README "A feature's anatomy"): next/dynamic wrappers, so a page or
// another feature shows them without carrying their code in its first load.
import dynamic from 'next/dynamic';
import { createElement } from 'react';

/** A post's, video's or gallery's comments: browser only, loaded when the item shows them. */
export const LazyCommentSection = dynamic(
  () => import('./components/comment-section').then((m) => m.CommentSection),
  { ssr: false, loading: () => createElement('p', { role: 'status' }, 'Loading comments...') },
);
