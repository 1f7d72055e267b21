// The public face of the product feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { ProductDetail } from './components/product-detail';
export type { ProductState } from './product-slice';
export { fileImage, type Product, productImage, type ProductType, toProduct } from './types';
export { productFeature } from './product-feature';
