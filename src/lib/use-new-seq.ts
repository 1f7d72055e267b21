// A mutation's outcome is told once: slices count each settled request in `seq`, and a view reacts when the
// count moves past what it has seen (not on mount, so an old outcome is not told again on the next visit).
import { useEffect, useRef } from 'react';

/** Calls `onNew` after a render in which `seq` differs from the last one seen (starting from its first value). */
export function useOnNewSeq(seq: number, onNew: () => void): void {
  const seen = useRef(seq);
  // no dependency list on purpose: `onNew` reads this render's state, and the guard makes a re-run a no-op
  useEffect(() => {
    if (seq === seen.current) return;
    seen.current = seq;
    onNew();
  });
}
