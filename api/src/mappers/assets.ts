// Wire JSON of videos, galleries, photos and products (reference §4.3). Pure: the per-viewer facts and
// the file JSON (already locked or open, see mappers/media) are resolved by services/asset-views.
import { toDollars } from '../lib/money';
import type { AssetRowBase } from '../repositories/asset-sql';
import type { GalleryRow } from '../repositories/galleries';
import type { PhotoRow } from '../repositories/photos';
import type { ProductRow } from '../repositories/products';
import type { VideoRow } from '../repositories/videos';
import type { GalleryJson, PhotoJson, ProductJson, VideoJson } from '../schemas/assets';
import type { FileJson } from '../schemas/media';
import type { PerformerCardJson } from '../schemas/performers';

export type { GalleryJson, PhotoJson, ProductJson, VideoJson } from '../schemas/assets';

/** Per-viewer computed fields shared by the asset kinds. */
export interface AssetFlags {
  canView: boolean;
  isSubscribed: boolean;
  isBought: boolean;
  isLiked: boolean;
  isBookmarked: boolean;
  /** the owner's `hiddenByModeration` (services/moderation ownerModeration) */
  moderation: { hiddenByModeration?: boolean };
}

/** The counters as the reference names them: `stats` plus the flat totals. */
function countersOf(row: AssetRowBase) {
  return {
    stats: {
      views: row.statViews,
      likes: row.statLikes,
      comments: row.statComments,
      bookmarks: row.statBookmarks,
    },
    totalLike: row.statLikes,
    totalComment: row.statComments,
  };
}

function jsonList(text: string): string[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export const videoTags = (row: VideoRow) => jsonList(row.tags);
export const videoParticipantIds = (row: VideoRow) => jsonList(row.participantIds);

/** The tail of a video or gallery: counters, the viewer's flags, then the dates. */
function viewerTail(row: AssetRowBase, f: AssetFlags) {
  return {
    ...countersOf(row),
    isSubscribed: f.isSubscribed,
    isBought: f.isBought,
    isLiked: f.isLiked,
    // Both spellings: the reference uses isBookmarked on videos and isBookMarked elsewhere; clients read either.
    isBookmarked: f.isBookmarked,
    isBookMarked: f.isBookmarked,
    canView: f.canView,
    ...f.moderation,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toVideoJson(
  row: VideoRow,
  p: {
    performer: PerformerCardJson | null;
    participants: PerformerCardJson[];
    video: FileJson | null;
    teaser: FileJson | null;
    thumbnail: FileJson | null;
    flags: AssetFlags;
  },
): VideoJson {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    tags: videoTags(row),
    status: row.status,
    performerId: row.performerId,
    performer: p.performer,
    participantIds: videoParticipantIds(row),
    participants: p.participants,
    isSale: row.isSale === 1,
    price: toDollars(row.priceCents),
    isSchedule: row.isSchedule === 1,
    scheduledAt: row.scheduledAt,
    fileId: row.fileId ?? '',
    teaserId: row.teaserId ?? '',
    thumbnailId: row.thumbnailId ?? '',
    video: p.video,
    teaser: p.teaser,
    thumbnail: p.thumbnail,
    processing: p.video?.status === 'processing',
    teaserProcessing: p.teaser?.status === 'processing',
    ...viewerTail(row, p.flags),
  };
}

export function toGalleryJson(
  row: GalleryRow,
  p: {
    performer: PerformerCardJson | null;
    coverPhoto: FileJson | null;
    numOfItems: number;
    flags: AssetFlags;
  },
): GalleryJson {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    status: row.status,
    isSale: row.isSale === 1,
    price: toDollars(row.priceCents),
    performerId: row.performerId,
    performer: p.performer,
    coverPhotoId: row.coverPhotoId ?? '',
    coverPhoto: p.coverPhoto,
    numOfItems: p.numOfItems,
    ...viewerTail(row, p.flags),
  };
}

export function toPhotoJson(
  row: PhotoRow,
  p: { photo: FileJson | null; gallery: GalleryRow; isGalleryCover: boolean },
): PhotoJson {
  return {
    _id: row.id,
    performerId: row.performerId,
    galleryId: row.galleryId,
    fileId: row.fileId ?? '',
    title: row.title,
    description: row.description,
    status: row.status,
    processing: p.photo?.status === 'processing',
    isSale: p.gallery.isSale === 1,
    price: toDollars(p.gallery.priceCents),
    isGalleryCover: p.isGalleryCover,
    photo: p.photo,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toProductJson(
  row: ProductRow,
  p: {
    performer: PerformerCardJson | null;
    image: FileJson | null;
    flags: Pick<AssetFlags, 'isLiked' | 'isBookmarked' | 'moderation'>;
    owner: boolean;
    digitalFileUrl: string | null;
  },
): ProductJson {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    type: row.type,
    status: row.status,
    price: toDollars(row.priceCents),
    stock: row.stock,
    imageId: row.imageId ?? '',
    image: p.image,
    performerId: row.performerId,
    performer: p.performer,
    ...countersOf(row),
    isLiked: p.flags.isLiked,
    isBookmarked: p.flags.isBookmarked,
    isBookMarked: p.flags.isBookmarked,
    // The digital file never reaches public JSON (contract); the owner sees it to manage the product.
    ...(p.owner ? { digitalFileId: row.digitalFileId ?? '', digitalFileUrl: p.digitalFileUrl } : {}),
    ...p.flags.moderation,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
