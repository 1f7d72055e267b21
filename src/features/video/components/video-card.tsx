// A video in a list (profile tab, related videos, bookmarks): poster, duration, price or lock badge, title,
// views. antd-free; the title link covers the whole card. Images are sized (no layout shift) and lazy.
import Link from 'next/link';
import { paths } from '@/config/paths';
import { shortNumber } from '@/features/performer/types';
import { assetRouteId, formatDuration, formatPrice } from '../media';
import { isUpcoming, isVideoLocked, videoPoster, type Video } from '../types';
import { EyeIcon, LockIcon, PlayIcon } from './asset-icons';
import styles from './assets.module.css';

interface Props {
  video: Video;
  /** heading level of the title inside the list (default 3) */
  headingLevel?: 2 | 3 | 4;
  /** load the poster at once (first cards above the fold) */
  eager?: boolean;
}

export function VideoCard({ video, headingLevel = 3, eager = false }: Props) {
  const poster = videoPoster(video);
  const locked = isVideoLocked(video);
  const duration = video.video?.duration ?? 0;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.thumb}>
        {poster ? (
          <img src={poster} alt="" width={320} height={180} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <span className={styles.placeholder}>
            <PlayIcon />
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
          {video.isSale && video.price > 0 ? (
            <span className={`${styles.badge} ${styles.badgeSale}`}>{formatPrice(video.price)}</span>
          ) : null}
        </div>
        {duration > 0 ? (
          <div className={styles.badgesBottom}>
            <span className={styles.badge}>
              <span className="sr-only">Duration </span>
              {formatDuration(duration)}
            </span>
          </div>
        ) : null}
      </div>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link className={styles.cardLink} href={paths.video(assetRouteId(video))} prefetch={false}>
            {video.title || 'Untitled video'}
          </Link>
        </Heading>
        <p className={styles.cardMeta}>
          <span>
            <EyeIcon /> {shortNumber(video.stats.views)}
            <span className="sr-only"> views</span>
          </span>
          {isUpcoming(video) ? (
            <span>Upcoming</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
