// Profile "Store" tab (reference §2.5): the creator's products, infinite scroll, honest empty state.
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { InfiniteAssetList } from '@/features/video/components/asset-list';
import { productListRequested, selectProductList } from '../product-slice';
import { ProductCard } from './product-card';
import { useInjectSaga } from '@/store/inject-saga';
import { productSaga } from '../product-saga';

export function CreatorProducts({ performerId }: { performerId: string }) {
  const dispatch = useAppDispatch();
  useInjectSaga('product', productSaga);
  const list = useAppSelector(selectProductList);
  const mine = list.performerId === performerId;

  useEffect(() => {
    if (performerId && !mine) dispatch(productListRequested({ performerId, offset: 0 }));
  }, [dispatch, performerId, mine]);

  const loadMore = useCallback(() => {
    if (list.status !== 'loading') dispatch(productListRequested({ performerId, offset: list.items.length }));
  }, [dispatch, performerId, list.status, list.items.length]);

  return (
    <InfiniteAssetList
      items={mine ? list.items : []}
      total={mine ? list.total : 0}
      status={mine ? list.status : 'idle'}
      error={mine ? list.error : null}
      label="Products"
      emptyText="No products yet"
      renderItem={(p, i) => <ProductCard product={p} eager={i < 2} />}
      onLoadMore={loadMore}
      onRetry={() => dispatch(productListRequested({ performerId, offset: 0 }))}
    />
  );
}
