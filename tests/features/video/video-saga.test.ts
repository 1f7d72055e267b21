import { http, HttpResponse } from 'msw';
import { server, useMswServer } from '../../msw/server';
import { API } from '../../msw/handlers';
import { assetHandlers, assetState, resetAssetState } from '../../msw/asset-handlers';
import { startSaga } from '../saga-store';
import { videoSaga } from '@/features/video/video-saga';
import { relatedVideosRequested, videoListRequested, videoRequested } from '@/features/video/video-slice';
import { CREATOR_ID, OTHER_CREATOR_ID, VIDEO_ID, many, rawVideo } from '../../fixtures/assets';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/video/x'),
}));

useMswServer();

beforeEach(() => {
  resetAssetState();
  server.use(...assetHandlers);
});

describe('video saga', () => {
  test('loads a video by slug', async () => {
    assetState.videos = [rawVideo()];
    const run = startSaga(videoSaga);
    run.store.dispatch(videoRequested({ id: 'morning-yoga' }));
    await run.waitFor('video/videoLoaded');
    expect(run.store.getState().video.detail).toMatchObject({
      requestedId: 'morning-yoga',
      status: 'succeeded',
    });
    expect(run.store.getState().video.detail.current?._id).toBe(VIDEO_ID);
    run.stop();
  });

  test('a missing video fails with the API status and message', async () => {
    const run = startSaga(videoSaga);
    run.store.dispatch(videoRequested({ id: 'nope' }));
    await run.waitFor('video/videoFailed');
    expect(run.store.getState().video.detail.error).toEqual({
      statusCode: 404,
      message: 'Video not found',
      error: 'Error',
    });
    run.stop();
  });

  test('related videos: same creator, the current one excluded, limit 12', async () => {
    assetState.videos = [
      rawVideo(),
      ...many(3, rawVideo, 'r'),
      rawVideo({ _id: 'x'.repeat(24), slug: 'other', performerId: OTHER_CREATOR_ID }),
    ];
    const run = startSaga(videoSaga);
    run.store.dispatch(relatedVideosRequested({ videoId: VIDEO_ID, performerId: CREATOR_ID }));
    await run.waitFor('video/relatedVideosLoaded');
    const related = run.store.getState().video.related;
    expect(related.forId).toBe(VIDEO_ID);
    expect(related.items.map((v) => v.title)).toEqual(['r 0', 'r 1', 'r 2']);
    expect(assetState.queries).toContain(`videos?performerId=${CREATOR_ID}&excludedId=${VIDEO_ID}&limit=12`);
    run.stop();
  });

  test('list paging: offset advances by what is loaded until the total is reached', async () => {
    assetState.videos = many(15, rawVideo, 'v');
    const run = startSaga(videoSaga);
    run.store.dispatch(videoListRequested({ performerId: CREATOR_ID, offset: 0 }));
    await run.waitFor('video/videoListLoaded');
    expect(run.store.getState().video.list).toMatchObject({ total: 15, status: 'succeeded' });
    expect(run.store.getState().video.list.items).toHaveLength(12);
    run.actions.length = 0;
    run.store.dispatch(videoListRequested({ performerId: CREATOR_ID, offset: 12 }));
    await run.waitFor('video/videoListLoaded');
    const list = run.store.getState().video.list;
    expect(list.items).toHaveLength(15);
    expect(new Set(list.items.map((v) => v._id)).size).toBe(15);
    expect(assetState.queries).toEqual([
      `videos?performerId=${CREATOR_ID}&offset=0&limit=12`,
      `videos?performerId=${CREATOR_ID}&offset=12&limit=12`,
    ]);
    run.stop();
  });

  test('a failed page keeps the items loaded so far', async () => {
    assetState.videos = many(15, rawVideo, 'v');
    const run = startSaga(videoSaga);
    run.store.dispatch(videoListRequested({ performerId: CREATOR_ID, offset: 0 }));
    await run.waitFor('video/videoListLoaded');
    server.use(
      http.get(`${API}/performer-assets/videos/search`, () =>
        HttpResponse.json({ statusCode: 500, message: 'Database is down' }, { status: 500 }),
      ),
    );
    run.store.dispatch(videoListRequested({ performerId: CREATOR_ID, offset: 12 }));
    await run.waitFor('video/videoListFailed');
    const list = run.store.getState().video.list;
    expect(list.items).toHaveLength(12);
    expect(list).toMatchObject({ status: 'failed', error: { message: 'Database is down' } });
    run.stop();
  });
});
