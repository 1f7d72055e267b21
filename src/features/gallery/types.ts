// Gallery and Photo JSON (reference §4.3, contract "Videos, galleries, photos, products") → client models, and
// the gallery's lock rule (reference §5.9). Used by the fan pages here and by the creator forms (studio).
import type { GalleryJson, PhotoJson } from '@api/schemas/assets';
import { asRaw, num, str } from '@/lib/raw-json';
import {
  type AssetAccess,
  type AssetBase,
  flagsGrantAccess,
  type ItemBase,
  lockKind,
  type MediaFile,
  rawBookmarked,
  toAssetAccess,
  toAssetBase,
  toItemBase,
  toMediaFile,
} from '@/features/asset';

export type { AssetPerformer, AssetStats, MediaFile } from '@/features/asset';
export { fileImage, formatPrice, assetRouteId } from '@/features/asset';

export interface Gallery extends AssetBase, AssetAccess {
  title: string;
  /** creator-chosen cover (public marketing image) */
  coverPhoto: MediaFile | null;
  coverPhotoId: string;
  numOfItems: number;
  isBookMarked: boolean;
}

export interface Photo extends ItemBase {
  performerId: string;
  galleryId: string;
  fileId: string;
  title: string;
  processing: boolean;
  isGalleryCover: boolean;
  /** `url` null and a blurred preview when the gallery is locked */
  photo: MediaFile | null;
}

export function toGallery(raw: unknown): Gallery {
  const r = asRaw<GalleryJson>(raw);
  return {
    ...toAssetBase(r),
    ...toAssetAccess(r),
    title: str(r.title),
    coverPhoto: toMediaFile(r.coverPhoto),
    coverPhotoId: str(r.coverPhotoId),
    numOfItems: num(r.numOfItems),
    isBookMarked: rawBookmarked(r),
  };
}

export function toPhoto(raw: unknown): Photo {
  const r = asRaw<PhotoJson>(raw);
  const photo = toMediaFile(r.photo);
  return {
    ...toItemBase(r),
    performerId: str(r.performerId),
    galleryId: str(r.galleryId),
    fileId: str(r.fileId) || photo?._id || '',
    title: str(r.title),
    processing: r.processing === true || photo?.status === 'processing',
    isGalleryCover: r.isGalleryCover === true,
    photo,
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
  return flagsGrantAccess(g);
}

/** What the gallery page shows: the photos, a pay button, or the subscribe call to action. */
export type GalleryView = 'photos' | 'pay' | 'subscribe';

export function galleryView(g: Gallery, viewerId: string | null): GalleryView {
  if (canViewGallery(g, viewerId)) return 'photos';
  return lockKind(g);
}
