// Gallery and Photo JSON (reference §4.3, contract "Videos, galleries, photos, products") → client models, and
// the gallery's lock rule (reference §5.9). Used by the fan pages here and by the creator forms (studio).
import {
  asRaw,
  num,
  str,
  toAssetPerformer,
  toAssetStats,
  toMediaFile,
  type AssetPerformer,
  type AssetStats,
  type MediaFile,
} from '@/features/video/media';

export type { AssetPerformer, AssetStats, MediaFile } from '@/features/video/media';
export { fileImage, formatPrice, assetRouteId } from '@/features/video/media';

export interface Gallery {
  _id: string;
  slug: string;
  title: string;
  description: string;
  status: string;
  isSale: boolean;
  /** dollars */
  price: number;
  performerId: string;
  performer: AssetPerformer | null;
  /** creator-chosen cover (public marketing image) */
  coverPhoto: MediaFile | null;
  coverPhotoId: string;
  numOfItems: number;
  stats: AssetStats;
  isSubscribed: boolean;
  isBought: boolean;
  /** the API's access answer for this viewer (null when it did not say: then the flags decide) */
  canView: boolean | null;
  isBookMarked: boolean;
  isLiked: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Photo {
  _id: string;
  performerId: string;
  galleryId: string;
  fileId: string;
  title: string;
  description: string;
  status: string;
  processing: boolean;
  price: number;
  isGalleryCover: boolean;
  /** `url` null and a blurred preview when the gallery is locked */
  photo: MediaFile | null;
  createdAt: string;
  updatedAt: string;
}

export function toGallery(raw: unknown): Gallery {
  const r = asRaw(raw);
  const performer = toAssetPerformer(r.performer);
  return {
    _id: str(r._id),
    slug: str(r.slug),
    title: str(r.title),
    description: str(r.description),
    status: str(r.status) || 'active',
    isSale: r.isSale === true,
    price: num(r.price),
    performerId: str(r.performerId) || performer?._id || '',
    performer,
    coverPhoto: toMediaFile(asRaw(r.coverPhoto).photo ?? r.coverPhoto),
    coverPhotoId: str(r.coverPhotoId),
    numOfItems: num(r.numOfItems ?? r.totalPhoto),
    stats: toAssetStats(r.stats, r),
    isSubscribed: r.isSubscribed === true,
    isBought: r.isBought === true,
    canView: typeof r.canView === 'boolean' ? r.canView : null,
    isBookMarked: r.isBookMarked === true || r.isBookmarked === true,
    isLiked: r.isLiked === true,
    createdAt: str(r.createdAt),
    updatedAt: str(r.updatedAt),
  };
}

export function toPhoto(raw: unknown): Photo {
  const r = asRaw(raw);
  const photo = toMediaFile(r.photo);
  return {
    _id: str(r._id),
    performerId: str(r.performerId),
    galleryId: str(r.galleryId),
    fileId: str(r.fileId) || photo?._id || '',
    title: str(r.title),
    description: str(r.description),
    status: str(r.status) || 'active',
    processing: r.processing === true || photo?.status === 'processing',
    price: num(r.price),
    isGalleryCover: r.isGalleryCover === true,
    photo,
    createdAt: str(r.createdAt),
    updatedAt: str(r.updatedAt),
  };
}

/** The cover image of a gallery card / locked panel ('' when none). */
export function galleryCover(g: Pick<Gallery, 'coverPhoto'>): string {
  return g.coverPhoto?.thumbnails[0] || g.coverPhoto?.url || '';
}

/** Viewable = owner, (for sale AND (bought OR free)) or (not for sale AND subscribed) (reference §5.9). */
export function canViewGallery(g: Gallery, viewerId: string | null): boolean {
  if (g.canView !== null) return g.canView;
  if (viewerId && viewerId === g.performerId) return true;
  return g.isSale ? g.isBought || g.price <= 0 : g.isSubscribed;
}

/** What the gallery page shows: the photos, a pay button, or the subscribe call to action. */
export type GalleryView = 'photos' | 'pay' | 'subscribe';

export function galleryView(g: Gallery, viewerId: string | null): GalleryView {
  if (canViewGallery(g, viewerId)) return 'photos';
  return g.isSale && g.price > 0 ? 'pay' : 'subscribe';
}
