// A live picture: the stream attached to a <video> that autoplays muted (browsers allow that), an Unmute
// button for viewers, and a waiting notice until frames arrive.
import { useEffect, useRef, useState } from 'react';
import styles from './live.module.css';

interface Props {
  stream: MediaStream | null;
  /** the creator's own preview: always muted, mirrored */
  self?: boolean;
  label: string;
  waiting?: string;
  className?: string;
}

export function LiveVideo({ stream, self = false, label, waiting, className }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [hasFrames, setHasFrames] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    setHasFrames(false);
    if (stream) void video.play().catch(() => undefined);
    // tracks of a played stream arrive after it is attached
    const onTrack = () => void video.play().catch(() => undefined);
    stream?.addEventListener('addtrack', onTrack);
    return () => stream?.removeEventListener('addtrack', onTrack);
  }, [stream]);
  return (
    <>
      <video
        ref={ref}
        className={`${className ?? styles.video} ${self ? styles.mirror : ''}`}
        autoPlay
        playsInline
        muted={self || muted}
        aria-label={label}
        onLoadedData={() => setHasFrames(true)}
        onResize={() => setHasFrames(true)}
      />
      {!self && stream && hasFrames && muted ? (
        <div className={styles.corner}>
          <button type="button" className={`${styles.btn} ${styles.primary}`} onClick={() => setMuted(false)}>
            Unmute
          </button>
        </div>
      ) : null}
      {waiting && (!stream || !hasFrames) ? (
        <div className={styles.overlay} role="status">
          {waiting}
        </div>
      ) : null}
    </>
  );
}
