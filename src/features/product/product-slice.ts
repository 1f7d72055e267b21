// Product page state: the open product, related products and a creator's products (profile Store tab). The
// events and cases are the shared asset ones (features/video/asset-slice.ts); a product has no creator plans.
import { createSlice } from '@reduxjs/toolkit';
import { addAssetCases, assetEvents, type AssetSliceState, initialAssetState } from '@/features/asset';
import { type Product } from './types';

// ---- types
export type ProductState = AssetSliceState<Product>;

// ---- initial state
export const initialProductState: ProductState = initialAssetState<Product>();

// ---- events: exported by name below; productEvents.byRole serves the cases and the saga
export const productEvents = assetEvents<Product>()('product', 'Products');

// ---- slice
const productSlice = createSlice({
  name: 'product',
  initialState: initialProductState,
  reducers: {},
  extraReducers: (builder) => addAssetCases(builder, productEvents),
});

export const {
  productRequested,
  productLoaded,
  productFailed,
  relatedProductsRequested,
  relatedProductsLoaded,
  relatedProductsFailed,
  productListRequested,
  productListLoaded,
  productListFailed,
} = productEvents.named;
export const productReducer = productSlice.reducer;

// ---- selectors
type WithProduct = { product: ProductState };
export const selectProductDetail = (s: WithProduct) => s.product.detail;
export const selectRelatedProducts = (s: WithProduct) => s.product.related;
export const selectProductList = (s: WithProduct) => s.product.list;
