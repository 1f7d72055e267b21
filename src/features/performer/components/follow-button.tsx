// Heart toggle: POST/DELETE /follows/{id} through the follow slice (its followedIds are the one truth).
// Plain <button> (no antd): it sits on the antd-free profile page and on the cards.
import { HeartIcon } from '@/components/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { followRequested, selectFollowPending, selectIsFollowed, unfollowRequested } from '@/features/follow';
import { LOGIN_REQUIRED_MESSAGE, useViewer } from '@/features/auth';
import styles from './creator-controls.module.css';

interface Props {
  performerId: string;
  name: string;
  /** icon-only button (cards) */
  compact?: boolean;
  className?: string;
}

export function FollowButton({ performerId, name, compact, className }: Props) {
  const dispatch = useAppDispatch();
  const followed = useAppSelector((s) => selectIsFollowed(s, performerId));
  const pending = useAppSelector((s) => selectFollowPending(s, performerId));
  const { role, gate } = useViewer();
  const label = followed ? 'Unfollow' : 'Follow';
  const onClick = gate(() =>
    dispatch(followed ? unfollowRequested({ performerId }) : followRequested({ performerId })),
  );

  return (
    <button
      type="button"
      className={[styles.btn, compact ? styles.btnIconOnly : '', className ?? ''].filter(Boolean).join(' ')}
      aria-label={compact ? `${label} ${name}` : undefined}
      title={role === 'visitor' ? LOGIN_REQUIRED_MESSAGE : undefined}
      disabled={role === 'creator'}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onClick();
      }}
    >
      {pending ? (
        <span className={styles.spin} aria-hidden />
      ) : (
        <HeartIcon filled={followed} className={followed ? styles.followed : undefined} />
      )}
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
