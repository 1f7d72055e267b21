// Video JSON (reference §4.3 "Video", contract "Videos, galleries, photos, products") → client model, and the
// video page's lock rule (reference §5.7). Used by the fan pages here and by the creator forms (studio).
import {
  asRaw,
  flag,
  num,
  str,
  strList,
  toAssetPerformer,
  toAssetStats,
  toMediaFile,
  type AssetPerformer,
  type AssetStats,
  type MediaFile,
} from './media';

export type { AssetPerformer, AssetStats, MediaFile, MediaStatus } from './media';
export { fileImage, formatDuration, formatPrice, assetRouteId } from './media';

export type VideoStatus = 'draft' | 'active' | 'inactive' | 'file-error' | string;

export interface Video {
  _id: string;
  slug: string;
  title: string;
  description: string;
  tags: string[];
  status: VideoStatus;
  performerId: string;
  performer: AssetPerformer | null;
  participantIds: string[];
  participants: AssetPerformer[];
  isSale: boolean;
  /** dollars */
  price: number;
  isSchedule: boolean;
  /** ISO date, '' when not scheduled */
  scheduledAt: string;
  fileId: string;
  thumbnailId: string;
  teaserId: string;
  /** the main file; `url` null when the viewer may not watch it */
  video: MediaFile | null;
  /** creator-chosen poster (public) */
  thumbnail: MediaFile | null;
  /** creator-chosen preview clip (public) */
  teaser: MediaFile | null;
  processing: boolean;
  teaserProcessing: boolean;
  stats: AssetStats;
  isBought: boolean;
  isSubscribed: boolean;
  /** the API's access answer for this viewer (null when it did not say: then the flags decide) */
  canView: boolean | null;
  isBookmarked: boolean;
  isLiked: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toVideo(raw: unknown): Video {
  const r = asRaw(raw);
  const video = toMediaFile(r.video);
  const participants = Array.isArray(r.participants)
    ? r.participants.map(toAssetPerformer).filter((p): p is AssetPerformer => p !== null)
    : [];
  const performer = toAssetPerformer(r.performer);
  return {
    _id: str(r._id),
    slug: str(r.slug),
    title: str(r.title),
    description: str(r.description),
    tags: strList(r.tags),
    status: str(r.status) || 'active',
    performerId: str(r.performerId) || performer?._id || '',
    performer,
    participantIds: strList(r.participantIds),
    participants,
    isSale: r.isSale === true,
    price: num(r.price),
    isSchedule: r.isSchedule === true,
    scheduledAt: str(r.scheduledAt),
    fileId: str(r.fileId) || video?._id || '',
    thumbnailId: str(r.thumbnailId),
    teaserId: str(r.teaserId),
    video,
    thumbnail: toMediaFile(r.thumbnail),
    teaser: toMediaFile(r.teaser),
    processing: flag(r.processing) || video?.status === 'processing',
    teaserProcessing: flag(r.teaserProcessing),
    stats: toAssetStats(r.stats, r),
    isBought: r.isBought === true,
    isSubscribed: r.isSubscribed === true,
    canView: typeof r.canView === 'boolean' ? r.canView : null,
    // the reference spells it isBookmarked, the contract isBookMarked
    isBookmarked: r.isBookmarked === true || r.isBookMarked === true,
    isLiked: r.isLiked === true,
    createdAt: str(r.createdAt),
    updatedAt: str(r.updatedAt),
  };
}

/** The public poster: creator thumbnail, else the video's own (possibly blurred) thumbnail. */
export function videoPoster(v: Pick<Video, 'thumbnail' | 'video' | 'teaser'>): string {
  return v.thumbnail?.thumbnails[0] || v.thumbnail?.url || v.video?.thumbnails[0] || v.teaser?.thumbnails[0] || '';
}

/** A scheduled video whose premiere is still ahead of `now`. */
export function isUpcoming(v: Pick<Video, 'isSchedule' | 'scheduledAt'>, now: number = Date.now()): boolean {
  if (!v.isSchedule || !v.scheduledAt) return false;
  const at = Date.parse(v.scheduledAt);
  return Number.isFinite(at) && at > now;
}

/**
 * What the video page shows (reference §5.7): the player, a processing status player, or one lock heading.
 * The API decides access (url present, or the computed flags); the page never unlocks on its own.
 */
export type VideoView = 'player' | 'processing' | 'upcoming' | 'pay' | 'subscribe';

export function videoView(v: Video, viewerId: string | null, now: number = Date.now()): VideoView {
  if (isUpcoming(v, now)) return 'upcoming';
  const owner = Boolean(viewerId) && viewerId === v.performerId;
  const access =
    v.canView ?? (owner || Boolean(v.video?.url) || (v.isSale ? v.isBought || v.price <= 0 : v.isSubscribed));
  if (access) {
    if (v.video && v.video.status === 'finished' && v.video.url) return 'player';
    return 'processing';
  }
  return v.isSale && v.price > 0 ? 'pay' : 'subscribe';
}

/** The list card's lock badge: for sale with a price, or for subscribers only and not viewable. */
export function isVideoLocked(v: Video): boolean {
  if (v.canView !== null) return !v.canView;
  return !v.video?.url && !(v.isSale ? v.isBought || v.price <= 0 : v.isSubscribed);
}
