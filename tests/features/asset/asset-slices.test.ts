import { HYDRATE } from 'next-redux-wrapper';
import {
  initialVideoState,
  videoFailed,
  videoListLoaded,
  videoListRequested,
  videoLoaded,
  videoReducer,
  videoRequested,
  relatedVideosLoaded,
  relatedVideosRequested,
} from '@/features/video/video-slice';
import {
  galleryFailed,
  galleryLoaded,
  galleryPhotosLoaded,
  galleryReducer,
  galleryRequested,
  initialGalleryState,
} from '@/features/gallery/gallery-slice';
import {
  initialProductState,
  productListLoaded,
  productListRequested,
  productReducer,
} from '@/features/product/product-slice';
import { toVideo } from '@/features/video/types';
import { toGallery, toPhoto } from '@/features/gallery/types';
import { toProduct } from '@/features/product/types';
import { many, rawGallery, rawPhoto, rawProduct, rawVideo } from '../../fixtures/assets';

const videos = many(5, rawVideo, 'v').map(toVideo);

describe('video slice', () => {
  test('detail: requested → loaded → failed keeps one status machine', () => {
    let s = videoReducer(initialVideoState, videoRequested({ id: 'morning-yoga' }));
    expect(s.detail).toMatchObject({ requestedId: 'morning-yoga', status: 'loading', current: null });
    s = videoReducer(s, videoLoaded({ id: 'morning-yoga', video: videos[0] }));
    expect(s.detail).toMatchObject({ status: 'succeeded', error: null, creator: null });
    expect(s.detail.current?._id).toBe(videos[0]._id);
    s = videoReducer(s, videoFailed({ id: 'gone', error: { statusCode: 404, message: 'Video not found' } }));
    expect(s.detail).toMatchObject({ requestedId: 'gone', status: 'failed', current: null });
    expect(s.detail.error?.message).toBe('Video not found');
  });

  test('list: pages append without duplicates; another creator or offset 0 starts over', () => {
    let s = videoReducer(initialVideoState, videoListRequested({ performerId: 'c1', offset: 0 }));
    expect(s.list).toMatchObject({ performerId: 'c1', status: 'loading', items: [] });
    s = videoReducer(
      s,
      videoListLoaded({ performerId: 'c1', offset: 0, items: videos.slice(0, 3), total: 5 }),
    );
    s = videoReducer(s, videoListRequested({ performerId: 'c1', offset: 3 }));
    expect(s.list.items).toHaveLength(3); // kept while the next page loads
    // the page overlaps the first one by an item (a new upload shifted the list)
    s = videoReducer(s, videoListLoaded({ performerId: 'c1', offset: 3, items: videos.slice(2), total: 5 }));
    expect(s.list.items.map((v) => v._id)).toEqual(videos.map((v) => v._id));
    expect(s.list).toMatchObject({ total: 5, status: 'succeeded' });
    s = videoReducer(s, videoListRequested({ performerId: 'c2', offset: 0 }));
    expect(s.list).toMatchObject({ performerId: 'c2', items: [], total: 0 });
  });

  test('related: tied to the item it was asked for', () => {
    let s = videoReducer(initialVideoState, relatedVideosRequested({ videoId: 'v1', performerId: 'c1' }));
    expect(s.related).toMatchObject({ forId: 'v1', status: 'loading' });
    s = videoReducer(s, relatedVideosLoaded({ forId: 'v1', items: videos.slice(1) }));
    expect(s.related.items).toHaveLength(4);
  });

  test('HYDRATE takes the settled server detail only; client lists stay', () => {
    const client = videoReducer(
      initialVideoState,
      videoListLoaded({ performerId: 'c1', offset: 0, items: videos, total: 5 }),
    );
    const server = videoReducer(initialVideoState, videoLoaded({ id: 'x', video: videos[1] }));
    const s = videoReducer(client, { type: HYDRATE, payload: { video: server } });
    expect(s.detail.current?._id).toBe(videos[1]._id);
    expect(s.list.items).toHaveLength(5);
    // an unsettled server detail (nothing loaded) does not wipe the client's
    const again = videoReducer(s, { type: HYDRATE, payload: { video: initialVideoState } });
    expect(again.detail.current?._id).toBe(videos[1]._id);
  });
});

describe('gallery slice', () => {
  test('a requested gallery clears the old photos; photos belong to their gallery', () => {
    let s = galleryReducer(
      initialGalleryState,
      galleryLoaded({ id: 'beach-day', gallery: toGallery(rawGallery()) }),
    );
    s = galleryReducer(
      s,
      galleryPhotosLoaded({ galleryId: 'g', items: [rawPhoto(1), rawPhoto(2)].map(toPhoto), total: 2 }),
    );
    expect(s.photos).toMatchObject({ galleryId: 'g', total: 2, status: 'succeeded' });
    s = galleryReducer(s, galleryRequested({ id: 'other' }));
    expect(s.photos).toMatchObject({ items: [], status: 'loading' });
    s = galleryReducer(
      s,
      galleryFailed({
        id: 'other',
        error: { statusCode: 403, message: 'You have been blocked by this creator' },
      }),
    );
    expect(s.detail.error?.statusCode).toBe(403);
    expect(s.photos.status).toBe('idle');
  });
});

describe('product slice', () => {
  test('list paging', () => {
    const products = many(3, rawProduct, 'p').map(toProduct);
    let s = productReducer(initialProductState, productListRequested({ performerId: 'c1', offset: 0 }));
    s = productReducer(
      s,
      productListLoaded({ performerId: 'c1', offset: 0, items: products.slice(0, 2), total: 3 }),
    );
    s = productReducer(
      s,
      productListLoaded({ performerId: 'c1', offset: 2, items: products.slice(2), total: 3 }),
    );
    expect(s.list.items.map((p) => p.name)).toEqual(['p 0', 'p 1', 'p 2']);
  });
});
