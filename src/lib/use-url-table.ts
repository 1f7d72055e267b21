// A table whose view lives in the URL (spec §2 "Table pages": current, pageSize, sortBy, sort and the filters).
// The hook reads the view from the router, names it by a stable key (what a load is compared against) and
// pushes changes back as shallow navigations. What to load for a view is the caller's business.
import { useCallback, useMemo } from 'react';
import { useRouter } from 'next/router';
import {
  parseTableQuery,
  serialiseTableQuery,
  toApiSort,
  toOffsetLimit,
  toSearch,
  type SortOrder,
  type TableQuery,
  type TableQueryDefaults,
} from './table-query';

/** What a table change reports (antd's Table onChange, or the plain pager and sort headers). */
export interface TableChange {
  current?: number;
  pageSize?: number;
  sortBy?: string;
  sort?: SortOrder | null;
}

export function useUrlTable<F extends Record<string, string>>(defaults: TableQueryDefaults<F>) {
  const router = useRouter();
  const state = useMemo(
    () => parseTableQuery(router.query as Record<string, string>, defaults),
    [router.query, defaults],
  );
  const key = toSearch(serialiseTableQuery(state, defaults));

  const go = useCallback(
    (next: TableQuery<F>) => {
      void router.push({ pathname: router.pathname, query: serialiseTableQuery(next, defaults) }, undefined, {
        shallow: true,
      });
    },
    [router, defaults],
  );

  const setFilter = useCallback(
    (name: keyof F, value: string) =>
      go({ ...state, current: 1, filters: { ...state.filters, [name]: value } }),
    [go, state],
  );

  const change = useCallback(
    (c: TableChange) =>
      go({
        ...state,
        current: c.current ?? 1,
        pageSize: c.pageSize ?? state.pageSize,
        sortBy: c.sort && c.sortBy ? c.sortBy : c.sort === null ? defaults.sortBy : state.sortBy,
        sort: c.sort ?? (c.sort === null ? 'descend' : state.sort),
      }),
    [go, state, defaults.sortBy],
  );

  /** The API query of the view: offset/limit, sortBy, sort (asc|desc) and the filters. */
  const apiQuery = useMemo(
    () => ({
      ...toOffsetLimit(state),
      sortBy: state.sortBy,
      sort: toApiSort(state.sort),
      ...state.filters,
    }),
    [state],
  );

  return { state, key, ready: router.isReady, go, setFilter, change, apiQuery };
}

/** antd's sort order of a column in the current view. */
export const sortOrderOf = (state: { sortBy: string; sort: SortOrder }, field: string) =>
  state.sortBy === field ? state.sort : null;
