import Cookies from 'js-cookie';
import { server, useMswServer } from '../../msw/server';
import { tokenFor } from '../../msw/handlers';
import {
  makeGallery,
  makePhoto,
  makeProduct,
  makeVideo,
  resetStudioState,
  studioHandlers,
  studioState,
} from '../../msw/studio-handlers';
import { startSaga } from '../saga-store';
import { studioSaga } from '@/features/studio/studio-saga';
import {
  assetDeleteRequested,
  assetListRequested,
  galleryPhotosRequested,
  photoCoverRequested,
  photoDeleteRequested,
} from '@/features/studio/studio-slice';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/creator/my-video'),
}));

useMswServer();

beforeEach(() => {
  resetStudioState();
  server.use(...studioHandlers);
  Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
});

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('studio saga: tables', () => {
  test('loads my videos with the query of the URL (q, status, offset, limit, sort)', async () => {
    studioState.videos = [
      makeVideo({ title: 'Yoga at dawn', status: 'active' }),
      makeVideo({ title: 'Yoga draft', status: 'inactive' }),
      makeVideo({ title: 'Cooking', status: 'active' }),
    ];
    const { store, waitFor, stop } = startSaga(studioSaga);
    store.dispatch(
      assetListRequested({
        kind: 'videos',
        query: { q: 'Yoga', status: 'active', offset: 0, limit: 10, sortBy: 'createdAt', sort: 'desc' },
      }),
    );
    await waitFor('studio/assetListLoaded');
    const list = store.getState().studio.videos;
    expect(list.status).toBe('succeeded');
    expect(list.items.map((v) => v.title)).toEqual(['Yoga at dawn']);
    expect(list.total).toBe(1);
    expect(studioState.queries[0]).toEqual({
      q: 'Yoga',
      status: 'active',
      offset: '0',
      limit: '10',
      sortBy: 'createdAt',
      sort: 'desc',
    });
    stop();
  });

  test('a failed load keeps the API message', async () => {
    studioState.searchError = { status: 500, message: 'Database is down' };
    const { store, waitFor, stop } = startSaga(studioSaga);
    store.dispatch(assetListRequested({ kind: 'products', query: { offset: 0, limit: 10 } }));
    await waitFor('studio/assetListFailed');
    expect(store.getState().studio.products).toMatchObject({
      status: 'failed',
      error: { message: 'Database is down' },
    });
    stop();
  });

  test('deleting a gallery calls DELETE and reloads the page', async () => {
    const keep = makeGallery({ title: 'Keep' });
    const gone = makeGallery({ title: 'Gone' });
    studioState.galleries = [keep, gone];
    const { store, waitFor, types, stop } = startSaga(studioSaga);
    store.dispatch(assetListRequested({ kind: 'galleries', query: { offset: 0, limit: 10 } }));
    await waitFor('studio/assetListLoaded');
    store.dispatch(assetDeleteRequested({ kind: 'galleries', id: String(gone._id) }));
    await waitFor('studio/assetDeleted');
    expect(studioState.deleted).toEqual([gone._id]);
    await until(() => types().filter((t) => t === 'studio/assetListLoaded').length === 2);
    expect(store.getState().studio.galleries.items.map((g) => g.title)).toEqual(['Keep']);
    expect(store.getState().studio.mutation).toMatchObject({
      kind: 'galleries',
      action: 'delete',
      status: 'succeeded',
    });
    stop();
  });

  test('deleting the last row of a later page steps back one page', async () => {
    studioState.products = Array.from({ length: 11 }, (_, i) => makeProduct({ name: `P${i}` }));
    const last = studioState.products[10];
    const { store, waitFor, types, stop } = startSaga(studioSaga);
    store.dispatch(assetListRequested({ kind: 'products', query: { offset: 10, limit: 10 } }));
    await waitFor('studio/assetListLoaded');
    expect(store.getState().studio.products.items).toHaveLength(1);
    store.dispatch(assetDeleteRequested({ kind: 'products', id: String(last._id) }));
    await until(() => types().filter((t) => t === 'studio/assetListLoaded').length === 2);
    expect(store.getState().studio.products.query.offset).toBe(0);
    expect(store.getState().studio.products.items).toHaveLength(10);
    stop();
  });

  test('a fan gets the API refusal as the delete outcome', async () => {
    Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
    const { store, waitFor, stop } = startSaga(studioSaga);
    store.dispatch(assetDeleteRequested({ kind: 'videos', id: 'v1' }));
    await waitFor('studio/assetDeleteFailed');
    expect(store.getState().studio.mutation).toMatchObject({
      status: 'failed',
      error: { statusCode: 403, message: 'Forbidden' },
    });
    stop();
  });
});

describe('studio saga: photo manager', () => {
  test('loads the photos of a gallery, sets a cover and deletes a photo', async () => {
    const gallery = makeGallery();
    const galleryId = String(gallery._id);
    const first = makePhoto(galleryId, { isGalleryCover: true });
    const second = makePhoto(galleryId);
    studioState.photos = [first, second, makePhoto('g'.repeat(24))];
    const { store, waitFor, stop } = startSaga(studioSaga);
    store.dispatch(galleryPhotosRequested({ galleryId }));
    await waitFor('studio/galleryPhotosLoaded');
    expect(store.getState().studio.photos.items.map((p) => p._id)).toEqual([first._id, second._id]);
    expect(studioState.queries[0]).toMatchObject({ galleryId });

    store.dispatch(photoCoverRequested({ photoId: String(second._id) }));
    await waitFor('studio/photoCoverSet');
    expect(store.getState().studio.photos.items.map((p) => p.isGalleryCover)).toEqual([false, true]);

    store.dispatch(photoDeleteRequested({ photoId: String(first._id) }));
    await waitFor('studio/photoDeleted');
    expect(studioState.deleted).toEqual([first._id]);
    expect(store.getState().studio.photos.items.map((p) => p._id)).toEqual([second._id]);
    stop();
  });
});
