// State of a creator asset table in the URL (spec §2 "Table pages"): q, status, current, pageSize. Loads the
// page through the studio saga and toasts each delete outcome once.
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useCallback, useEffect } from 'react';
import { useRouter } from 'next/router';
import { MESSAGES } from '@/config/constants';
import { useNotify } from '@/components/notify';
import {
  parseTableQuery,
  serialiseTableQuery,
  toApiSort,
  toOffsetLimit,
  toSearch,
  type TableQuery,
  type TableQueryDefaults,
} from '@/lib/table-query';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { STUDIO_PAGE_SIZE, assetListRequested, selectStudioMutation, type AssetKind } from '../studio-slice';
import { useFeature } from '@/store/use-feature';
import { studioFeature } from '../studio-feature';

export type AssetFilters = { q: string; status: string };
export type AssetTableQuery = TableQuery<AssetFilters>;

export const ASSET_STATUSES = ['active', 'inactive'] as const;

export const ASSET_TABLE_DEFAULTS: TableQueryDefaults<AssetFilters> = {
  pageSize: STUDIO_PAGE_SIZE,
  sortBy: 'createdAt',
  sort: 'descend',
  filters: { q: '', status: '' },
  allowed: { status: ASSET_STATUSES },
  maxPageSize: 100,
};

const DELETED: Record<AssetKind, string> = {
  videos: 'Video has been deleted',
  galleries: 'Gallery has been deleted',
  products: 'Product has been deleted',
};

export function useAssetTable(kind: AssetKind) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  useFeature(studioFeature);
  const toast = useNotify();
  const mutation = useAppSelector(selectStudioMutation);

  const state = parseTableQuery(router.query, ASSET_TABLE_DEFAULTS);
  const key = toSearch(serialiseTableQuery(state, ASSET_TABLE_DEFAULTS));

  const load = useCallback(() => {
    const current = parseTableQuery(router.query, ASSET_TABLE_DEFAULTS);
    dispatch(
      assetListRequested({
        kind,
        query: {
          ...toOffsetLimit(current),
          q: current.filters.q || undefined,
          status: current.filters.status || undefined,
          sortBy: current.sortBy,
          sort: toApiSort(current.sort),
        },
      }),
    );
    // `key` stands for router.query: reload only when the view really changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, kind, key]);

  useEffect(() => {
    if (router.isReady) load();
  }, [router.isReady, load]);

  useOnNewSeq(mutation.seq, () => {
    if (mutation.kind !== kind || mutation.action !== 'delete') return;
    if (mutation.status === 'succeeded') toast.success(DELETED[kind]);
    else if (mutation.status === 'failed') toast.error(mutation.error?.message || MESSAGES.genericFallback);
  });

  const navigate = useCallback(
    (next: AssetTableQuery) => {
      void router.push(
        { pathname: router.pathname, query: serialiseTableQuery(next, ASSET_TABLE_DEFAULTS) },
        undefined,
        { shallow: true },
      );
    },
    [router],
  );

  return { state, navigate, reload: load };
}
