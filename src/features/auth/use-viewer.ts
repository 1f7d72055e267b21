// Who is looking at a creator, and the visitor gate of reference §5.2: a logged-out click shows
// "Please log in or register!" and goes to the login page; creators cannot use fan actions at all.
import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { useAppSelector } from '@/store/hooks';
import { useNotify } from '@/components/notify';
import { selectLoggedIn } from './auth-slice';
import { selectCurrentUser } from '@/features/user';
import { loginHref } from '@/lib/next-path';

export type ViewerRole = 'visitor' | 'fan' | 'creator';

export const LOGIN_REQUIRED_MESSAGE = 'Please log in or register!';
/** The login page renders without antd's toast host: leave the message on screen for a moment first. */
export const LOGIN_REDIRECT_DELAY_MS = 800;

export function useViewer() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const router = useRouter();
  const notify = useNotify();
  const role: ViewerRole = !loggedIn || !user ? 'visitor' : user.isPerformer ? 'creator' : 'fan';

  /** Runs `action` for fans; for visitors shows the login message and navigates to login. */
  const gate = useCallback(
    (action: () => void) => () => {
      if (role === 'visitor') {
        void notify.info(LOGIN_REQUIRED_MESSAGE);
        setTimeout(() => void router.push(loginHref()), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      if (role === 'fan') action();
    },
    [role, router, notify],
  );

  return { role, user, gate };
}
