// Profile "Photos" tab (reference §2.5): the creator's galleries, infinite scroll, honest empty state.
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAuthUser } from '@/features/auth/auth-slice';
import { InfiniteAssetList } from '@/features/video/components/asset-list';
import { galleryListRequested, selectGalleryList } from '../gallery-slice';
import { GalleryCard } from './gallery-card';
import { useInjectSaga } from '@/store/inject-saga';
import { gallerySaga } from '../gallery-saga';

export function CreatorGalleries({ performerId }: { performerId: string }) {
  const dispatch = useAppDispatch();
  useInjectSaga('gallery', gallerySaga);
  const list = useAppSelector(selectGalleryList);
  const viewerId = useAppSelector(selectAuthUser)?._id ?? null;
  const mine = list.performerId === performerId;

  useEffect(() => {
    if (performerId && !mine) dispatch(galleryListRequested({ performerId, offset: 0 }));
  }, [dispatch, performerId, mine]);

  const loadMore = useCallback(() => {
    if (list.status !== 'loading') dispatch(galleryListRequested({ performerId, offset: list.items.length }));
  }, [dispatch, performerId, list.status, list.items.length]);

  return (
    <InfiniteAssetList
      items={mine ? list.items : []}
      total={mine ? list.total : 0}
      status={mine ? list.status : 'idle'}
      error={mine ? list.error : null}
      label="Galleries"
      emptyText="No photos yet"
      renderItem={(g, i) => <GalleryCard gallery={g} eager={i < 2} viewerId={viewerId} />}
      onLoadMore={loadMore}
      onRetry={() => dispatch(galleryListRequested({ performerId, offset: 0 }))}
    />
  );
}
