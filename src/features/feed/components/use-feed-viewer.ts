import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/features/auth';
import { selectCurrentUser } from '@/features/user';
import { type FeedViewer } from '../access';

/** The viewer as the access rule sees them. */
export function useFeedViewer(): FeedViewer {
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  if (!loggedIn || !user) return { kind: 'visitor', userId: '' };
  return { kind: user.isPerformer ? 'creator' : 'fan', userId: user._id };
}
