// Actions that need an account (like, bookmark, comment, vote): a visitor is told to log in and sent to the login
// page (reference §5.2 wording); signed-in fans and creators go ahead.
import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { useNotify } from '@/components/notify';
import { useAppSelector } from '@/store/hooks';
import { LOGIN_REDIRECT_DELAY_MS, LOGIN_REQUIRED_MESSAGE, selectLoggedIn } from '@/features/auth';
import { loginHref } from '@/lib/next-path';

export { LOGIN_REQUIRED_MESSAGE };

export function useLoginGate() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const router = useRouter();
  const notify = useNotify();
  const gate = useCallback(
    (action: () => void) => () => {
      if (!loggedIn) {
        void notify.info(LOGIN_REQUIRED_MESSAGE);
        setTimeout(() => void router.push(loginHref()), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      action();
    },
    [loggedIn, notify, router],
  );
  return { loggedIn, gate };
}
