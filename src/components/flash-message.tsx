// Antd-free toast for the few pages that ship without antd (the login screen keeps its first-load JS small).
// Same behaviour as the app's toasts: top of the screen, TOAST_SECONDS, announced to screen readers.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TOAST_SECONDS } from '@/config/constants';

export type FlashKind = 'success' | 'error' | 'info';
interface Flash {
  id: number;
  kind: FlashKind;
  text: string;
}

export function useFlashMessage(): [ReactNode, (kind: FlashKind, text: string) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (!flash) return undefined;
    const t = setTimeout(() => setFlash(null), TOAST_SECONDS * 1000);
    return () => clearTimeout(t);
  }, [flash]);

  const show = useCallback((kind: FlashKind, text: string) => {
    seq.current += 1;
    setFlash({ id: seq.current, kind, text });
  }, []);

  const node = (
    <div className="flash-area" aria-live="assertive">
      {flash ? (
        <div
          key={flash.id}
          className={`flash flash--${flash.kind}`}
          role={flash.kind === 'error' ? 'alert' : 'status'}
        >
          {flash.text}
        </div>
      ) : null}
    </div>
  );
  return [node, show];
}
