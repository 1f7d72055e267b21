// A gallery in a list (profile Photos tab, related galleries, bookmarks): cover, photo count, price or lock
// badge, title, in the shared card frame (features/video/components/asset-card.tsx).
import { paths } from '@/config/paths';
import {
  AssetCard,
  type AssetCardOptions,
  assetRouteId,
  ImagesIcon,
  LockBadge,
  PriceBadge,
  assetCardStyles as styles,
} from '@/features/asset';
import { canViewGallery, galleryCover, type Gallery } from '../types';

interface Props extends AssetCardOptions {
  gallery: Gallery;
  /** the signed-in viewer (the owner sees own galleries unlocked) */
  viewerId?: string | null;
}

export function GalleryCard({ gallery, viewerId = null, ...options }: Props) {
  const count = gallery.numOfItems;
  return (
    <AssetCard
      {...options}
      href={paths.gallery(assetRouteId(gallery))}
      title={gallery.title || 'Untitled gallery'}
      image={galleryCover(gallery)}
      placeholder={<ImagesIcon />}
      square
      badge={canViewGallery(gallery, viewerId) ? null : <LockBadge />}
      price={gallery.isSale && gallery.price > 0 ? <PriceBadge price={gallery.price} /> : null}
      bottom={
        <span className={styles.badge}>
          <ImagesIcon /> {count}
          <span className="sr-only">{count === 1 ? ' photo' : ' photos'}</span>
        </span>
      }
    />
  );
}
