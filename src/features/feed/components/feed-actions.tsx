// Card actions (reference §5.1): like, comments, tip, bookmark, share, report. The tip dialog (wallet) and the
// report modal are antd: they are code-split and load on click (the feed page itself ships without antd).
import { tipDialogOpened } from '@/features/wallet';
import { useState } from 'react';
import { DollarIcon, FlagIcon, ShareIcon } from '@/components/icons';
import { useAppDispatch } from '@/store/hooks';
import { BookmarkButton, LikeButton, useLoginGate } from '@/features/reaction';
import { type LazyModalState, LazyReportModal } from '@/features/report';
import { type Feed } from '../types';
import { type FeedViewer } from '../access';
import { CommentIcon } from './feed-icons';
import styles from './feed-card.module.css';

interface Props {
  feed: Feed;
  viewer: FeedViewer;
  isOwner: boolean;
  commentsOpen: boolean;
  commentsId: string;
  onToggleComments: () => void;
  onShare: () => void;
}

export function FeedActions({
  feed,
  viewer,
  isOwner,
  commentsOpen,
  commentsId,
  onToggleComments,
  onShare,
}: Props) {
  const { gate } = useLoginGate();
  const dispatch = useAppDispatch();
  const [report, setReport] = useState<LazyModalState>('unloaded');
  const name = feed.performer?.name || feed.performer?.username || 'the creator';

  return (
    <div className={styles.actions} role="group" aria-label="Post actions">
      <LikeButton
        objectType="feed"
        objectId={feed._id}
        liked={feed.isLiked}
        count={feed.totalLike}
        className={styles.action}
      />
      <button
        type="button"
        className={styles.action}
        aria-expanded={commentsOpen}
        aria-controls={commentsOpen ? commentsId : undefined}
        onClick={onToggleComments}
      >
        <CommentIcon />
        <span className="sr-only">Comments</span>
        <span aria-hidden>{feed.totalComment}</span>
        <span className="sr-only">{` (${feed.totalComment})`}</span>
      </button>
      {isOwner ? null : (
        <button
          type="button"
          className={styles.action}
          disabled={viewer.kind === 'creator'}
          onClick={gate(() =>
            dispatch(
              tipDialogOpened({ performerId: feed.performerId, name, avatar: feed.performer?.avatar ?? '' }),
            ),
          )}
        >
          <DollarIcon />
          <span>Tip</span>
        </button>
      )}
      <span className={styles.spacer} />
      <BookmarkButton
        objectType="feed"
        objectId={feed._id}
        bookmarked={feed.isBookMarked}
        className={styles.action}
      />
      <button type="button" className={styles.action} onClick={onShare}>
        <ShareIcon />
        <span className="sr-only">Share</span>
      </button>
      {isOwner ? null : (
        <button type="button" className={styles.action} onClick={gate(() => setReport('open'))}>
          <FlagIcon />
          <span className="sr-only">Report</span>
        </button>
      )}
      <LazyReportModal
        state={report}
        onClose={() => setReport('closed')}
        target="feed"
        targetId={feed._id}
        performerId={feed.performerId}
      />
    </div>
  );
}
