// The reader's "reduce motion" setting (prefers-reduced-motion), followed live. False on the server and while
// hydrating, so the first paint matches the server's HTML.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(changed: () => void): () => void {
  const list = typeof window === 'undefined' ? undefined : window.matchMedia?.(QUERY);
  list?.addEventListener?.('change', changed);
  return () => list?.removeEventListener?.('change', changed);
}

export const useReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => Boolean(window.matchMedia?.(QUERY).matches),
    () => false,
  );
