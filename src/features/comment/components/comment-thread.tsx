// One thread (comments on an item, or replies to a comment): loads on first show, newest first, "load more".
// Each comment shows its author, time, text (React text with safe links), like, reply, replies and delete own.
// Thread and item live together: a comment renders its reply thread.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { RelativeTime } from '@/components/countdown';
import { useNotify } from '@/components/notify';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { BioText } from '@/features/performer/components/bio-text';
import { LikeButton } from '@/features/reaction/components/like-button';
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
import { commentSaga } from '../comment-saga';
import { useInjectSaga } from '@/store/inject-saga';

interface Props {
  objectType: CommentObjectType;
  objectId: string;
  label: string;
  /** top-level comments can be answered; replies cannot (one level, reference §5.1) */
  canReply: boolean;
}

export function CommentThread({ objectType, objectId, label, canReply }: Props) {
  const dispatch = useAppDispatch();
  useInjectSaga('comment', commentSaga);
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
          <CommentItem key={id} id={id} canReply={canReply} />
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

export function CommentItem({ id, canReply }: { id: string; canReply: boolean }) {
  const dispatch = useAppDispatch();
  useInjectSaga('comment', commentSaga);
  const notify = useNotify();
  const comment = useAppSelector((s) => selectComment(s, id));
  const deleting = useAppSelector((s) => selectCommentDeleting(s, id));
  const deleteError = useAppSelector(selectCommentDeleteError);
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
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
                setReplying((v) => !v);
                setShowReplies(true);
              }}
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
                objectType="comment"
                objectId={comment._id}
                label={`Reply to ${name}`}
                autoFocus
                onSent={() => setReplying(false)}
              />
            ) : null}
            <CommentThread
              objectType="comment"
              objectId={comment._id}
              label={`Replies to ${name}`}
              canReply={false}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
