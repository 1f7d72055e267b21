// Page data loader for /product/[id] (see features/video/loaders.ts).
import { MESSAGES } from '@/config/constants';
import { productFeature } from './product-feature';
import { toSagaError } from '@/lib/request-error';
import { type ApiError } from '@/lib/api-error';
import type { AssetApiOptions } from '@/features/asset';
import { type Dispatcher } from '@/features/asset/loaders';
import { getProduct } from './api';
import { productFailed, productLoaded } from './product-slice';

export async function loadProductInto(
  store: Dispatcher,
  id: string,
  opts: AssetApiOptions,
): Promise<ApiError | null> {
  store.joinFeature(productFeature, { saga: false });
  try {
    store.dispatch(productLoaded({ id, product: await getProduct(id, opts) }));
    return null;
  } catch (err) {
    const error = toSagaError(err, MESSAGES.genericFallback);
    store.dispatch(productFailed({ id, error }));
    return error;
  }
}
