// Feed / post JSON (reference §4.3 "Feed / post", contract "Feeds" and "Media files") mapped to client models in
// one place. Other features (the creator's post editor) import `Feed` and `toFeed` from here. The media file
// model is the shared one of lib/media-file.ts, re-exported under the feed's names.
import { toCreatorCard, type CreatorCard } from '@/lib/creator-card';
import { toMediaFile, type MediaFile } from '@/lib/media-file';
import type { FeedJson, PollJson } from '@api/schemas/feeds';
import { asRaw, hiddenByModeration, num, str, strictStrList } from '@/lib/raw-json';

export const FEED_TYPES = ['text', 'photo', 'video', 'audio', 'scheduled-streaming'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export { toMediaFile, type MediaFile };
export type { MediaStatus as FileStatus } from '@/lib/media-file';

/** The creator's public card embedded in a post. */
export type FeedPerformer = CreatorCard;

/** One poll option (the API stores each option as a poll; pollDescription is the question). */
export interface PollOption {
  _id: string;
  description: string;
  totalVote: number;
  /** ISO date, null = no limit */
  expiredAt: string | null;
  /** the viewer voted for this option */
  isVoted: boolean;
}

export interface Feed {
  _id: string;
  type: FeedType;
  slug: string;
  title: string;
  text: string;
  /** the creator (fromSourceId) */
  performerId: string;
  performer: FeedPerformer | null;
  fileIds: string[];
  files: MediaFile[];
  thumbnailId: string;
  thumbnail: MediaFile | null;
  teaserId: string;
  teaser: MediaFile | null;
  isSale: boolean;
  /** dollars */
  price: number;
  pollIds: string[];
  polls: PollOption[];
  pollDescription: string;
  pollExpiredAt: string | null;
  /** scheduled-streaming posts: when the live starts */
  streamingScheduled: string | null;
  isSchedule: boolean;
  scheduleAt: string | null;
  status: string;
  isPinned: boolean;
  pinnedAt: string | null;
  totalLike: number;
  totalComment: number;
  isLiked: boolean;
  isBookMarked: boolean;
  isSubscribed: boolean;
  isBought: boolean;
  isFollowed: boolean;
  /** the viewer voted on any option of the post's poll */
  isVoted: boolean;
  /** the owner's lists only: an operator hid it from everyone else (absent otherwise) */
  hiddenByModeration?: true;
  createdAt: string;
  updatedAt: string;
}

const dateOrNull = (v: unknown) => {
  const s = str(v);
  return s && !Number.isNaN(new Date(s).getTime()) ? s : null;
};

export function isFeedType(v: unknown): v is FeedType {
  return typeof v === 'string' && (FEED_TYPES as readonly string[]).includes(v);
}

export function toPollOption(raw: unknown): PollOption {
  const r = asRaw<PollJson>(raw);
  return {
    _id: str(r._id),
    description: str(r.description),
    totalVote: num(r.totalVote),
    expiredAt: dateOrNull(r.expiredAt),
    isVoted: r.isVoted === true,
  };
}

export function toFeed(raw: unknown): Feed {
  const r = asRaw<FeedJson>(raw);
  const files = (Array.isArray(r.files) ? r.files : [])
    .map(toMediaFile)
    .filter((f): f is MediaFile => f !== null);
  const polls = (Array.isArray(r.polls) ? r.polls : []).map(toPollOption).filter((p) => p._id);
  const performer = toCreatorCard(r.performer);
  return {
    _id: str(r._id),
    type: isFeedType(r.type) ? r.type : 'text',
    slug: str(r.slug),
    title: str(r.title),
    text: str(r.text),
    performerId: str(r.fromSourceId) || str(r.performerId) || performer?._id || '',
    performer,
    fileIds: strictStrList(r.fileIds),
    files,
    thumbnailId: str(r.thumbnailId),
    thumbnail: toMediaFile(r.thumbnail),
    teaserId: str(r.teaserId),
    teaser: toMediaFile(r.teaser),
    isSale: r.isSale === true,
    price: num(r.price),
    pollIds: strictStrList(r.pollIds),
    polls,
    pollDescription: str(r.pollDescription),
    pollExpiredAt: dateOrNull(r.pollExpiredAt) ?? polls.find((p) => p.expiredAt)?.expiredAt ?? null,
    streamingScheduled: dateOrNull(r.streamingScheduled),
    isSchedule: r.isSchedule === true,
    scheduleAt: dateOrNull(r.scheduleAt),
    status: str(r.status) || 'active',
    isPinned: r.isPinned === true,
    pinnedAt: dateOrNull(r.pinnedAt),
    totalLike: num(r.totalLike),
    totalComment: num(r.totalComment),
    isLiked: r.isLiked === true,
    isBookMarked: r.isBookMarked === true,
    isSubscribed: r.isSubscribed === true,
    isBought: r.isBought === true,
    isFollowed: r.isFollowed === true,
    isVoted: r.isVoted === true || polls.some((p) => p.isVoted),
    ...hiddenByModeration(r),
    createdAt: str(r.createdAt),
    updatedAt: str(r.updatedAt),
  };
}

// ---- derived facts used by the cards (pure: tested without rendering)

export const feedPhotos = (feed: Pick<Feed, 'files'>) => feed.files.filter((f) => f.type === 'feed-photo');
export const feedVideos = (feed: Pick<Feed, 'files'>) => feed.files.filter((f) => f.type === 'feed-video');
export const feedAudios = (feed: Pick<Feed, 'files'>) => feed.files.filter((f) => f.type === 'feed-audio');

/** Public id of a post in URLs: the slug when there is one. */
export const feedPublicId = (feed: Pick<Feed, '_id' | 'slug'>) => feed.slug || feed._id;

/** The poll's total votes (sum of the options). */
export const pollTotal = (polls: PollOption[]) => polls.reduce((sum, p) => sum + p.totalVote, 0);

/** Whole percentages per option that add up to 100 (largest remainder), all 0 without votes. */
export function pollPercentages(polls: PollOption[]): number[] {
  const total = pollTotal(polls);
  if (total <= 0) return polls.map(() => 0);
  const exact = polls.map((p) => (p.totalVote * 100) / total);
  const floors = exact.map(Math.floor);
  let rest = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    floors[i] += 1;
    rest -= 1;
  }
  return floors;
}

/** The poll's end: the post's pollExpiredAt, else the earliest option expiry; null = no limit. */
export function pollEndsAt(feed: Pick<Feed, 'pollExpiredAt' | 'polls'>): string | null {
  if (feed.pollExpiredAt) return feed.pollExpiredAt;
  const dates = feed.polls.map((p) => p.expiredAt).filter((d): d is string => Boolean(d));
  return dates.sort()[0] ?? null;
}

export function isPollClosed(feed: Pick<Feed, 'pollExpiredAt' | 'polls'>, now: number = Date.now()): boolean {
  const end = pollEndsAt(feed);
  return end !== null && new Date(end).getTime() <= now;
}
