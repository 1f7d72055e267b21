// One post (reference §5.1): header, the kind's body (or the locked panel), poll, actions, and the comments
// loaded on demand. antd-free; every list row selects its own post by id.
import { useId, useState } from 'react';
import { LazyCommentSection } from '@/features/comment/lazy';
import { useCopyLink } from '@/components/use-copy-link';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { feedAccess } from '../access';
import { selectFeed } from '../feed-slice';
import { feedPublicId } from '../types';
import { FeedActions } from './feed-actions';
import { FeedAvatar, FeedHeader } from './feed-header';
import { FeedMenu } from './feed-menu';
import { FeedPoll } from './card-parts';
import { POST_KINDS } from './post-kinds';
import { useFeedViewer } from './use-feed-viewer';
import styles from './feed-card.module.css';
import { useFeatureSlice } from '@/store/use-feature';
import { feedFeature } from '../feed-feature';

interface Props {
  id: string;
  /** the first card on the page: its picture loads at once */
  priority?: boolean;
  /** comments open from the start (post page) */
  commentsOpen?: boolean;
  headingLevel?: 2 | 3;
}

export function FeedCard({ id, priority, commentsOpen: initiallyOpen = false, headingLevel = 2 }: Props) {
  useFeatureSlice(feedFeature);
  const feed = useAppSelector((s) => selectFeed(s, id));
  const viewer = useFeedViewer();
  const copyPageLink = useCopyLink();
  const nameId = useId();
  const commentsId = useId();
  const [commentsOpen, setCommentsOpen] = useState(initiallyOpen);

  if (!feed) return null;
  const access = feedAccess(feed, viewer);
  const postHref = paths.post(feedPublicId(feed));
  const Body = POST_KINDS[feed.type];

  const absolute = () => `${window.location.origin}${postHref}`;
  const copyLink = () => copyPageLink(postHref);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: feed.performer?.name || 'Post', url: absolute() });
        return;
      } catch (err) {
        if ((err as { name?: string })?.name === 'AbortError') return;
      }
    }
    await copyLink();
  };

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.header}>
        <FeedAvatar feed={feed} />
        <FeedHeader feed={feed} postHref={postHref} nameId={nameId} headingLevel={headingLevel} />
        <FeedMenu
          postHref={postHref}
          editHref={access.isOwner ? paths.creator.editPost(feed._id) : null}
          onCopyLink={() => void copyLink()}
        />
      </div>
      <Body feed={feed} access={access} viewer={viewer} priority={priority} />
      <FeedPoll feed={feed} viewer={viewer} />
      <FeedActions
        feed={feed}
        viewer={viewer}
        isOwner={access.isOwner}
        commentsOpen={commentsOpen}
        commentsId={commentsId}
        onToggleComments={() => setCommentsOpen((v) => !v)}
        onShare={() => void share()}
      />
      {commentsOpen ? (
        <div id={commentsId}>
          <LazyCommentSection objectType="feed" objectId={feed._id} totalComment={feed.totalComment} />
        </div>
      ) : null}
    </article>
  );
}
