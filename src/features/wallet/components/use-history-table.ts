// A money table whose view lives in the URL (spec §2 "Table pages": current, pageSize, sortBy, sort and the
// filters): reading the URL loads the page through the wallet saga; table and filter changes push the URL.
import { useCallback, useEffect, useMemo } from 'react';
import { useRouter } from 'next/router';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useInjectSaga } from '@/store/inject-saga';
import {
  parseTableQuery,
  serialiseTableQuery,
  toApiSort,
  toOffsetLimit,
  toSearch,
  type TableQuery,
  type TableQueryDefaults,
} from '@/lib/table-query';
import { historyRequested, selectWallet, type HistoryKind } from '../wallet-slice';
import { walletSaga } from '../wallet-saga';

export function useHistoryTable<K extends HistoryKind, F extends Record<string, string>>(
  kind: K,
  defaults: TableQueryDefaults<F>,
) {
  useInjectSaga('wallet', walletSaga);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const page = useAppSelector((s) => selectWallet(s).history[kind]);
  const state = useMemo(
    () => parseTableQuery(router.query as Record<string, string>, defaults),
    [router.query, defaults],
  );
  const key = toSearch(serialiseTableQuery(state, defaults));

  useEffect(() => {
    if (!router.isReady) return;
    dispatch(
      historyRequested({
        kind,
        key,
        query: {
          ...toOffsetLimit(state),
          sortBy: state.sortBy,
          sort: toApiSort(state.sort),
          ...state.filters,
        },
      }),
    );
    // the key is the whole query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, kind, key, router.isReady]);

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

  const onTableChange = useCallback(
    (
      pagination: TablePaginationConfig,
      _filters: unknown,
      sorter: SorterResult<unknown> | SorterResult<unknown>[],
    ) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const sortBy = typeof one?.field === 'string' && one.order ? one.field : defaults.sortBy;
      go({
        ...state,
        current: pagination.current ?? 1,
        pageSize: pagination.pageSize ?? state.pageSize,
        sortBy,
        sort: one?.order ?? 'descend',
      });
    },
    [go, state, defaults.sortBy],
  );

  return {
    state,
    page,
    loading: page.status === 'loading' || page.key !== key,
    setFilter,
    onTableChange,
    pagination: {
      current: state.current,
      pageSize: state.pageSize,
      total: page.total,
      showSizeChanger: true,
    },
    reload: () =>
      dispatch(
        historyRequested({
          kind,
          key,
          query: {
            ...toOffsetLimit(state),
            sortBy: state.sortBy,
            sort: toApiSort(state.sort),
            ...state.filters,
          },
        }),
      ),
  };
}

/** antd's sort order of a column in the current view. */
export const sortOrderOf = (state: { sortBy: string; sort: 'ascend' | 'descend' }, field: string) =>
  state.sortBy === field ? state.sort : null;
