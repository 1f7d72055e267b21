import { useSyncExternalStore } from 'react';
import { loginHref } from './next-path';

const noSubscription = () => () => undefined;

/**
 * The login link of a prompt, coming back to this page. The server (and hydration) use the bare login path;
 * the browser then renders it with `next`.
 */
export function useLoginHref(): string {
  return useSyncExternalStore(
    noSubscription,
    () => loginHref(),
    () => '/auth/login',
  );
}
