// Product JSON (reference §4.3 "Product", contract "Videos, galleries, photos, products") → client model, and
// the purchase checks of reference §5.9. Used by the fan pages here and by the creator forms (studio).
import type { ProductJson } from '@api/schemas/assets';
import { asRaw, num, str } from '@/lib/raw-json';
import { type AssetBase, type MediaFile, rawBookmarked, toAssetBase, toMediaFile } from '@/features/asset';

export type { AssetPerformer, AssetStats, MediaFile } from '@/features/asset';
export { fileImage, formatPrice, assetRouteId } from '@/features/asset';

export type ProductType = 'physical' | 'digital';

export interface Product extends AssetBase {
  name: string;
  type: ProductType;
  /** physical products only */
  stock: number;
  /** public product image */
  image: MediaFile | null;
  imageId: string;
  digitalFileId: string;
  /** owner only (never in public JSON) */
  digitalFileUrl: string;
  isBookMarked: boolean;
}

export function toProduct(raw: unknown): Product {
  const r = asRaw<ProductJson>(raw);
  return {
    ...toAssetBase(r),
    name: str(r.name),
    type: r.type === 'digital' ? 'digital' : 'physical',
    stock: Math.max(0, Math.floor(num(r.stock))),
    image: toMediaFile(r.image),
    imageId: str(r.imageId),
    digitalFileId: str(r.digitalFileId),
    digitalFileUrl: str(r.digitalFileUrl),
    isBookMarked: rawBookmarked(r),
  };
}

export function productImage(p: Pick<Product, 'image'>): string {
  return p.image?.thumbnails[0] || p.image?.url || '';
}

/** The full-size product image for the detail page. */
export function productImageLarge(p: Pick<Product, 'image'>): string {
  return p.image?.url || p.image?.thumbnails[0] || '';
}

export const isOutOfStock = (p: Pick<Product, 'type' | 'stock'>) => p.type === 'physical' && p.stock <= 0;

export const PURCHASE_MESSAGES = {
  login: 'Please log in!',
  creator: 'Creators cannot purchase theirs own products!',
  outOfStock: 'Out of stock, please comeback later!',
} as const;

/** The checks before the purchase dialog (reference §5.9), in their order. */
export type PurchaseCheck = 'login' | 'creator' | 'outOfStock' | 'ok';

export function purchaseCheck(
  p: Pick<Product, 'type' | 'stock'>,
  viewer: { loggedIn: boolean; isPerformer: boolean },
): PurchaseCheck {
  if (!viewer.loggedIn) return 'login';
  if (viewer.isPerformer) return 'creator';
  if (isOutOfStock(p)) return 'outOfStock';
  return 'ok';
}
