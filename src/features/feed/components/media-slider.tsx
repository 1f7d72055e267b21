// The media of an unlocked post: one or more photos / videos in a swipeable, keyboard friendly slider
// (scroll snapping; arrow keys and the buttons move it). The frame's size is fixed by CSS from the first
// file's proportions before anything loads (no layout shift); only the first card loads its picture eagerly.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { LazyStatusPlayer } from '@/components/lazy-status-player';
import { getFeedFileStatus } from '../api';
import { type MediaFile } from '../types';
import { DEFAULT_H, DEFAULT_W, frameRatio } from './media-frame';
import { ChevronLeftIcon, ChevronRightIcon } from './feed-icons';
import styles from './post-body.module.css';

interface Props {
  feedId: string;
  files: MediaFile[];
  /** the card is at the top of the page: load its first picture at once */
  priority?: boolean;
  label: string;
}

function Slide({
  feedId,
  file,
  eager,
  index,
  count,
}: {
  feedId: string;
  file: MediaFile;
  eager: boolean;
  index: number;
  count: number;
}) {
  const width = file.width || DEFAULT_W;
  const height = file.height || DEFAULT_H;
  const isVideo = file.type.endsWith('video');
  const label = `${index + 1} of ${count}`;
  if (file.status !== 'finished' || !file.url) {
    return (
      <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={label}>
        <LazyStatusPlayer
          kind={isVideo ? 'video' : 'audio'}
          thumbnail={file.thumbnails[0]}
          initialStatus={file.url ? file.status : file.status === 'finished' ? 'processing' : file.status}
          fetchStatus={() => getFeedFileStatus(feedId, file._id)}
        />
      </div>
    );
  }
  return (
    <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={label}>
      {isVideo ? (
        <video
          className={styles.video}
          controls
          playsInline
          preload="none"
          poster={file.thumbnails[0]}
          src={file.url}
          width={width}
          height={height}
        />
      ) : (
        <img
          className={styles.photo}
          src={file.thumbnails[0] || file.url}
          alt={`Photo ${label}`}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      )}
    </div>
  );
}

export function MediaSlider({ feedId, files, priority, label }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = files.length;

  const go = useCallback(
    (next: number) => {
      const el = track.current;
      const target = Math.max(0, Math.min(count - 1, next));
      // jsdom and old browsers have no element scrollTo
      if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: target * el.clientWidth });
      setIndex(target);
    },
    [count],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(index - 1);
    }
  };

  const current = files[index];
  return (
    <div
      className={styles.frame}
      style={{ aspectRatio: String(frameRatio(files)) }}
      role="region"
      aria-roledescription={count > 1 ? 'carousel' : undefined}
      aria-label={label}
      onKeyDown={count > 1 ? onKeyDown : undefined}
    >
      {/* the scrolling track itself takes focus (arrow keys), so keyboard users can reach what it scrolls */}
      <div
        ref={track}
        className={styles.slides}
        tabIndex={count > 1 ? 0 : undefined}
        style={count > 1 ? undefined : { overflowX: 'hidden' }}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {files.map((file, i) => (
          <Slide
            key={file._id || i}
            feedId={feedId}
            file={file}
            eager={Boolean(priority) && i === 0}
            index={i}
            count={count}
          />
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.navBtn} ${styles.prev}`}
            aria-label="Previous"
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${styles.navBtn} ${styles.next}`}
            aria-label="Next"
            disabled={index >= count - 1}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </button>
          <span className={styles.counter} aria-live="polite">
            {`${index + 1} / ${count}`}
          </span>
        </>
      ) : null}
      {current && !current.type.endsWith('video') && current.url ? (
        <a className={styles.fullLink} href={current.url} target="_blank" rel="noopener noreferrer">
          Full size<span className="sr-only">{` (photo ${index + 1}, opens in a new tab)`}</span>
        </a>
      ) : null}
    </div>
  );
}
