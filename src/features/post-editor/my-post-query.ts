// /creator/my-post keeps its view in the URL (table-query): type, keyword, date range, page.
import {
  parseTableQuery,
  toApiSort,
  toOffsetLimit,
  type TableQuery,
  type TableQueryDefaults,
} from '@/lib/table-query';
import { MY_POST_TYPES, dayToIso, type MyPostFilters, type MyPostsQuery } from './types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const MY_POSTS_DEFAULTS: TableQueryDefaults<MyPostFilters> = {
  pageSize: 10,
  sortBy: 'createdAt',
  sort: 'descend',
  filters: { type: '', q: '', fromDate: '', toDate: '' },
  allowed: { type: MY_POST_TYPES, sortBy: ['createdAt', 'updatedAt'] },
  maxPageSize: 50,
};

type RawQuery = Record<string, string | string[] | undefined>;

export function parseMyPostsQuery(query: RawQuery): TableQuery<MyPostFilters> {
  const state = parseTableQuery(query, MY_POSTS_DEFAULTS);
  // dates must be plain days; anything else is dropped
  if (!DAY.test(state.filters.fromDate)) state.filters.fromDate = '';
  if (!DAY.test(state.filters.toDate)) state.filters.toDate = '';
  state.filters.q = state.filters.q.slice(0, 100);
  return state;
}

/** The API query (GET /performer/feeds) for a table view. */
export function toApiQuery(state: TableQuery<MyPostFilters>): MyPostsQuery {
  const { type, q, fromDate, toDate } = state.filters;
  return {
    ...toOffsetLimit(state),
    sortBy: state.sortBy,
    sort: toApiSort(state.sort),
    ...(type ? { type } : {}),
    ...(q ? { q } : {}),
    ...(fromDate ? { fromDate: dayToIso(fromDate, 'start') } : {}),
    ...(toDate ? { toDate: dayToIso(toDate, 'end') } : {}),
  };
}
