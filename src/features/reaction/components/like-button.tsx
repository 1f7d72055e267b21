// Like toggle with its counter (POST / DELETE /reactions, action like). antd-free; visitors are asked to log in.
import { useEffect } from 'react';
import { HeartIcon } from '@/components/icons';
import { useNotify } from '@/components/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  reactionErrorShown,
  reactionToggleRequested,
  selectReaction,
  selectReactionError,
  selectReactionPending,
} from '../reaction-slice';
import { type ReactionObjectType } from '../types';
import { useLoginGate } from './use-login-gate';
import styles from './reaction.module.css';
import { useFeatureDispatch, useFeatureSlice } from '@/store/use-feature';
import { reactionFeature } from '../reaction-feature';

export interface LikeButtonProps {
  objectType: ReactionObjectType;
  objectId: string;
  liked: boolean;
  count: number;
  className?: string;
}

/** Shows the API's message once when a toggle fails (the slice has already restored the old value). */
export function useReactionError(target: {
  objectType: ReactionObjectType;
  objectId: string;
  action: 'like' | 'bookmark';
}) {
  const dispatch = useAppDispatch();
  useFeatureSlice(reactionFeature);
  const notify = useNotify();
  const error = useAppSelector((s) => selectReactionError(s, target));
  const { objectType, objectId, action } = target;
  useEffect(() => {
    if (!error) return;
    void notify.error(error.message);
    dispatch(reactionErrorShown({ objectType, objectId, action }));
  }, [error, notify, dispatch, objectType, objectId, action]);
}

export function LikeButton({ objectType, objectId, liked, count, className }: LikeButtonProps) {
  // the saga downloads with the first toggle, not with every page that shows a like button
  const request = useFeatureDispatch(reactionFeature);
  const target = { objectType, objectId, action: 'like' as const };
  const base = { active: liked, count };
  const shown = useAppSelector((s) => selectReaction(s, target, base));
  const pending = useAppSelector((s) => selectReactionPending(s, target));
  const { gate } = useLoginGate();
  useReactionError(target);

  const onClick = gate(() => {
    if (!pending) request(reactionToggleRequested({ ...target, base, current: shown }));
  });

  return (
    <button
      type="button"
      className={[styles.btn, className].filter(Boolean).join(' ')}
      aria-pressed={shown.active}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      <HeartIcon filled={shown.active} className={shown.active ? styles.liked : undefined} />
      <span className="sr-only">Like</span>
      <span aria-hidden>{shown.count}</span>
      <span className="sr-only">{shown.count === 1 ? ' (1 like)' : ` (${shown.count} likes)`}</span>
    </button>
  );
}
