// Threaded comments under a post, video, gallery or product (reference §5.1, §6.3): write, list, reply, like,
// delete own. antd-free, so it can sit on plain pages; it is loaded on demand by the feed card.
import { useAppSelector } from '@/store/hooks';
import { selectThread } from '../comment-slice';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import styles from './comment.module.css';
import { useFeatureSlice } from '@/store/use-feature';
import { commentFeature } from '../comment-feature';

export interface CommentSectionProps {
  objectType: 'feed' | 'video' | 'gallery' | 'product';
  objectId: string;
  totalComment?: number;
}

export function CommentSection({ objectType, objectId, totalComment }: CommentSectionProps) {
  useFeatureSlice(commentFeature);
  const thread = useAppSelector((s) => selectThread(s, objectType, objectId));
  const count = thread.status === 'succeeded' ? thread.total : totalComment;
  return (
    <section className={styles.section} aria-label="Comments">
      <h3 className="sr-only">Comments{typeof count === 'number' ? ` (${count})` : ''}</h3>
      <CommentForm objectType={objectType} objectId={objectId} label="Write a comment" />
      <CommentThread objectType={objectType} objectId={objectId} label="Comments" canReply />
    </section>
  );
}
