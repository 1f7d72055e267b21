import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import {
  appendUnique,
  emptyDetail,
  emptyList,
  emptyRelated,
  isSettled,
  type DetailState,
  type ListState,
  type RelatedState,
} from '@/features/video/asset-state';
import { type Product } from './types';
import { registerReducer } from '@/store/reducer-registry';

// ---- types
export interface ProductState {
  detail: DetailState<Product>;
  related: RelatedState<Product>;
  /** a creator's products (profile Store tab) */
  list: ListState<Product>;
}

// ---- initial state
export const initialProductState: ProductState = {
  detail: emptyDetail<Product>(),
  related: emptyRelated<Product>(),
  list: emptyList<Product>(),
};

// ---- events for the saga
export const productRequested = createAction<{ id: string }>('product/productRequested');
export const relatedProductsRequested = createAction<{ productId: string; performerId: string }>(
  'product/relatedProductsRequested',
);
export const productListRequested = createAction<{ performerId: string; offset: number }>(
  'product/productListRequested',
);

// ---- slice
const productSlice = createSlice({
  name: 'product',
  initialState: initialProductState,
  reducers: {
    productLoaded(state, action: PayloadAction<{ id: string; product: Product }>) {
      const { id, product } = action.payload;
      state.detail = { requestedId: id, current: product, status: 'succeeded', error: null, creator: null };
    },
    productFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      state.detail = {
        ...emptyDetail<Product>(),
        requestedId: action.payload.id,
        status: 'failed',
        error: action.payload.error,
      };
    },
    relatedProductsLoaded(state, action: PayloadAction<{ forId: string; items: Product[] }>) {
      state.related = {
        forId: action.payload.forId,
        items: action.payload.items,
        status: 'succeeded',
        error: null,
      };
    },
    relatedProductsFailed(state, action: PayloadAction<{ forId: string; error: ApiError }>) {
      state.related = {
        forId: action.payload.forId,
        items: [],
        status: 'failed',
        error: action.payload.error,
      };
    },
    productListLoaded(
      state,
      action: PayloadAction<{ performerId: string; offset: number; items: Product[]; total: number }>,
    ) {
      const { performerId, offset, items, total } = action.payload;
      const base = offset === 0 || state.list.performerId !== performerId ? [] : state.list.items;
      state.list = { performerId, items: appendUnique(base, items), total, status: 'succeeded', error: null };
    },
    productListFailed(state, action: PayloadAction<{ performerId: string; error: ApiError }>) {
      state.list.status = 'failed';
      state.list.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(productRequested, (state, action) => {
        state.detail = { ...emptyDetail<Product>(), requestedId: action.payload.id, status: 'loading' };
      })
      .addCase(relatedProductsRequested, (state, action) => {
        state.related = { forId: action.payload.productId, items: [], status: 'loading', error: null };
      })
      .addCase(productListRequested, (state, action) => {
        const { performerId, offset } = action.payload;
        if (offset === 0 || state.list.performerId !== performerId) {
          state.list = { ...emptyList<Product>(), performerId };
        }
        state.list.status = 'loading';
        state.list.error = null;
      })
      .addCase(hydrated, (state, action) => {
        const server = action.payload.product as ProductState | undefined;
        // the detail is server-fetched; lists load in the browser and stay as they are
        if (server && isSettled(server.detail.status)) state.detail = server.detail;
        return state;
      });
  },
});

export const {
  productLoaded,
  productFailed,
  relatedProductsLoaded,
  relatedProductsFailed,
  productListLoaded,
  productListFailed,
} = productSlice.actions;
export const productReducer = productSlice.reducer;
registerReducer('product', productReducer); // code-split: see src/store/reducer-registry.ts

// ---- selectors
type WithProduct = { product: ProductState };
export const selectProductDetail = (s: WithProduct) => s.product.detail;
export const selectRelatedProducts = (s: WithProduct) => s.product.related;
export const selectProductList = (s: WithProduct) => s.product.list;
