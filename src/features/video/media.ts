// Pieces shared by the asset models (videos, galleries, photos, products): the file JSON of the contract's media
// rules, the creator's public card, raw-value readers and display formats. Raw JSON stops in these mappers.
import { DEFAULT_AVATAR } from '@/config/constants';

import { asRaw, flag, num, str, strList, type Raw } from '@/lib/raw-json';

export { asRaw, flag, num, str, strList, type Raw };

export type MediaStatus = 'processing' | 'finished' | 'error';

/** A media file as the viewer may see it: `url` is null without access (contract "Media files and URLs"). */
export interface MediaFile {
  _id: string;
  type: string;
  name: string;
  mimeType: string;
  width: number;
  height: number;
  /** seconds */
  duration: number;
  size: number;
  status: MediaStatus;
  /** with access: a ≤ 640 px thumbnail; without: a blurred preview (or none) */
  thumbnails: string[];
  url: string | null;
}

function toStatus(v: unknown): MediaStatus {
  return v === 'processing' || v === 'error' ? v : 'finished';
}

/** File JSON (or a bare URL string, as older payloads send for images) → MediaFile; null when absent. */
export function toMediaFile(raw: unknown): MediaFile | null {
  if (typeof raw === 'string') {
    return raw
      ? { _id: '', type: '', name: '', mimeType: '', width: 0, height: 0, duration: 0, size: 0, status: 'finished', thumbnails: [], url: raw }
      : null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const r = asRaw(raw);
  const url = str(r.url);
  const thumbnails = strList(r.thumbnails);
  if (!str(r._id) && !url && thumbnails.length === 0) return null;
  return {
    _id: str(r._id),
    type: str(r.type),
    name: str(r.name),
    mimeType: str(r.mimeType),
    width: num(r.width),
    height: num(r.height),
    duration: num(r.duration),
    size: num(r.size),
    status: toStatus(r.status),
    thumbnails,
    url: url || null,
  };
}

/** The best still image of a file: its thumbnail, else (images) the file itself; '' when none. */
export function fileImage(file: MediaFile | null | undefined): string {
  if (!file) return '';
  if (file.thumbnails[0]) return file.thumbnails[0];
  const isImage = file.mimeType.startsWith('image/') || /\.(jpe?g|png|gif|webp|avif)(\?|$)/i.test(file.url ?? '');
  return isImage && file.url ? file.url : '';
}

/** The creator's public card as assets carry it (prices only when the API includes them). */
export interface AssetPerformer {
  _id: string;
  name: string;
  username: string;
  avatar: string;
  verifiedAccount: boolean;
  isFeatured: boolean;
  isOnline: boolean;
  live: boolean;
  monthlyPrice: number;
  yearlyPrice: number;
  isFreeSubscription: boolean;
  durationFreeSubscriptionDays: number;
}

export function toAssetPerformer(raw: unknown): AssetPerformer | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = asRaw(raw);
  if (!str(r._id) && !str(r.username)) return null;
  return {
    _id: str(r._id),
    name: str(r.name),
    username: str(r.username),
    avatar: str(r.avatar) || DEFAULT_AVATAR,
    verifiedAccount: r.verifiedAccount === true,
    isFeatured: r.isFeatured === true,
    isOnline: flag(r.isOnline),
    live: flag(r.live),
    monthlyPrice: num(r.monthlyPrice),
    yearlyPrice: num(r.yearlyPrice),
    isFreeSubscription: r.isFreeSubscription === true,
    durationFreeSubscriptionDays: num(r.durationFreeSubscriptionDays),
  };
}

export interface AssetStats {
  views: number;
  likes: number;
  comments: number;
  bookmarks: number;
}

export function toAssetStats(raw: unknown, item: Raw = {}): AssetStats {
  const s = asRaw(raw);
  return {
    views: num(s.views),
    likes: num(s.likes ?? item.totalLike),
    comments: num(s.comments ?? item.totalComment),
    bookmarks: num(s.bookmarks),
  };
}

/** Money is dollars in JSON (contract): "$4.99", "$5". */
export { formatMoney as formatPrice } from '@/lib/money';

/** Seconds → "0:42", "12:05", "1:02:03". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Item id or slug for links: the slug when there is one (detail routes accept both). */
export const assetRouteId = (item: { _id: string; slug: string }) => item.slug || item._id;

/** A description cut to one line for meta tags and cards. */
export function summaryText(text: string, max = 160): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 3).trimEnd()}...` : one;
}
