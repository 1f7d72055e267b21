// Site promo banners (spec §7 "Promo and misc"). Public; the token is sent so the API picks the banners for the
// viewer's role (creators-only calls to action stay away from fans).
import { get, unwrap, type ListData } from '@/lib/http-client';
import { type SitePromo, toSitePromo } from './types';
import type { SitePromoJson } from '@api/schemas/site';

export async function searchSitePromos(
  params: { limit?: number; position?: string } = {},
): Promise<SitePromo[]> {
  const data = await unwrap(get<ListData<SitePromoJson>>('/site-promo/search', { limit: 99, ...params }));
  const list = Array.isArray(data?.data) ? data.data : [];
  return list.map(toSitePromo).filter((p) => p.imageUrl || p.title);
}
