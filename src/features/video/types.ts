// Video JSON (reference §4.3 "Video", contract "Videos, galleries, photos, products") → client model, and the
// video page's lock rule (reference §5.7). Used by the fan pages here and by the creator forms (studio).
import type { VideoJson } from '@api/schemas/assets';
import { asRaw, flag, str, strList } from '@/lib/raw-json';
import {
  type AssetAccess,
  type AssetBase,
  type AssetPerformer,
  flagsGrantAccess,
  lockKind,
  type MediaFile,
  rawBookmarked,
  toAssetAccess,
  toAssetBase,
  toAssetPerformer,
  toMediaFile,
} from '@/features/asset';

export type { AssetPerformer, AssetStats, MediaFile, MediaStatus } from '@/features/asset';
export { fileImage, formatDuration, formatPrice, assetRouteId } from '@/features/asset';

export type VideoStatus = 'draft' | 'active' | 'inactive' | 'file-error' | string;

export interface Video extends AssetBase, AssetAccess {
  title: string;
  tags: string[];
  status: VideoStatus;
  participantIds: string[];
  participants: AssetPerformer[];
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
  isBookmarked: boolean;
}

export function toVideo(raw: unknown): Video {
  const r = asRaw<VideoJson>(raw);
  const video = toMediaFile(r.video);
  const participants = Array.isArray(r.participants)
    ? r.participants.map(toAssetPerformer).filter((p): p is AssetPerformer => p !== null)
    : [];
  return {
    ...toAssetBase(r),
    ...toAssetAccess(r),
    title: str(r.title),
    tags: strList(r.tags),
    participantIds: strList(r.participantIds),
    participants,
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
    isBookmarked: rawBookmarked(r),
  };
}

/** The public poster: creator thumbnail, else the video's own (possibly blurred) thumbnail. */
export function videoPoster(v: Pick<Video, 'thumbnail' | 'video' | 'teaser'>): string {
  return (
    v.thumbnail?.thumbnails[0] || v.thumbnail?.url || v.video?.thumbnails[0] || v.teaser?.thumbnails[0] || ''
  );
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
  const access = v.canView ?? (owner || Boolean(v.video?.url) || flagsGrantAccess(v));
  if (access) {
    if (v.video && v.video.status === 'finished' && v.video.url) return 'player';
    return 'processing';
  }
  return lockKind(v);
}

/** The list card's lock badge: for sale with a price, or for subscribers only and not viewable. */
export function isVideoLocked(v: Video): boolean {
  if (v.canView !== null) return !v.canView;
  return !v.video?.url && !flagsGrantAccess(v);
}
