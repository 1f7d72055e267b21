// Where a signed-in account lands (spec §2): complete profiles go home (fans) or to their public page
// (creators), operators to the console; an account missing its email or username is sent to its account page to finish it.
import { paths } from '@/config/paths';
import { type CurrentUser, isProfileComplete, profileId } from './types';

export function landingPathFor(
  user: Pick<CurrentUser, '_id' | 'username' | 'email' | 'isPerformer' | 'isAdmin'>,
): string {
  if (user.isAdmin) return paths.admin.home;
  if (user.isPerformer)
    return isProfileComplete(user) ? paths.profile(profileId(user)) : paths.creator.account;
  return isProfileComplete(user) ? paths.home : paths.user.account;
}
