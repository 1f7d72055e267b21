// A console page's one answer (not a list): loaded again when its key changes or after a change (reload); a
// two-factor refusal goes back to the gate. An answer for an older key is dropped (as in use-admin-list.ts).
import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { useConsoleGate } from './components/two-factor-gate';

export interface AdminData<T> {
  data: T | null;
  loading: boolean;
  error: string;
  reload: () => void;
}

export function useAdminData<T>(load: () => Promise<T>, key: string): AdminData<T> {
  const { refused } = useConsoleGate();
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<{ data: T | null; error: string; for: string }>({
    data: null,
    error: '',
    for: '',
  });
  const wanted = `${round}:${key}`;

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setLoaded({ data, error: '', for: wanted });
      },
      (err: unknown) => {
        if (!current || refused(err)) return;
        const error = toApiError(err, 'This could not be loaded').message;
        setLoaded((s) => ({ ...s, error, for: wanted }));
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `wanted` says when what it loads changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, refused]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: loaded.data, error: loaded.error, loading: loaded.for !== wanted, reload };
}
