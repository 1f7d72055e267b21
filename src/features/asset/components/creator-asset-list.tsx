// A creator's items on a profile tab (reference §2.5): the first page when the tab shows, the next ones on scroll,
// an honest empty state. Each tab names its list selector, its request event and its card; the tab itself starts
// its feature's saga (useInjectSaga) before this list dispatches.
import { useCallback, useEffect, type ReactNode } from 'react';
import { type PayloadActionCreator } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { type RootState } from '@/store/hooks';
import { type ListState } from '../asset-state';
import { InfiniteAssetList } from './asset-list';

interface Props<T extends { _id: string }> {
  performerId: string;
  selectList: (state: RootState) => ListState<T>;
  requested: PayloadActionCreator<{ performerId: string; offset: number }>;
  label: string;
  emptyText: string;
  renderItem: (item: T, index: number) => ReactNode;
}

export function CreatorAssetList<T extends { _id: string }>({
  performerId,
  selectList,
  requested,
  label,
  emptyText,
  renderItem,
}: Props<T>) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectList);
  const mine = list.performerId === performerId;

  useEffect(() => {
    if (performerId && !mine) dispatch(requested({ performerId, offset: 0 }));
  }, [dispatch, requested, performerId, mine]);

  const loadMore = useCallback(() => {
    if (list.status !== 'loading') dispatch(requested({ performerId, offset: list.items.length }));
  }, [dispatch, requested, performerId, list.status, list.items.length]);

  return (
    <InfiniteAssetList
      items={mine ? list.items : []}
      total={mine ? list.total : 0}
      status={mine ? list.status : 'idle'}
      error={mine ? list.error : null}
      label={label}
      emptyText={emptyText}
      renderItem={renderItem}
      onLoadMore={loadMore}
      onRetry={() => dispatch(requested({ performerId, offset: 0 }))}
    />
  );
}
