// The action row of a video, gallery or product page: the kind's own first actions, like, bookmark, share and
// report. antd-free: the report modal (antd) is code-split and loads with its provider on the first click, as on
// the creator profile. Visitors are asked to log in to report.
import type { ReactNode } from 'react';
import { ShareIcon } from '@/components/icons';
import { useCopyLink } from '@/components/use-copy-link';
import { ReportAction, type ReportTarget } from '@/features/report';
import { BookmarkButton, LikeButton } from '@/features/reaction';
import styles from './asset-controls.module.css';

/** Copies the page's link (path relative to the site). */
export function ShareButton({ path }: { path: string }) {
  const copyLink = useCopyLink();
  return (
    <button type="button" className={styles.btn} onClick={() => void copyLink(path)}>
      <ShareIcon />
      <span>Share</span>
    </button>
  );
}

type AssetTarget = Extract<ReportTarget, 'video' | 'gallery' | 'product'>;

interface BarProps {
  target: AssetTarget;
  /** names the group for screen readers ("Video actions") */
  label: string;
  item: { _id: string; performerId: string; isLiked: boolean; stats: { likes: number } };
  bookmarked: boolean;
  /** the page's path, for Share */
  path: string;
  /** videos and galleries can be liked; products cannot */
  likeable?: boolean;
  /** the kind's own first actions (a product's "Get it now!") */
  children?: ReactNode;
}

export function AssetActionBar({
  target,
  label,
  item,
  bookmarked,
  path,
  likeable = false,
  children,
}: BarProps) {
  return (
    <div className={styles.actions} role="group" aria-label={label}>
      {children}
      {likeable ? (
        <LikeButton objectType={target} objectId={item._id} liked={item.isLiked} count={item.stats.likes} />
      ) : null}
      <BookmarkButton objectType={target} objectId={item._id} bookmarked={bookmarked} showLabel />
      <ShareButton path={path} />
      <ReportAction
        target={target}
        targetId={item._id}
        performerId={item.performerId}
        className={styles.btn}
      />
    </div>
  );
}
