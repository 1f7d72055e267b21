// A video in a list (profile tab, related videos, bookmarks): poster, duration, price or lock badge, title,
// views, in the shared card frame (asset-card.tsx).
import { paths } from '@/config/paths';
import { shortNumber } from '@/features/performer';
import {
  AssetCard,
  type AssetCardOptions,
  assetRouteId,
  EyeIcon,
  formatDuration,
  LockBadge,
  PlayIcon,
  PriceBadge,
  assetCardStyles as styles,
} from '@/features/asset';
import { isUpcoming, isVideoLocked, videoPoster, type Video } from '../types';

export function VideoCard({ video, ...options }: AssetCardOptions & { video: Video }) {
  const duration = video.video?.duration ?? 0;
  return (
    <AssetCard
      {...options}
      href={paths.video(assetRouteId(video))}
      title={video.title || 'Untitled video'}
      image={videoPoster(video)}
      placeholder={<PlayIcon />}
      badge={isVideoLocked(video) ? <LockBadge /> : null}
      price={video.isSale && video.price > 0 ? <PriceBadge price={video.price} /> : null}
      bottom={
        duration > 0 ? (
          <span className={styles.badge}>
            <span className="sr-only">Duration </span>
            {formatDuration(duration)}
          </span>
        ) : null
      }
      meta={
        <>
          <span>
            <EyeIcon /> {shortNumber(video.stats.views)}
            <span className="sr-only"> views</span>
          </span>
          {isUpcoming(video) ? <span>Upcoming</span> : null}
        </>
      }
    />
  );
}
