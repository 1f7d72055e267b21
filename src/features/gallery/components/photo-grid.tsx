// The photos of a viewable gallery: square, sized thumbnails (the first rows load at once, the rest lazily);
// each opens the lightbox at that photo.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { assetMediaStyles as styles } from '@/features/asset';
import { type Photo } from '../types';

const Lightbox = dynamic(() => import('./lightbox').then((m) => m.Lightbox), { ssr: false });

/** Thumbnails above the fold on a phone (3 columns × 3 rows) load eagerly. */
const EAGER_COUNT = 9;

export function PhotoGrid({ photos, title }: { photos: Photo[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className={styles.photoGrid} aria-label="Photos">
        {photos.map((p, i) => {
          const thumb = p.photo?.thumbnails[0] || p.photo?.url || '';
          return (
            <li key={p._id}>
              <button
                type="button"
                className={styles.photoButton}
                aria-label={`Open photo ${i + 1} of ${photos.length}`}
                onClick={() => setOpen(i)}
              >
                {thumb ? (
                  <img
                    src={thumb}
                    alt=""
                    width={320}
                    height={320}
                    loading={i < EAGER_COUNT ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null ? (
        <Lightbox
          photos={photos}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          title={title}
        />
      ) : null}
    </>
  );
}
