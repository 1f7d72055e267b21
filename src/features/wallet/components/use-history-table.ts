// A money table of the wallet feature: its view lives in the URL (useUrlTable); reading the view loads the page
// through the wallet saga.
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { moneyHistoryFeature } from '../money-history-feature';
import type { TableQueryDefaults } from '@/lib/table-query';
import { useUrlTable } from '@/lib/use-url-table';
import { historyRequested, type HistoryKind } from '../money-history-slice';
import { selectMoneyHistory } from '../money-history-slice';

export function useHistoryTable<K extends HistoryKind, F extends Record<string, string>>(
  kind: K,
  defaults: TableQueryDefaults<F>,
) {
  useFeature(moneyHistoryFeature);
  const dispatch = useAppDispatch();
  const page = useAppSelector((s) => selectMoneyHistory(s).pages[kind]);
  const t = useUrlTable(defaults);
  const { key, apiQuery, ready } = t;

  const reload = useCallback(
    () => dispatch(historyRequested({ kind, key, query: apiQuery })),
    [dispatch, kind, key, apiQuery],
  );
  useEffect(() => {
    if (ready) reload();
    // the key is the whole query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, key, ready]);

  return {
    ...t,
    page,
    loading: page.status === 'loading' || page.key !== key,
    reload,
  };
}
