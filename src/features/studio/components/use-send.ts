// One multipart request with a progress bar, an abort (Cancel) and the API's message on failure. The form
// values are untouched on errors, so nothing typed is lost.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@/config/constants';
import { toSagaError } from '@/lib/request-error';

export const UPLOAD_CANCELLED = 'Upload cancelled';

type Runner<T> = (onProgress: (percent: number) => void, signal: AbortSignal) => Promise<T>;

export function useSend() {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** Resolves with the result, or `{ error }` (the message also lands in `error`; '' when cancelled). */
  const send = useCallback(async <T>(run: Runner<T>): Promise<{ data: T } | { error: string }> => {
    const own = new AbortController();
    controller.current = own;
    setError(null);
    setPercent(0);
    try {
      const data = await run((p) => {
        if (!own.signal.aborted) setPercent(p);
      }, own.signal);
      return { data };
    } catch (err) {
      if (own.signal.aborted) {
        setError(UPLOAD_CANCELLED);
        return { error: '' };
      }
      const message = toSagaError(err, MESSAGES.genericFallback).message;
      setError(message);
      return { error: message };
    } finally {
      if (controller.current === own) controller.current = null;
      setPercent(null);
    }
  }, []);

  const abort = useCallback(() => controller.current?.abort(), []);

  return { percent, error, sending: percent !== null, send, abort, setError };
}
