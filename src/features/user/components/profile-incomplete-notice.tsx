// The edit-profile pages ask for what the account still lacks (both fans and creators need a username and an
// email before they can use the whole app).
import { PlainNotice } from '@/components/plain-notice';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '../user-slice';
import { isProfileComplete } from '../types';

export function ProfileIncompleteNotice() {
  const user = useAppSelector(selectCurrentUser);
  if (!user || isProfileComplete(user)) return null;
  return (
    <PlainNotice type="info" title="Please complete your profile: add a username and an email address." />
  );
}
