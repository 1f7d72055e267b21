// A product in a list (profile Store tab, related products, bookmarks): image, name, price, stock state, in the
// shared card frame (features/video/components/asset-card.tsx).
import { paths } from '@/config/paths';
import {
  AssetCard,
  type AssetCardOptions,
  assetRouteId,
  CartIcon,
  PriceBadge,
  assetCardStyles as styles,
} from '@/features/asset';
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
