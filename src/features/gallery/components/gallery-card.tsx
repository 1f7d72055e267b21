// A gallery in a list (profile Photos tab, related galleries, bookmarks): cover, photo count, price or lock
// badge, title. antd-free; the title link covers the whole card; the cover is sized and lazy.
import Link from 'next/link';
import { paths } from '@/config/paths';
import { assetRouteId, formatPrice } from '@/features/video/media';
import { ImagesIcon, LockIcon } from '@/features/video/components/asset-icons';
import styles from '@/features/video/components/assets.module.css';
import { canViewGallery, galleryCover, type Gallery } from '../types';

interface Props {
  gallery: Gallery;
  headingLevel?: 2 | 3 | 4;
  eager?: boolean;
  /** the signed-in viewer (the owner sees own galleries unlocked) */
  viewerId?: string | null;
}

export function GalleryCard({ gallery, headingLevel = 3, eager = false, viewerId = null }: Props) {
  const cover = galleryCover(gallery);
  const locked = !canViewGallery(gallery, viewerId);
  const Heading = `h${headingLevel}` as const;
  const count = gallery.numOfItems;
  return (
    <article className={styles.card}>
      <div className={`${styles.thumb} ${styles.thumbSquare}`}>
        {cover ? (
          <img src={cover} alt="" width={320} height={320} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <span className={styles.placeholder}>
            <ImagesIcon />
          </span>
        )}
        <div className={styles.badges}>
          <span>
            {locked ? (
              <span className={styles.badge}>
                <LockIcon />
                <span className="sr-only">Locked</span>
              </span>
            ) : null}
          </span>
          {gallery.isSale && gallery.price > 0 ? (
            <span className={`${styles.badge} ${styles.badgeSale}`}>{formatPrice(gallery.price)}</span>
          ) : null}
        </div>
        <div className={styles.badgesBottom}>
          <span className={styles.badge}>
            <ImagesIcon /> {count}
            <span className="sr-only">{count === 1 ? ' photo' : ' photos'}</span>
          </span>
        </div>
      </div>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link className={styles.cardLink} href={paths.gallery(assetRouteId(gallery))} prefetch={false}>
            {gallery.title || 'Untitled gallery'}
          </Link>
        </Heading>
      </div>
    </article>
  );
}
