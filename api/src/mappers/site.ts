// Wire JSON of site content: banners, CMS pages, token packages, search keywords.
import { toDollars } from '../lib/money';
import type { PerformerCategoryRow } from '../repositories/performer-categories';
import type { PostRow } from '../repositories/posts';
import type { SearchKeywordRow } from '../repositories/search-keywords';
import type { SitePromoRow } from '../repositories/site-promos';
import type { TokenPackageRow } from '../repositories/token-packages';
import type { CategoryJson } from '../schemas/performers';
import type { PostJson, SearchKeywordJson, SitePromoJson, TokenPackageJson } from '../schemas/site';
import { fileUrl } from './account';

export function toSitePromoJson(row: SitePromoRow, baseUrl: string): SitePromoJson {
  const url = fileUrl(baseUrl, row.photoPath);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    position: row.position,
    audience: row.audience,
    status: row.status,
    ordering: row.ordering,
    photo: { url, thumbnails: url ? [url] : [] },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A CMS page; the list omits the HTML body (GET /posts/{id} has it). */
export function toPostJson(row: PostRow, withContent: boolean): PostJson {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    shortDescription: row.shortDescription,
    type: row.type,
    status: row.status,
    ordering: row.ordering,
    ...(withContent ? { content: row.content } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toTokenPackageJson(row: TokenPackageRow): TokenPackageJson {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    ordering: row.ordering,
    price: toDollars(row.priceCents),
    tokens: row.tokens,
    isActive: row.isActive === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toSearchKeywordJson(row: SearchKeywordRow): SearchKeywordJson {
  return {
    keyword: row.keyword,
    count: row.count,
    createdAt: row.createdAt,
    lastSearchedAt: row.lastSearchedAt,
  };
}

export function toCategoryJson(row: PerformerCategoryRow): CategoryJson {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    ordering: row.ordering,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
