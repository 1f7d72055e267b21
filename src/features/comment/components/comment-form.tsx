// New comment or reply: a labelled textarea (1-500 characters after trimming) and a Send button.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/link';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/features/auth';
import { commentAddRequested, selectThread } from '../comment-slice';
import { COMMENT_MAX, type CommentObjectType } from '../types';
import styles from './comment.module.css';
import { useFeature } from '@/store/use-feature';
import { commentFeature } from '../comment-feature';
import { useIntent } from '@/lib/use-intent';
import { useLoginHref } from '@/lib/use-login-href';

interface Props {
  objectType: CommentObjectType;
  objectId: string;
  label: string;
  autoFocus?: boolean;
  /** text the box starts with (e.g. an @mention); remount the form to start again */
  initialText?: string;
  onSent?: () => void;
}

export function CommentForm({ objectType, objectId, label, autoFocus, initialText = '', onSent }: Props) {
  const dispatch = useAppDispatch();
  useFeature(commentFeature);
  const loggedIn = useAppSelector(selectLoggedIn);
  const loginLink = useLoginHref();
  const { posting, postError } = useAppSelector((s) => selectThread(s, objectType, objectId));
  const [text, setText] = useState(initialText);
  const id = useId();
  const wasPosting = useRef(false);
  const [intentId, renewIntent] = useIntent();
  const onSentRef = useRef(onSent);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // an @mention to start with: the caret goes after it
    const el = box.current;
    if (el && initialText && document.activeElement === el)
      el.setSelectionRange(el.value.length, el.value.length);
  }, [initialText]);
  useEffect(() => {
    onSentRef.current = onSent;
  }, [onSent]);

  // clear the box once the comment went through
  useEffect(() => {
    if (wasPosting.current && !posting && !postError) {
      setText('');
      renewIntent();
      onSentRef.current?.();
    }
    wasPosting.current = posting;
  }, [posting, postError, renewIntent]);

  if (!loggedIn) {
    return (
      <p className={styles.muted}>
        <Link href={loginLink}>Log in</Link> to comment.
      </p>
    );
  }

  const trimmed = text.trim();
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (!trimmed || posting) return;
        dispatch(commentAddRequested({ objectType, objectId, content: trimmed, intentId }));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        className={styles.textarea}
        placeholder={`${label}...`}
        value={text}
        maxLength={COMMENT_MAX}
        rows={2}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={styles.formRow}>
        <span aria-live="polite">
          {postError ? (
            <span className={styles.error}>{postError.message}</span>
          ) : (
            `${text.length}/${COMMENT_MAX}`
          )}
        </span>
        <button
          type="submit"
          className={`${styles.btn} ${styles.primary}`}
          disabled={!trimmed || posting}
          aria-busy={posting || undefined}
        >
          {posting ? 'Sending...' : 'Send'}
        </button>
      </div>
    </form>
  );
}
