// Pieces shared by the asset models (videos, galleries, photos, products): the creator's public card, asset stats
// and display formats, plus re-exports of the shared media file model and raw-value readers (src/lib).
import { toCreatorCard, type CreatorCard } from '@/lib/creator-card';
import type { VideoJson } from '@api/schemas/assets';
import type { PerformerCardJson } from '@api/schemas/performers';
import { asRaw, flag, num, str, strList, type Loose, type Raw } from '@/lib/raw-json';

export { asRaw, flag, num, str, strList, type Raw };
export { fileImage, toMediaFile, type MediaFile, type MediaStatus } from '@/lib/media-file';

/** The creator's public card as assets carry it (prices only when the API includes them). */
export interface AssetPerformer extends CreatorCard {
  monthlyPrice: number;
  yearlyPrice: number;
  isFreeSubscription: boolean;
  durationFreeSubscriptionDays: number;
}

export function toAssetPerformer(raw: unknown): AssetPerformer | null {
  const card = toCreatorCard(raw);
  if (!card) return null;
  const r = asRaw<PerformerCardJson>(raw);
  return {
    ...card,
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

export function toAssetStats(
  raw: unknown,
  item: Loose<Pick<VideoJson, 'totalLike' | 'totalComment'>> = {},
): AssetStats {
  const s = asRaw<VideoJson['stats']>(raw);
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
