import { server, useMswServer } from '../../msw/server';
import { assetHandlers, assetState, resetAssetState } from '../../msw/asset-handlers';
import { startSaga } from '../saga-store';
import { productSaga } from '@/features/product/product-saga';
import {
  productListRequested,
  productRequested,
  relatedProductsRequested,
} from '@/features/product/product-slice';
import { CREATOR_ID, PRODUCT_ID, many, rawProduct } from '../../fixtures/assets';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/product/x'),
}));

useMswServer();

beforeEach(() => {
  resetAssetState();
  server.use(...assetHandlers);
});

describe('product saga', () => {
  test('loads a product by id', async () => {
    assetState.products = [rawProduct()];
    const run = startSaga(productSaga);
    run.store.dispatch(productRequested({ id: PRODUCT_ID }));
    await run.waitFor('product/productLoaded');
    expect(run.store.getState().product.detail.current).toMatchObject({ name: 'Signed poster', price: 19.5 });
    run.stop();
  });

  test('related products exclude the open one', async () => {
    assetState.products = [rawProduct(), ...many(2, rawProduct, 'p')];
    const run = startSaga(productSaga);
    run.store.dispatch(relatedProductsRequested({ productId: PRODUCT_ID, performerId: CREATOR_ID }));
    await run.waitFor('product/relatedProductsLoaded');
    expect(run.store.getState().product.related.items.map((p) => p.name)).toEqual(['p 0', 'p 1']);
    run.stop();
  });

  test('list paging for the profile Store tab stops at the total', async () => {
    assetState.products = many(13, rawProduct, 'p');
    const run = startSaga(productSaga);
    run.store.dispatch(productListRequested({ performerId: CREATOR_ID, offset: 0 }));
    await run.waitFor('product/productListLoaded');
    run.actions.length = 0;
    run.store.dispatch(productListRequested({ performerId: CREATOR_ID, offset: 12 }));
    await run.waitFor('product/productListLoaded');
    const list = run.store.getState().product.list;
    expect(list.items).toHaveLength(13);
    expect(list.items.length).toBe(list.total);
    run.stop();
  });
});
