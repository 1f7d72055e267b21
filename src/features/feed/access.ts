// Who sees a post's media, and which single call to action a locked post offers (reference §5.1, issue 4).
// The API already withholds media URLs; this rule decides what the card shows:
//   canView = owner OR (NOT isSale AND isSubscribed) OR (isSale AND (isBought OR price = 0)),
//   forced false for visitors and for creators who are not the author (their buttons are disabled).
// Text and scheduled-streaming posts carry no media: their text is always shown.
import { type Feed } from './types';

export type ViewerKind = 'visitor' | 'fan' | 'creator';

export interface FeedViewer {
  kind: ViewerKind;
  userId: string;
}

export type LockCta = 'subscribe' | 'pay' | 'follow';

export interface FeedAccess {
  /** the post has media at all (photo, video, audio) */
  hasMedia: boolean;
  isOwner: boolean;
  canView: boolean;
  /** the button of the locked panel (null when unlocked) */
  cta: LockCta | null;
  /** creators cannot unlock other creators' posts */
  ctaDisabled: boolean;
}

export const MEDIA_TYPES = ['photo', 'video', 'audio'] as const;

export function feedAccess(
  feed: Pick<Feed, 'type' | 'performerId' | 'isSale' | 'price' | 'isSubscribed' | 'isBought'>,
  viewer: FeedViewer,
): FeedAccess {
  const hasMedia = (MEDIA_TYPES as readonly string[]).includes(feed.type);
  const isOwner = viewer.kind === 'creator' && viewer.userId !== '' && viewer.userId === feed.performerId;
  if (!hasMedia || isOwner) return { hasMedia, isOwner, canView: true, cta: null, ctaDisabled: false };

  const free = feed.isSale && !(feed.price > 0);
  const granted = feed.isSale ? feed.isBought || free : feed.isSubscribed;
  const canView = viewer.kind === 'fan' && granted;
  if (canView) return { hasMedia, isOwner, canView, cta: null, ctaDisabled: false };

  let cta: LockCta;
  if (!feed.isSale) cta = 'subscribe';
  else if (feed.price > 0) cta = 'pay';
  else cta = 'follow';
  return { hasMedia, isOwner, canView: false, cta, ctaDisabled: viewer.kind === 'creator' };
}

/** The blurred picture of a locked post, in the preference order of reference §5.1 (null: a plain backdrop). */
export function lockedThumbnail(feed: Pick<Feed, 'thumbnail' | 'teaser' | 'files'>): string | null {
  const first = (type: string) => feed.files.find((f) => f.type === type && f.thumbnails.length > 0);
  return (
    feed.thumbnail?.thumbnails[0] ||
    feed.thumbnail?.url ||
    first('feed-photo')?.thumbnails[0] ||
    feed.teaser?.thumbnails[0] ||
    first('feed-video')?.thumbnails[0] ||
    null
  );
}

/** "3 photos | 1 video", or the single video's duration ("2:05"). */
export function mediaSummary(feed: Pick<Feed, 'type' | 'files'>): string {
  const photos = feed.files.filter((f) => f.type === 'feed-photo').length;
  const videos = feed.files.filter((f) => f.type === 'feed-video');
  const audios = feed.files.filter((f) => f.type === 'feed-audio');
  if (feed.type === 'video' && videos.length === 1 && photos === 0 && videos[0].duration > 0) {
    return formatDuration(videos[0].duration);
  }
  if (feed.type === 'audio' && audios.length === 1 && audios[0].duration > 0) {
    return `Audio ${formatDuration(audios[0].duration)}`;
  }
  const parts: string[] = [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (photos) parts.push(plural(photos, 'photo'));
  if (videos.length) parts.push(plural(videos.length, 'video'));
  if (audios.length) parts.push(plural(audios.length, 'audio'));
  return parts.join(' | ');
}

/** 125 -> "2:05", 3725 -> "1:02:05" */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
