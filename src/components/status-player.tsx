// Media that is still being processed (reference §5.7, contract "Media files"): the thumbnail with a message,
// polling the file-status endpoint every 5 s until the file is finished (then the real player) or failed.
// antd-free: it sits in the feed and on the video page.
import { useEffect, useRef, useState } from 'react';
import styles from './media.module.css';

export interface StatusPlayerProps {
  kind: 'video' | 'audio';
  thumbnail?: string;
  initialStatus: string;
  fetchStatus: () => Promise<{ status: string; url: string | null }>;
  /** milliseconds between two status checks (5 s) */
  intervalMs?: number;
  /** poll from the start (default); false waits for the viewer to press play */
  autoPoll?: boolean;
}

export const STATUS_POLL_MS = 5000;

export const processingText = (kind: 'video' | 'audio') =>
  kind === 'video'
    ? 'Video is on progressing, please wait or comeback later!'
    : 'Audio is on progressing, please wait or comeback later!';
export const errorText = (kind: 'video' | 'audio') =>
  kind === 'video' ? 'Video file is error!' : 'Audio file is error!';

export function StatusPlayer({
  kind,
  thumbnail,
  initialStatus,
  fetchStatus,
  intervalMs = STATUS_POLL_MS,
  autoPoll = true,
}: StatusPlayerProps) {
  const [status, setStatus] = useState(initialStatus);
  const [url, setUrl] = useState<string | null>(null);
  const [polling, setPolling] = useState(autoPoll && initialStatus === 'processing');
  // the latest fetcher without restarting the timer on every render
  const fetchRef = useRef(fetchStatus);
  useEffect(() => {
    fetchRef.current = fetchStatus;
  }, [fetchStatus]);

  useEffect(() => {
    if (!polling) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const next = await fetchRef.current();
        if (cancelled) return;
        if (next.status === 'finished' || next.status === 'error') {
          setStatus(next.status);
          setUrl(next.url);
          setPolling(false);
          return;
        }
      } catch {
        // a failed check is retried on the next tick
      }
      if (!cancelled) timer = setTimeout(() => void tick(), intervalMs);
    };
    timer = setTimeout(() => void tick(), intervalMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [polling, intervalMs]);

  const frame = `${styles.player} ${kind === 'audio' ? styles.playerAudio : ''}`;

  if (status === 'finished' && url) {
    return kind === 'video' ? (
      <div className={styles.player}>
        <video
          className={styles.video}
          controls
          autoPlay={!autoPoll}
          playsInline
          poster={thumbnail}
          src={url}
        />
      </div>
    ) : (
      <audio className={styles.audio} controls src={url} />
    );
  }

  let message: string;
  if (status === 'error') message = errorText(kind);
  else if (status === 'finished') message = 'This file is not available';
  else message = processingText(kind);

  return (
    <div className={frame}>
      {thumbnail ? <img className={styles.playerThumb} src={thumbnail} alt="" loading="lazy" /> : null}
      <div className={styles.playerMessage} role="status" aria-live="polite">
        {status === 'processing' && polling ? <span className={styles.spinner} aria-hidden /> : null}
        <span>{message}</span>
        {status === 'processing' && !polling ? (
          <button type="button" className={styles.playerButton} onClick={() => setPolling(true)}>
            {kind === 'video' ? 'Play video' : 'Play audio'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
