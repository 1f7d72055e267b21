// Heart toggle: POST/DELETE /follows/{id} through the follow slice (its followedIds are the one truth).
import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  followRequested,
  selectFollowPending,
  selectIsFollowed,
  unfollowRequested,
} from '@/features/follow/follow-slice';
import { LOGIN_REQUIRED_MESSAGE, useViewer } from './use-viewer';

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

  return (
    <Button
      className={className}
      aria-label={compact ? `${label} ${name}` : undefined}
      title={role === 'visitor' ? LOGIN_REQUIRED_MESSAGE : undefined}
      disabled={role === 'creator'}
      loading={pending}
      icon={
        followed ? <HeartFilled aria-hidden style={{ color: '#cf1322' }} /> : <HeartOutlined aria-hidden />
      }
      onClick={gate(() =>
        dispatch(followed ? unfollowRequested({ performerId }) : followRequested({ performerId })),
      )}
    >
      {compact ? null : label}
    </Button>
  );
}
