// false on the server and while hydrating, true after: a list the server never holds (the creator's own tables)
// keeps its loading state until this browser has fetched it, so the first paint matches the server's HTML.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
