import { server, useMswServer } from '../../msw/server';
import { assetHandlers, assetState, resetAssetState } from '../../msw/asset-handlers';
import { startSaga } from '../saga-store';
import { gallerySaga } from '@/features/gallery/gallery-saga';
import {
  galleryListRequested,
  galleryRequested,
  relatedGalleriesRequested,
} from '@/features/gallery/gallery-slice';
import { CREATOR_ID, GALLERY_ID, many, rawGallery, rawPhoto } from '../../fixtures/assets';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/gallery/x'),
}));

useMswServer();

beforeEach(() => {
  resetAssetState();
  server.use(...assetHandlers);
});

describe('gallery saga', () => {
  test('loads a gallery, then its photos (all of them: limit 200)', async () => {
    assetState.galleries = [rawGallery()];
    assetState.photos = [rawPhoto(1), rawPhoto(2), rawPhoto(3)];
    const run = startSaga(gallerySaga);
    run.store.dispatch(galleryRequested({ id: 'beach-day' }));
    await run.waitFor('gallery/galleryPhotosLoaded');
    const { detail, photos } = run.store.getState().gallery;
    expect(detail.current?._id).toBe(GALLERY_ID);
    expect(photos).toMatchObject({ galleryId: GALLERY_ID, total: 3, status: 'succeeded' });
    expect(assetState.queries).toContain(`photos?galleryId=${GALLERY_ID}&offset=0&limit=200`);
    expect(run.types().indexOf('gallery/galleryLoaded')).toBeLessThan(
      run.types().indexOf('gallery/galleryPhotosLoaded'),
    );
    run.stop();
  });

  test('a refused gallery fails with the API message and asks for no photos', async () => {
    assetState.errors['beach-day'] = { status: 403, message: 'You have been blocked by this creator' };
    const run = startSaga(gallerySaga);
    run.store.dispatch(galleryRequested({ id: 'beach-day' }));
    await run.waitFor('gallery/galleryFailed');
    expect(run.store.getState().gallery.detail.error).toMatchObject({
      statusCode: 403,
      message: 'You have been blocked by this creator',
    });
    expect(assetState.queries.filter((q) => q.startsWith('photos'))).toEqual([]);
    run.stop();
  });

  test('related galleries exclude the open one', async () => {
    assetState.galleries = [rawGallery(), ...many(2, rawGallery, 'g')];
    const run = startSaga(gallerySaga);
    run.store.dispatch(relatedGalleriesRequested({ galleryId: GALLERY_ID, performerId: CREATOR_ID }));
    await run.waitFor('gallery/relatedGalleriesLoaded');
    expect(run.store.getState().gallery.related.items.map((g) => g.title)).toEqual(['g 0', 'g 1']);
    run.stop();
  });

  test('list paging for the profile Photos tab', async () => {
    assetState.galleries = many(14, rawGallery, 'g');
    const run = startSaga(gallerySaga);
    run.store.dispatch(galleryListRequested({ performerId: CREATOR_ID, offset: 0 }));
    await run.waitFor('gallery/galleryListLoaded');
    run.actions.length = 0;
    run.store.dispatch(galleryListRequested({ performerId: CREATOR_ID, offset: 12 }));
    await run.waitFor('gallery/galleryListLoaded');
    expect(run.store.getState().gallery.list).toMatchObject({ total: 14, status: 'succeeded' });
    expect(run.store.getState().gallery.list.items).toHaveLength(14);
    run.stop();
  });
});
