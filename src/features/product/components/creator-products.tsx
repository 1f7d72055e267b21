// Profile "Store" tab (reference §2.5): the creator's products, infinite scroll, honest empty state.
import { CreatorAssetList } from '@/features/asset';
import { productListRequested, selectProductList } from '../product-slice';
import { ProductCard } from './product-card';
import { useFeature } from '@/store/use-feature';
import { productFeature } from '../product-feature';

export function CreatorProducts({ performerId }: { performerId: string }) {
  useFeature(productFeature);
  return (
    <CreatorAssetList
      performerId={performerId}
      selectList={selectProductList}
      requested={productListRequested}
      label="Products"
      emptyText="No products yet"
      renderItem={(p, i) => <ProductCard product={p} eager={i < 2} />}
    />
  );
}
