// A product in a list (profile Store tab, related products, bookmarks): image, name, price, stock state.
// antd-free; the name link covers the whole card; the image is sized and lazy.
import Link from 'next/link';
import { paths } from '@/config/paths';
import { assetRouteId, formatPrice } from '@/features/video/media';
import { CartIcon } from '@/features/video/components/asset-icons';
import styles from '@/features/video/components/assets.module.css';
import { isOutOfStock, productImage, type Product } from '../types';

interface Props {
  product: Product;
  headingLevel?: 2 | 3 | 4;
  eager?: boolean;
}

export function ProductCard({ product, headingLevel = 3, eager = false }: Props) {
  const image = productImage(product);
  const Heading = `h${headingLevel}` as const;
  const soldOut = isOutOfStock(product);
  return (
    <article className={styles.card}>
      <div className={`${styles.thumb} ${styles.thumbSquare}`}>
        {image ? (
          <img src={image} alt="" width={320} height={320} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <span className={styles.placeholder}>
            <CartIcon />
          </span>
        )}
        <div className={styles.badges}>
          <span>{soldOut ? <span className={`${styles.badge} ${styles.badgeWarn}`}>Out of stock</span> : null}</span>
          <span className={`${styles.badge} ${styles.badgeSale}`}>{formatPrice(product.price)}</span>
        </div>
      </div>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link className={styles.cardLink} href={paths.product(assetRouteId(product))} prefetch={false}>
            {product.name || 'Untitled product'}
          </Link>
        </Heading>
        <p className={styles.cardMeta}>
          <span>{product.type === 'digital' ? 'Digital' : 'Physical'}</span>
          {product.type === 'physical' && !soldOut ? <span>{product.stock} in stock</span> : null}
        </p>
      </div>
    </article>
  );
}
