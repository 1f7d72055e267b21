// One thread (comments on an item, or replies to a comment): loads on first show, newest first, "load more".
// Each comment shows its author, time, text (React text with safe links), like, reply, replies and delete own.
// Thread and item live together: a comment renders its reply thread. Threads are one level deep (reference
// §5.1): "Reply" on a reply answers in the same thread, starting the text with an @mention of its author.
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { RelativeTime } from '@/components/countdown';
import { useNotify } from '@/components/notify';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { BioText } from '@/features/performer';
import { LikeButton } from '@/features/reaction';
import {
  commentDeleteRequested,
  commentsRequested,
  selectComment,
  selectCommentDeleteError,
  selectCommentDeleting,
  selectThread,
} from '../comment-slice';
import { type CommentObjectType } from '../types';
import { CommentForm } from './comment-form';
import styles from './comment.module.css';
import { useFeature } from '@/store/use-feature';
import { commentFeature } from '../comment-feature';

interface Props {
  objectType: CommentObjectType;
  objectId: string;
  label: string;
  /** top-level comments open a reply thread; replies cannot (one level, reference §5.1) */
  canReply: boolean;
  /** in a reply thread: answer in that thread, text starting with this mention */
  onReply?: (mention: string) => void;
}

export function CommentThread({ objectType, objectId, label, canReply, onReply }: Props) {
  const dispatch = useAppDispatch();
  useFeature(commentFeature);
  const { ids, total, status, error } = useAppSelector((s) => selectThread(s, objectType, objectId));

  useEffect(() => {
    if (status === 'idle') dispatch(commentsRequested({ objectType, objectId }));
  }, [dispatch, status, objectType, objectId]);

  if ((status === 'idle' || status === 'loading') && ids.length === 0) {
    return (
      <p className={styles.muted} role="status">
        Loading comments...
      </p>
    );
  }
  if (status === 'failed' && ids.length === 0) {
    return (
      <div role="alert" className={styles.formRow}>
        <span className={styles.error}>{error?.message}</span>
        <button
          type="button"
          className={styles.btn}
          onClick={() => dispatch(commentsRequested({ objectType, objectId }))}
        >
          Retry
        </button>
      </div>
    );
  }
  if (ids.length === 0)
    return objectType === 'comment' ? null : <p className={styles.muted}>No comments yet</p>;

  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {ids.map((id) => (
          <CommentItem key={id} id={id} canReply={canReply} onReply={onReply} />
        ))}
      </ul>
      {ids.length < total ? (
        <button
          type="button"
          className={styles.link}
          disabled={status === 'loading'}
          onClick={() => dispatch(commentsRequested({ objectType, objectId, more: true }))}
        >
          {status === 'loading' ? 'Loading...' : objectType === 'comment' ? 'More replies' : 'More comments'}
        </button>
      ) : null}
    </>
  );
}

export function CommentItem({
  id,
  canReply,
  onReply,
}: Omit<Props, 'objectType' | 'objectId' | 'label'> & { id: string }) {
  const dispatch = useAppDispatch();
  useFeature(commentFeature);
  const notify = useNotify();
  const comment = useAppSelector((s) => selectComment(s, id));
  const deleting = useAppSelector((s) => selectCommentDeleting(s, id));
  const deleteError = useAppSelector(selectCommentDeleteError);
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  /** what a new reply starts with: '' or "@username " when answering a reply */
  const [mention, setMention] = useState('');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (deleteError) void notify.error(deleteError.message);
  }, [deleteError, notify]);

  if (!comment) return null;
  const name = comment.creator.name || comment.creator.username || 'User';
  const author =
    comment.creator.isPerformer && comment.creator.username ? (
      <Link className={styles.name} href={paths.profile(comment.creator.username)}>
        {name}
      </Link>
    ) : (
      <span className={styles.name}>{name}</span>
    );

  return (
    <li className={styles.item} aria-label={`Comment by ${name}`}>
      <img
        className={styles.avatar}
        src={comment.creator.avatar}
        alt=""
        width={32}
        height={32}
        loading="lazy"
      />
      <div className={styles.bubble}>
        <div className={styles.meta}>
          {author}
          {comment.createdAt ? <RelativeTime className={styles.time} date={comment.createdAt} /> : null}
        </div>
        <BioText className={styles.content} text={comment.content} />
        <div className={styles.actions}>
          <LikeButton
            objectType="comment"
            objectId={comment._id}
            liked={comment.isLiked}
            count={comment.totalLike}
          />
          {canReply ? (
            <button
              type="button"
              className={styles.link}
              aria-expanded={replying}
              onClick={() => {
                setMention('');
                setReplying((v) => !v);
                setShowReplies(true);
              }}
            >
              Reply
            </button>
          ) : onReply ? (
            <button
              type="button"
              className={styles.link}
              onClick={() => onReply(comment.creator.username ? `@${comment.creator.username} ` : '')}
            >
              Reply
            </button>
          ) : null}
          {canReply && comment.totalReply > 0 ? (
            <button
              type="button"
              className={styles.link}
              aria-expanded={showReplies}
              onClick={() => setShowReplies((v) => !v)}
            >
              {showReplies
                ? 'Hide replies'
                : `View ${comment.totalReply} ${comment.totalReply === 1 ? 'reply' : 'replies'}`}
            </button>
          ) : null}
          {comment.isAuth ? (
            confirming ? (
              <span className={styles.confirm} role="group" aria-label="Confirm delete">
                <span>Delete this comment?</span>
                <button
                  type="button"
                  className={styles.link}
                  disabled={deleting}
                  onClick={() => dispatch(commentDeleteRequested({ id: comment._id }))}
                >
                  {deleting ? 'Deleting...' : 'Yes, delete'}
                </button>
                <button type="button" className={styles.link} onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </span>
            ) : (
              <button type="button" className={styles.link} onClick={() => setConfirming(true)}>
                Delete
              </button>
            )
          ) : null}
        </div>
        {canReply && (showReplies || replying) ? (
          <div className={styles.replies}>
            {replying ? (
              <CommentForm
                key={mention}
                objectType="comment"
                objectId={comment._id}
                label={`Reply to ${name}`}
                initialText={mention}
                autoFocus
                onSent={() => setReplying(false)}
              />
            ) : null}
            <CommentThread
              objectType="comment"
              objectId={comment._id}
              label={`Replies to ${name}`}
              canReply={false}
              onReply={(text) => {
                setMention(text);
                setReplying(true);
              }}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
