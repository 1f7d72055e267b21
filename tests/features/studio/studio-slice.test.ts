import {
  studioReducer,
  initialStudioState,
  assetListRequested,
  assetListLoaded,
  assetListFailed,
  assetDeleteRequested,
  assetDeleted,
  assetDeleteFailed,
  galleryPhotosRequested,
  galleryPhotosLoaded,
  photoUploaded,
  photoCoverRequested,
  photoCoverSet,
  photoDeleteRequested,
  photoDeleted,
  photoDeleteFailed,
  type StudioState,
} from '@/features/studio/studio-slice';
import { loggedOut } from '@/store/session';
import { toVideo } from '@/features/video/types';
import { toPhoto } from '@/features/gallery/types';

const video = (id: string) => toVideo({ _id: id, title: `Video ${id}`, status: 'active' });
const photo = (id: string, galleryId = 'g1', isGalleryCover = false) =>
  toPhoto({ _id: id, galleryId, isGalleryCover });
const run = (state: StudioState, ...actions: Parameters<typeof studioReducer>[1][]) =>
  actions.reduce(studioReducer, state);

describe('studio slice: asset tables', () => {
  test('a list request remembers the query and loads; a failure keeps the error', () => {
    const query = { offset: 10, limit: 10, q: 'yoga', status: 'active' };
    let state = run(initialStudioState, assetListRequested({ kind: 'videos', query }));
    expect(state.videos).toMatchObject({ status: 'loading', query, error: null });
    state = run(state, assetListLoaded({ kind: 'videos', items: [video('a'), video('b')], total: 12 }));
    expect(state.videos).toMatchObject({ status: 'succeeded', total: 12 });
    expect(state.videos.items.map((v) => v._id)).toEqual(['a', 'b']);
    expect(state.galleries.status).toBe('idle'); // the other tables are untouched

    state = run(state, assetListFailed({ kind: 'videos', error: { statusCode: 500, message: 'Down' } }));
    expect(state.videos.status).toBe('failed');
    expect(state.videos.error?.message).toBe('Down');
  });

  test('a delete marks the row pending, then removes it and counts one outcome', () => {
    let state = run(
      initialStudioState,
      assetListLoaded({ kind: 'videos', items: [video('a'), video('b')], total: 2 }),
    );
    state = run(state, assetDeleteRequested({ kind: 'videos', id: 'a' }));
    expect(state.videos.deletingIds).toEqual(['a']);
    state = run(state, assetDeleted({ kind: 'videos', id: 'a' }));
    expect(state.videos.items.map((v) => v._id)).toEqual(['b']);
    expect(state.videos.total).toBe(1);
    expect(state.videos.deletingIds).toEqual([]);
    expect(state.mutation).toMatchObject({ kind: 'videos', action: 'delete', status: 'succeeded', seq: 1 });

    state = run(
      state,
      assetDeleteRequested({ kind: 'videos', id: 'b' }),
      assetDeleteFailed({ kind: 'videos', id: 'b', error: { statusCode: 403, message: 'Forbidden' } }),
    );
    expect(state.videos.items).toHaveLength(1);
    expect(state.videos.deletingIds).toEqual([]);
    expect(state.mutation).toMatchObject({ status: 'failed', seq: 2, error: { message: 'Forbidden' } });
  });

  test('signing out empties everything', () => {
    const state = run(
      initialStudioState,
      assetListLoaded({ kind: 'videos', items: [video('a')], total: 1 }),
      loggedOut(),
    );
    expect(state).toEqual(initialStudioState);
  });
});

describe('studio slice: gallery photos', () => {
  test('photos of another gallery never land in the open one', () => {
    let state = run(initialStudioState, galleryPhotosRequested({ galleryId: 'g1' }));
    state = run(state, galleryPhotosLoaded({ galleryId: 'g0', items: [photo('x', 'g0')] }));
    expect(state.photos.items).toEqual([]);
    state = run(state, galleryPhotosLoaded({ galleryId: 'g1', items: [photo('p1')] }));
    expect(state.photos).toMatchObject({ galleryId: 'g1', status: 'succeeded' });
    expect(state.photos.items.map((p) => p._id)).toEqual(['p1']);
  });

  test('an uploaded photo is appended once; the cover moves to the chosen photo', () => {
    let state = run(
      initialStudioState,
      galleryPhotosRequested({ galleryId: 'g1' }),
      galleryPhotosLoaded({ galleryId: 'g1', items: [photo('p1', 'g1', true)] }),
    );
    state = run(state, photoUploaded(photo('p2')), photoUploaded(photo('p2')));
    expect(state.photos.items.map((p) => p._id)).toEqual(['p1', 'p2']);
    state = run(state, photoCoverRequested({ photoId: 'p2' }));
    expect(state.photos.pendingIds).toEqual(['p2']);
    state = run(state, photoCoverSet({ photoId: 'p2' }));
    expect(state.photos.items.map((p) => [p._id, p.isGalleryCover])).toEqual([
      ['p1', false],
      ['p2', true],
    ]);
    expect(state.photos.pendingIds).toEqual([]);
    expect(state.mutation).toMatchObject({ kind: 'photos', action: 'cover', status: 'succeeded' });
  });

  test('a deleted photo leaves the grid; a failed delete keeps it', () => {
    let state = run(
      initialStudioState,
      galleryPhotosRequested({ galleryId: 'g1' }),
      galleryPhotosLoaded({ galleryId: 'g1', items: [photo('p1'), photo('p2')] }),
    );
    state = run(state, photoDeleteRequested({ photoId: 'p1' }), photoDeleted({ photoId: 'p1' }));
    expect(state.photos.items.map((p) => p._id)).toEqual(['p2']);
    state = run(
      state,
      photoDeleteRequested({ photoId: 'p2' }),
      photoDeleteFailed({ photoId: 'p2', error: { statusCode: 500, message: 'No' } }),
    );
    expect(state.photos.items.map((p) => p._id)).toEqual(['p2']);
    expect(state.mutation).toMatchObject({ kind: 'photos', action: 'delete', status: 'failed' });
  });
});
