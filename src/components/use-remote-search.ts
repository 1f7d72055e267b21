// A server search behind a picker (the block modal's users, a video's participants): what is typed is searched
// once the typing pauses for `delayMs`, an answer that arrives after a newer search began is dropped, and a
// failure is kept until the next answer.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useRemoteSearch<T>(
  search: (q: string) => Promise<T[]>,
  delayMs: number,
  /** an empty query searches too (a random handful before anything is typed); else it empties the list */
  searchEmpty = false,
) {
  const [found, setFound] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (q: string) => {
      const ticket = ++latest.current;
      setLoading(true);
      search(q)
        .then((items) => {
          if (ticket !== latest.current) return; // an older answer arriving late
          setFound(items);
          setFailed(false);
        })
        .catch(() => ticket === latest.current && setFailed(true))
        .finally(() => ticket === latest.current && setLoading(false));
    },
    [search],
  );

  /** search `text` once the typing pauses */
  const type = (text: string) => {
    clearTimeout(timer.current);
    const q = text.trim();
    if (!q && !searchEmpty) {
      latest.current += 1; // a search still running no longer counts
      setFound([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => run(q), delayMs);
  };

  return { found, loading, failed, type, run };
}
