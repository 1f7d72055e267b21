// GET /posts/{id} (spec §7 "Posts"): public, by slug or id; 404 "This page is not found".
import { get, unwrap } from '@/lib/http-client';
import { type CmsPage, toCmsPage } from './types';
import type { PostJson } from '@api/schemas/site';

export async function getCmsPage(idOrSlug: string): Promise<CmsPage> {
  const raw = await unwrap(
    get<PostJson>(`/posts/${encodeURIComponent(idOrSlug)}`, undefined, { token: null }),
  );
  return toCmsPage(raw);
}
