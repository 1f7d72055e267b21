// A product in a list (profile Store tab, related products, bookmarks): image, name, price, stock state, in the
// shared card frame (features/video/components/asset-card.tsx).
import { paths } from '@/config/paths';
import { assetRouteId } from '@/features/asset/media';
import { AssetCard, PriceBadge, type AssetCardOptions } from '@/features/asset/components/asset-card';
import { CartIcon } from '@/features/asset/components/asset-icons';
import styles from '@/features/asset/components/asset-card.module.css';
import { isOutOfStock, productImage, type Product } from '../types';

export function ProductCard({ product, ...options }: AssetCardOptions & { product: Product }) {
  const soldOut = isOutOfStock(product);
  return (
    <AssetCard
      {...options}
      href={paths.product(assetRouteId(product))}
      title={product.name || 'Untitled product'}
      image={productImage(product)}
      placeholder={<CartIcon />}
      square
      badge={soldOut ? <span className={`${styles.badge} ${styles.badgeWarn}`}>Out of stock</span> : null}
      price={<PriceBadge price={product.price} />}
      meta={
        <>
          <span>{product.type === 'digital' ? 'Digital' : 'Physical'}</span>
          {product.type === 'physical' && !soldOut ? <span>{product.stock} in stock</span> : null}
        </>
      }
    />
  );
}
