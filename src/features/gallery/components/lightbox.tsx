// Full-screen photo viewer: ← / → move, Esc closes, Tab stays inside (the shared focus trap), swipe on touch
// screens, "3 / 12" counter, close button; focus returns to the photo that opened it. antd-free, in a portal.
import { useCallback, useEffect, useId, useRef, useState, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/components/focus-trap';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, assetMediaStyles as styles } from '@/features/asset';
import { type Photo } from '../types';

interface Props {
  photos: Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** gallery title, for the dialog's name */
  title: string;
}

const SWIPE_PX = 40;

export const photoSource = (p: Photo) => p.photo?.url || p.photo?.thumbnails[0] || '';

export function Lightbox({ photos, index, onIndexChange, onClose, title }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const [mounted, setMounted] = useState(false);
  const counterId = useId();
  const count = photos.length;
  const photo = photos[index];

  const go = useCallback(
    (step: number) => onIndexChange((((index + step) % count) + count) % count),
    [index, count, onIndexChange],
  );

  useEffect(() => {
    // portals need the document: mount after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMounted(true);
  }, []);

  useEffect(() => {
    if (!mounted) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [mounted]);

  // keys are read on the document: a click on the photo must not take them away
  const keyRef = useRef<(e: globalThis.KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keyRef.current = (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        go(1);
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        go(-1);
      }
    };
  }, [go, onClose]);

  useEffect(() => {
    if (!mounted) return undefined;
    const onKey = (e: globalThis.KeyboardEvent) => keyRef.current(e);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mounted]);

  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  useFocusTrap(dialogRef, mounted && Boolean(photo));

  if (!mounted || !photo) return null;
  const src = photoSource(photo);

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-label={`${title || 'Gallery'} photos`}
      aria-describedby={counterId}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className={styles.lightboxBar}>
        <span id={counterId} aria-live="polite">
          {index + 1} / {count}
        </span>
        <button
          ref={closeRef}
          type="button"
          className={styles.lightboxClose}
          onClick={onClose}
          aria-label="Close"
        >
          <CloseIcon />
        </button>
      </div>
      <div
        className={styles.lightboxStage}
        onMouseDown={(e) => {
          if (e.target === e.currentTarget) onClose();
        }}
      >
        {src ? (
          <img
            key={photo._id}
            src={src}
            alt={photo.title || `Photo ${index + 1} of ${count}`}
            width={photo.photo?.width || undefined}
            height={photo.photo?.height || undefined}
            draggable={false}
          />
        ) : (
          <p>This photo is not available</p>
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.lightboxNav} ${styles.lightboxPrev}`}
              onClick={() => go(-1)}
              aria-label="Previous photo"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.lightboxNav} ${styles.lightboxNext}`}
              onClick={() => go(1)}
              aria-label="Next photo"
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
