// Bookmark toggle (POST / DELETE /reactions, action bookmark). antd-free; visitors are asked to log in.
import { StarIcon } from '@/components/icons';
import { useAppSelector } from '@/store/hooks';
import { reactionToggleRequested, selectReaction, selectReactionPending } from '../reaction-slice';
import { type ReactionObjectType } from '../types';
import { useReactionError } from './like-button';
import { useLoginGate } from './use-login-gate';
import styles from './reaction.module.css';
import { useFeatureDispatch } from '@/store/use-feature';
import { reactionFeature } from '../reaction-feature';

export interface BookmarkButtonProps {
  objectType: ReactionObjectType;
  objectId: string;
  bookmarked: boolean;
  className?: string;
  /** show the word next to the icon */
  showLabel?: boolean;
}

export function BookmarkButton({
  objectType,
  objectId,
  bookmarked,
  className,
  showLabel,
}: BookmarkButtonProps) {
  // the saga downloads with the first toggle
  const request = useFeatureDispatch(reactionFeature);
  const target = { objectType, objectId, action: 'bookmark' as const };
  const base = { active: bookmarked, count: 0 };
  const shown = useAppSelector((s) => selectReaction(s, target, base));
  const pending = useAppSelector((s) => selectReactionPending(s, target));
  const { gate } = useLoginGate();
  useReactionError(target);

  return (
    <button
      type="button"
      className={[styles.btn, className].filter(Boolean).join(' ')}
      aria-pressed={shown.active}
      aria-busy={pending || undefined}
      title={shown.active ? 'Remove bookmark' : 'Bookmark'}
      onClick={gate(() => {
        if (!pending) request(reactionToggleRequested({ ...target, base, current: shown }));
      })}
    >
      <StarIcon filled={shown.active} className={shown.active ? styles.bookmarked : undefined} />
      <span className={showLabel ? undefined : 'sr-only'}>Bookmark</span>
    </button>
  );
}
