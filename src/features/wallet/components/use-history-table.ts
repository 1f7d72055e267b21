// A money table of the wallet feature: its view lives in the URL (useUrlTable); reading the view loads the page
// through the wallet saga.
import { useCallback, useEffect } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { moneyHistoryFeature } from '../money-history-feature';
import type { TableQueryDefaults } from '@/lib/table-query';
import { useUrlTable } from '@/lib/use-url-table';
import { historyRequested, type HistoryKind } from '../money-history-slice';
import { selectMoneyHistory } from '../money-history-slice';

export { sortOrderOf } from '@/lib/use-url-table';

export function useHistoryTable<K extends HistoryKind, F extends Record<string, string>>(
  kind: K,
  defaults: TableQueryDefaults<F>,
) {
  useFeature(moneyHistoryFeature);
  const dispatch = useAppDispatch();
  const page = useAppSelector((s) => selectMoneyHistory(s).pages[kind]);
  const t = useUrlTable(defaults);
  const { key, apiQuery, ready, change } = t;

  const reload = useCallback(
    () => dispatch(historyRequested({ kind, key, query: apiQuery })),
    [dispatch, kind, key, apiQuery],
  );
  useEffect(() => {
    if (ready) reload();
    // the key is the whole query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, key, ready]);

  const onTableChange = useCallback(
    (
      pagination: TablePaginationConfig,
      _filters: unknown,
      sorter: SorterResult<unknown> | SorterResult<unknown>[],
    ) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      change({
        current: pagination.current ?? 1,
        pageSize: pagination.pageSize ?? undefined,
        sortBy: typeof one?.field === 'string' ? one.field : undefined,
        sort: one?.order ?? null,
      });
    },
    [change],
  );

  return {
    ...t,
    page,
    loading: page.status === 'loading' || page.key !== key,
    onTableChange,
    pagination: {
      current: t.state.current,
      pageSize: t.state.pageSize,
      total: page.total,
      showSizeChanger: true,
    },
    reload,
  };
}
