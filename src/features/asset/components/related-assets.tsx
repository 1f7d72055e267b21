// "Related videos" etc. under a detail page, wired to the kind's slice: asks for the creator's other items when
// the item changes and shows them only for the item they were asked for. The detail page starts its feature's
// saga (useInjectSaga) before this list dispatches.
import { useEffect, type ReactNode } from 'react';
import { type UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { type RootState } from '@/store/hooks';
import { type RelatedState } from '../asset-state';
import { RelatedSection } from './asset-list';

interface Props<T extends { _id: string }> {
  item: { _id: string; performerId: string };
  selectRelated: (state: RootState) => RelatedState<T>;
  /** the kind's request event; a module-level function, so the request runs once per item */
  request: (forId: string, performerId: string) => UnknownAction;
  title: string;
  emptyText: string;
  renderItem: (item: T, index: number) => ReactNode;
}

export function RelatedAssets<T extends { _id: string }>({
  item: { _id: forId, performerId },
  selectRelated,
  request,
  ...section
}: Props<T>) {
  const dispatch = useAppDispatch();
  const related = useAppSelector(selectRelated);
  useEffect(() => {
    if (performerId) dispatch(request(forId, performerId));
  }, [dispatch, request, forId, performerId]);
  const current = related.forId === forId;
  return (
    <RelatedSection
      {...section}
      items={current ? related.items : []}
      status={current ? related.status : 'loading'}
    />
  );
}
