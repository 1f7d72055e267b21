// The creator's post form (reference §5.1 "Creating a post"): form values, the list filters of /creator/my-post
// and the pure mapping form values -> POST/PUT /performer/feeds body. Raw feed JSON is mapped by feed/types.
import type { Feed, FeedType, MediaFile } from '@/features/feed';

export type { Feed, FeedType, MediaFile };

export const TEXT_MAX = 300;
export const POLL_QUESTION_MAX = 100;
export const POLL_OPTION_MAX = 100;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 10;
export const MAX_POST_FILES = 12;
export const PPV_PRICE = { min: 1, max: 10000, default: 4.99 } as const;
/** Audio posts: at most 15 minutes (the API also marks longer files as errors). */
export const AUDIO_MAX_SECONDS = 15 * 60;

export const UNVERIFIED_MESSAGE =
  'Your ID documents are not verified yet! You could not post any content right now.';
export const DELETE_CONFIRM_TEXT =
  'All earnings related to this post will be refunded. Are you sure you want to remove it?';

export type Audience = 'subscribers' | 'ppv' | 'free';
/** days the poll stays open; 0 = no limit */
export type PollDuration = 3 | 7 | 30 | 0;
export const POLL_DURATIONS: { value: PollDuration; label: string }[] = [
  { value: 3, label: '3 days' },
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
  { value: 0, label: 'No limit' },
];

export const POST_TYPES: { type: FeedType; label: string; description: string }[] = [
  { type: 'photo', label: 'Photo', description: 'Up to 12 photos' },
  { type: 'video', label: 'Video', description: 'One video with an optional teaser and thumbnail' },
  { type: 'text', label: 'Aa', description: 'Text only' },
  { type: 'audio', label: 'Audio', description: 'Upload or record up to 15 minutes' },
  { type: 'scheduled-streaming', label: 'Scheduled live', description: 'Announce a live stream' },
];

export const TYPE_LABELS: Record<FeedType, string> = {
  text: 'Text',
  photo: 'Photo',
  video: 'Video',
  audio: 'Audio',
  'scheduled-streaming': 'Scheduled live',
};

export const hasAudience = (type: FeedType) => type === 'photo' || type === 'video' || type === 'audio';
export const hasMedia = hasAudience;

/** The form's values as the payload mapping reads them (the page holds a PostDraft, post-draft.ts; media lives in
 * the upload queues, not in the form). */
export interface PostFormValues {
  text: string;
  audience: Audience;
  price?: number | null;
  /** `datetime-local` value (local time) */
  streamingScheduled?: string;
  publishMode: 'now' | 'later';
  scheduleAt?: string;
  isPinned: boolean;
  status: 'active' | 'inactive';
  pollEnabled: boolean;
  pollDescription?: string;
  pollOptions?: string[];
  pollDuration?: PollDuration;
}

/** Uploaded (or kept) media ids at submit time. */
export interface PostMedia {
  fileIds: string[];
  teaserId?: string | null;
  thumbnailId?: string | null;
}

/** Body of POST/PUT /performer/feeds (contract "Feeds"). */
export interface PostPayload {
  type: FeedType;
  text: string;
  isSale: boolean;
  price: number;
  fileIds: string[];
  teaserId: string | null;
  thumbnailId: string | null;
  pollIds?: string[];
  pollDescription?: string;
  pollExpiredAt?: string | null;
  streamingScheduled: string | null;
  isSchedule: boolean;
  scheduleAt: string | null;
  isPinned: boolean;
  status?: 'active' | 'inactive';
}

/** The options to create via POST /performer/feeds/polls before the post itself. */
export interface PollDraft {
  description: string;
  options: string[];
  expiredAt: string | null;
}

export function audienceOf(feed: Pick<Feed, 'isSale' | 'price'>): Audience {
  if (!feed.isSale) return 'subscribers';
  return feed.price > 0 ? 'ppv' : 'free';
}

export function toSale(
  audience: Audience,
  price: number | null | undefined,
): { isSale: boolean; price: number } {
  if (audience === 'subscribers') return { isSale: false, price: 0 };
  if (audience === 'free') return { isSale: true, price: 0 };
  return { isSale: true, price: Math.round(Number(price) * 100) / 100 };
}

/** End of the local day `days` from now; null for no limit. */
export function pollExpiry(days: PollDuration, now: Date = new Date()): string | null {
  if (!days) return null;
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 23, 59, 59, 999);
  return end.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** ISO string of a `datetime-local` value; null when empty or invalid. */
export function localInputToIso(value: string | undefined | null): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function isoToLocalInput(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : toLocalInput(d);
}

/** Start of tomorrow (local): the earliest time a live can be scheduled. */
export function startOfTomorrow(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0);
}

export function cleanPollOptions(options: (string | undefined)[] | undefined): string[] {
  return (options ?? []).map((o) => (o ?? '').trim()).filter(Boolean);
}

/** The poll to create, or null when the creator added none. */
export function pollDraftOf(values: PostFormValues, now: Date = new Date()): PollDraft | null {
  if (!values.pollEnabled) return null;
  return {
    description: (values.pollDescription ?? '').trim(),
    options: cleanPollOptions(values.pollOptions),
    expiredAt: pollExpiry(values.pollDuration ?? 7, now),
  };
}

/** Form values + media -> the request body. `mode` edit adds status and leaves polls out (not editable). */
export function buildPostPayload(
  type: FeedType,
  values: PostFormValues,
  media: PostMedia,
  mode: 'create' | 'edit',
): PostPayload {
  const sale = hasAudience(type) ? toSale(values.audience, values.price) : { isSale: false, price: 0 };
  const later = values.publishMode === 'later';
  const payload: PostPayload = {
    type,
    text: values.text.trim(),
    ...sale,
    fileIds: hasMedia(type) ? media.fileIds : [],
    teaserId: type === 'video' ? media.teaserId || null : null,
    thumbnailId: type === 'video' ? media.thumbnailId || null : null,
    streamingScheduled: type === 'scheduled-streaming' ? localInputToIso(values.streamingScheduled) : null,
    isSchedule: later,
    scheduleAt: later ? localInputToIso(values.scheduleAt) : null,
    isPinned: Boolean(values.isPinned),
  };
  if (mode === 'edit') payload.status = values.status === 'inactive' ? 'inactive' : 'active';
  return payload;
}

/** Adds the created poll to a create payload. */
export function withPoll(payload: PostPayload, poll: PollDraft | null, pollIds: string[]): PostPayload {
  if (!poll) return { ...payload, pollIds: [], pollDescription: '', pollExpiredAt: null };
  return { ...payload, pollIds, pollDescription: poll.description, pollExpiredAt: poll.expiredAt };
}

export function initialFormValues(feed?: Feed | null): PostFormValues {
  if (!feed) {
    return {
      text: '',
      audience: 'subscribers',
      price: PPV_PRICE.default,
      publishMode: 'now',
      isPinned: false,
      status: 'active',
      pollEnabled: false,
      pollDescription: '',
      pollOptions: ['', ''],
      pollDuration: 7,
    };
  }
  const audience = audienceOf(feed);
  const scheduledLater = feed.isSchedule && Boolean(feed.scheduleAt);
  return {
    text: feed.text,
    audience,
    price: audience === 'ppv' ? feed.price : PPV_PRICE.default,
    streamingScheduled: isoToLocalInput(feed.streamingScheduled),
    publishMode: scheduledLater ? 'later' : 'now',
    scheduleAt: scheduledLater ? isoToLocalInput(feed.scheduleAt) : undefined,
    isPinned: feed.isPinned,
    status: feed.status === 'inactive' ? 'inactive' : 'active',
    pollEnabled: false,
    pollOptions: [],
  };
}

// ---- /creator/my-post list query

export const MY_POST_TYPES = ['text', 'photo', 'video', 'audio', 'scheduled-streaming'] as const;

export interface MyPostFilters extends Record<string, string> {
  type: string;
  q: string;
  /** YYYY-MM-DD */
  fromDate: string;
  toDate: string;
}

export interface MyPostsQuery {
  q?: string;
  type?: string;
  fromDate?: string;
  toDate?: string;
  sortBy: string;
  sort: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** YYYY-MM-DD (a local day) -> ISO start or end of that day; undefined when empty/invalid. */
export function dayToIso(day: string, edge: 'start' | 'end'): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = edge === 'start' ? new Date(y, mo, d, 0, 0, 0, 0) : new Date(y, mo, d, 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The text as a one-line excerpt. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function audienceLabel(feed: Pick<Feed, 'type' | 'isSale' | 'price'>): string {
  if (!hasAudience(feed.type)) return 'Everyone';
  const audience = audienceOf(feed);
  if (audience === 'subscribers') return 'Subscribers';
  if (audience === 'free') return 'Free';
  return `Pay per view $${feed.price.toFixed(2)}`;
}
