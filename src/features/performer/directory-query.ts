// The /creator directory's URL state (spec §2 "Table pages", reference §2.3 /creator): 12 cards a page, sorted
// "live" by default, filters merged into the query.
import { AGE_RANGES, ETHNICITIES, GENDERS } from '@/config/constants';
import {
  parseTableQuery,
  serialiseTableQuery,
  toOffsetLimit,
  type TableQuery,
  type TableQueryDefaults,
} from '@/lib/table-query';

export const DIRECTORY_SORTS = ['live', 'popular', 'latest', 'oldest', 'online'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_PAGE_SIZE = 12;

export interface DirectoryFilters extends Record<string, string> {
  q: string;
  gender: string;
  ageRange: string;
  ethnicity: string;
  country: string;
  /** '' any, 'true' free only, 'false' paid only */
  isFreeSubscription: string;
  /** a category id ('' any); sent as categoryIds */
  category: string;
}

export type DirectoryQuery = TableQuery<DirectoryFilters>;

export const DIRECTORY_DEFAULTS: TableQueryDefaults<DirectoryFilters> = {
  pageSize: DIRECTORY_PAGE_SIZE,
  maxPageSize: 48,
  sortBy: 'live',
  filters: {
    q: '',
    gender: '',
    ageRange: '',
    ethnicity: '',
    country: '',
    isFreeSubscription: '',
    category: '',
  },
  allowed: {
    sortBy: DIRECTORY_SORTS,
    gender: GENDERS.map((g) => g.value),
    ageRange: AGE_RANGES,
    ethnicity: ETHNICITIES,
    isFreeSubscription: ['true', 'false'],
  },
};

type RawQuery = Record<string, string | string[] | undefined>;

export function parseDirectoryQuery(query: RawQuery): DirectoryQuery {
  const parsed = parseTableQuery(query, DIRECTORY_DEFAULTS);
  const country = parsed.filters.country.toUpperCase();
  const category = /^[a-f0-9]{24}$/.test(parsed.filters.category) ? parsed.filters.category : '';
  return {
    ...parsed,
    filters: { ...parsed.filters, country: /^[A-Z]{2}$/.test(country) ? country : '', category },
  };
}

export const serialiseDirectoryQuery = (q: DirectoryQuery) => serialiseTableQuery(q, DIRECTORY_DEFAULTS);

/** Query string of GET /performers/user/search for this view (empty filters left out). */
export function directoryApiParams(q: DirectoryQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { ...toOffsetLimit(q), sortBy: q.sortBy };
  for (const [key, value] of Object.entries(q.filters))
    if (value) params[key === 'category' ? 'categoryIds' : key] = value;
  return params;
}

/** Two views are the same when their URLs are. */
export const sameDirectoryQuery = (a: DirectoryQuery, b: DirectoryQuery) =>
  JSON.stringify(serialiseDirectoryQuery(a)) === JSON.stringify(serialiseDirectoryQuery(b));
