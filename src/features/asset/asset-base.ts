// The fields videos, galleries, products (and, in part, photos) share and how they are read from the server's
// JSON, once for all of them; each kind's types.ts adds its own fields. The lock rule without the API's answer
// (reference §5.7, §5.9) is here too: the video and gallery pages apply the same one.
import type { GalleryJson, PhotoJson, ProductJson, VideoJson } from '@api/schemas/assets';
import { asRaw, hiddenByModeration, num, str, type Loose } from '@/lib/raw-json';

/** The wire shapes of a creator's public items. */
type AssetJson = VideoJson | GalleryJson | ProductJson;
import { toAssetPerformer, toAssetStats, type AssetPerformer, type AssetStats } from './media';

/** Any stored item, a gallery's photos included. */
export interface ItemBase {
  _id: string;
  description: string;
  status: string;
  /** dollars */
  price: number;
  createdAt: string;
  updatedAt: string;
}

/** A creator's public item (video, gallery, product). */
export interface AssetBase extends ItemBase {
  slug: string;
  performerId: string;
  performer: AssetPerformer | null;
  stats: AssetStats;
  isLiked: boolean;
  /** the owner's lists only: an operator hid it from everyone else (absent otherwise) */
  hiddenByModeration?: true;
}

/** What the viewer may do with an item sold or kept for subscribers (videos, galleries). */
export interface AssetAccess {
  isSale: boolean;
  isBought: boolean;
  isSubscribed: boolean;
  /** the API's access answer for this viewer (null when it did not say: then the flags decide) */
  canView: boolean | null;
}

export function toItemBase(r: Loose<AssetJson | PhotoJson>): ItemBase {
  return {
    _id: str(r._id),
    description: str(r.description),
    status: str(r.status) || 'active',
    price: num(r.price),
    createdAt: str(r.createdAt),
    updatedAt: str(r.updatedAt),
  };
}

export function toAssetBase(raw: unknown): AssetBase {
  const r = asRaw<AssetJson>(raw);
  const performer = toAssetPerformer(r.performer);
  return {
    ...toItemBase(r),
    slug: str(r.slug),
    performerId: str(r.performerId) || performer?._id || '',
    performer,
    stats: toAssetStats(r.stats, r),
    isLiked: r.isLiked === true,
    ...hiddenByModeration(r),
  };
}

export function toAssetAccess(r: Loose<VideoJson | GalleryJson>): AssetAccess {
  return {
    isSale: r.isSale === true,
    isBought: r.isBought === true,
    isSubscribed: r.isSubscribed === true,
    canView: typeof r.canView === 'boolean' ? r.canView : null,
  };
}

/** The reference spells it isBookmarked, the contract isBookMarked. */
export const rawBookmarked = (r: Loose<AssetJson>): boolean =>
  r.isBookmarked === true || r.isBookMarked === true;

type AccessFlags = Pick<AssetAccess, 'isSale' | 'isBought' | 'isSubscribed'> & Pick<ItemBase, 'price'>;

/** Without the API's answer: for sale → bought or free; otherwise → subscribed. */
export const flagsGrantAccess = (a: AccessFlags): boolean =>
  a.isSale ? a.isBought || a.price <= 0 : a.isSubscribed;

/** The lock a viewer without access sees: pay for a priced sale item, else subscribe. */
export const lockKind = (a: Pick<AssetAccess, 'isSale'> & Pick<ItemBase, 'price'>): 'pay' | 'subscribe' =>
  a.isSale && a.price > 0 ? 'pay' : 'subscribe';
