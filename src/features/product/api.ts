// Public product calls (contract "Videos, galleries, photos, products"; reference §2.3 /product/[id]).
import { assetCalls } from '@/features/asset';
import { toProduct } from './types';

const productCalls = assetCalls('products', toProduct);

/** GET /performer-assets/products/{id or slug} */
export const getProduct = productCalls.get;
/** GET /performer-assets/products/search?performerId=&excludedId=&offset=&limit= */
export const searchProducts = productCalls.search;
