// Page data loader for /gallery/[id] (see features/video/loaders.ts): the gallery, its photos and, when it is
// locked for subscribers, the creator's plans, all dispatched before getInitialProps returns.
import { MESSAGES } from '@/config/constants';
import { galleryFeature } from './gallery-feature';
import { toSagaError } from '@/lib/request-error';
import { type ApiError } from '@/lib/api-error';
import type { AssetApiOptions } from '@/features/asset';
import { loadCreatorPlans, type Dispatcher } from '@/features/asset/loaders';
import { getGallery, getGalleryPhotos } from './api';
import { galleryFailed, galleryLoaded, galleryPhotosFailed, galleryPhotosLoaded } from './gallery-slice';
import { galleryView } from './types';

export async function loadGalleryInto(
  store: Dispatcher,
  id: string,
  opts: AssetApiOptions,
  viewerId: string | null,
): Promise<ApiError | null> {
  store.joinFeature(galleryFeature, { saga: false });
  let gallery;
  try {
    gallery = await getGallery(id, opts);
  } catch (err) {
    const error = toSagaError(err, MESSAGES.genericFallback);
    store.dispatch(galleryFailed({ id, error }));
    return error;
  }
  const locked = galleryView(gallery, viewerId) === 'subscribe';
  const [photos, creator] = await Promise.all([
    getGalleryPhotos(gallery._id, opts).then(
      (page) => ({ page, error: null }),
      (err: unknown) => ({ page: null, error: toSagaError(err, MESSAGES.genericFallback) }),
    ),
    locked ? loadCreatorPlans(gallery.performerId, opts) : Promise.resolve(null),
  ]);
  store.dispatch(galleryLoaded({ id, gallery, creator }));
  // the gallery is there even when its photos failed: the page shows an error in place of the grid
  if (photos.page) store.dispatch(galleryPhotosLoaded({ galleryId: gallery._id, ...photos.page }));
  else store.dispatch(galleryPhotosFailed({ galleryId: gallery._id, error: photos.error as ApiError }));
  return null;
}
