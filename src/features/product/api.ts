// Public product calls (contract "Videos, galleries, photos, products"; reference §2.3 /product/[id]).
import { get, unwrap, type ListData } from '@/lib/http-client';
import {
  assetRequest,
  searchParams,
  toPage,
  type AssetApiOptions,
  type AssetSearchQuery,
  type Page,
} from '@/features/video/api';
import { toProduct, type Product } from './types';

/** GET /performer-assets/products/{id or slug} */
export async function getProduct(idOrSlug: string, opts?: AssetApiOptions): Promise<Product> {
  return toProduct(
    await unwrap(
      get<unknown>(`/performer-assets/products/${encodeURIComponent(idOrSlug)}`, undefined, assetRequest(opts)),
    ),
  );
}

/** GET /performer-assets/products/search?performerId=&excludedId=&offset=&limit= */
export async function searchProducts(query: AssetSearchQuery, opts?: AssetApiOptions): Promise<Page<Product>> {
  const data = await unwrap(
    get<ListData<unknown>>('/performer-assets/products/search', searchParams(query), assetRequest(opts)),
  );
  return toPage(data, toProduct);
}
