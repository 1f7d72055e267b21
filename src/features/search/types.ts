// Header keyword search (spec §7 "Promo and misc"): GET /search/list/keywords rows.
import type { SearchKeywordJson } from '@api/schemas/site';
import { asRaw } from '@/lib/raw-json';

export interface SearchKeyword {
  keyword: string;
  count: number;
}

export function toSearchKeyword(raw: unknown): SearchKeyword | null {
  const r = asRaw<SearchKeywordJson>(raw);
  const keyword = typeof r.keyword === 'string' ? r.keyword.trim() : '';
  return keyword ? { keyword, count: Number(r.count) || 0 } : null;
}

export const KEYWORD_MAX = 100;
