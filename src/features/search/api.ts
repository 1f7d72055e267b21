// Keyword search calls (spec §3 "Keyword search: keyword"; §7 "Promo and misc"). Public: no token is sent.
import { get, post, unwrap, type ListData } from '@/lib/http-client';
import { type SearchKeyword, toSearchKeyword } from './types';
import type { SearchKeywordJson } from '@api/schemas/site';

const publicCall = { token: null, noAuthRedirect: true } as const;

export async function recordKeyword(keyword: string): Promise<void> {
  await post<SearchKeywordJson>('/search/keywords', { keyword }, publicCall);
}

export async function getKeywords(
  sortBy: 'popular' | 'recent' = 'popular',
  limit = 8,
): Promise<SearchKeyword[]> {
  const data = await unwrap(
    get<ListData<SearchKeywordJson>>('/search/list/keywords', { sortBy, limit }, publicCall),
  );
  return (data?.data ?? []).map(toSearchKeyword).filter((k): k is SearchKeyword => k !== null);
}
