// The product page body (reference §2.3 /product/[id], §5.9): image, name, price, type, stock, description (as
// text), "Get it now!", bookmark / share / report, related products. antd-free.
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectUi } from '@/features/ui';
import {
  AssetActionBar,
  AssetResult,
  assetRouteId,
  AssetSeo,
  assetCardStyles as cardStyles,
  CartIcon,
  CreatorLink,
  formatPrice,
  RelatedAssets,
  assetDetailStyles as styles,
  summaryText,
} from '@/features/asset';
import { relatedProductsRequested, selectProductDetail, selectRelatedProducts } from '../product-slice';
import { isOutOfStock, PURCHASE_MESSAGES, productImage, productImageLarge, type Product } from '../types';
import { GetItNow } from './get-it-now';
import { ProductCard } from './product-card';
import { useFeature, useFeatureSlice } from '@/store/use-feature';
import { productFeature } from '../product-feature';

const requestRelated = (productId: string, performerId: string) =>
  relatedProductsRequested({ productId, performerId });

function RelatedProducts({ product }: { product: Product }) {
  useFeature(productFeature);
  return (
    <RelatedAssets
      item={product}
      selectRelated={selectRelatedProducts}
      request={requestRelated}
      title="Related products"
      emptyText="No other products from this creator yet"
      renderItem={(p) => <ProductCard product={p} />}
    />
  );
}

export function ProductDetail({ origin }: { origin: string }) {
  useFeatureSlice(productFeature);
  const { current: product, error, status } = useAppSelector(selectProductDetail);
  const { siteName } = useAppSelector(selectUi);

  if (error) return <AssetResult error={error} />;
  if (!product) return status === 'loading' ? <p role="status">Loading...</p> : null;

  const path = paths.product(assetRouteId(product));
  const image = productImageLarge(product);
  const soldOut = isOutOfStock(product);
  const description =
    summaryText(product.description) ||
    `${product.name} for ${formatPrice(product.price)} from ${product.performer?.name || product.performer?.username || 'a creator'}`;

  return (
    <div className={styles.detail}>
      <AssetSeo
        title={`${product.name || 'Product'} | ${siteName || 'Fanplatform'}`}
        description={description}
        origin={origin}
        path={path}
        image={productImage(product) || image}
        type="product"
      />
      <article className={`${styles.panel} ${styles.product}`}>
        <div className={styles.productImage}>
          {image ? (
            <img src={image} alt={product.name} width={640} height={640} />
          ) : (
            <span className={cardStyles.placeholder}>
              <CartIcon />
            </span>
          )}
        </div>
        <div style={{ display: 'grid', gap: 12, minWidth: 0 }}>
          <h1 className={styles.title}>{product.name || 'Untitled product'}</h1>
          {product.performer ? <CreatorLink performer={product.performer} /> : null}
          <p className={styles.price}>{formatPrice(product.price)}</p>
          <dl className={styles.facts}>
            <dt>Type</dt>
            <dd>{product.type === 'digital' ? 'Digital' : 'Physical'}</dd>
            {product.type === 'physical' ? (
              <>
                <dt>Stock</dt>
                <dd>{product.stock}</dd>
              </>
            ) : null}
          </dl>
          {soldOut ? <p className={styles.alert}>{PURCHASE_MESSAGES.outOfStock}</p> : null}
          <AssetActionBar
            target="product"
            label="Product actions"
            item={product}
            bookmarked={product.isBookMarked}
            path={path}
          >
            <GetItNow product={product} />
          </AssetActionBar>
          <section aria-labelledby="product-description">
            <h2 className={styles.sectionTitle} id="product-description">
              Description
            </h2>
            {product.description ? (
              <p className={styles.text}>{product.description}</p>
            ) : (
              <p className={styles.muted}>No description</p>
            )}
          </section>
        </div>
      </article>
      <RelatedProducts product={product} />
    </div>
  );
}
