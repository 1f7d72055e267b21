import Cookies from 'js-cookie';
import { server, useMswServer } from '../../msw/server';
import { tokenFor } from '../../msw/handlers';
import { creatorToolsHandlers, resetToolsState, toolsState } from '../../msw/creator-tools-handlers';
import { startSaga } from '../saga-store';
import { bookmarkSaga } from '@/features/bookmark/bookmark-saga';
import {
  bookmarkReducer,
  bookmarkRemoveRequested,
  bookmarksLoaded,
  bookmarksRequested,
  initialBookmarkState,
} from '@/features/bookmark/bookmark-slice';
import { reactionToggled } from '@/features/reaction/reaction-slice';
import { BOOKMARK_TABS } from '@/features/bookmark/types';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/user/bookmarks'),
}));

useMswServer();

const CREATOR = 'c'.repeat(24);

beforeEach(() => {
  resetToolsState();
  server.use(...creatorToolsHandlers);
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
  toolsState.bookmarks.performers = [
    {
      _id: 'r1',
      action: 'bookmark',
      objectType: 'performer',
      objectId: CREATOR,
      createdAt: '2026-11-01T00:00:00.000Z',
      objectInfo: {
        _id: CREATOR,
        name: 'Demo Creator',
        username: 'demo-creator',
        avatar: 'https://cdn.test/a.jpg',
      },
    },
  ];
});

describe('bookmark saga', () => {
  test.each(BOOKMARK_TABS)('tab %s loads its own list', async (tab) => {
    const run = startSaga(bookmarkSaga);
    run.store.dispatch(bookmarksRequested({ tab, offset: 0, limit: 12 }));
    await run.waitFor('bookmark/bookmarksLoaded');
    const list = run.store.getState().bookmark[tab];
    expect(list.status).toBe('succeeded');
    if (tab === 'creators') {
      expect(list.items).toEqual([
        {
          _id: 'r1',
          objectId: CREATOR,
          createdAt: '2026-11-01T00:00:00.000Z',
          title: 'Demo Creator',
          username: 'demo-creator',
          image: 'https://cdn.test/a.jpg',
          href: '',
          creatorName: '',
          price: 0,
          isSale: false,
        },
      ]);
      expect(list.total).toBe(1);
    } else {
      expect(list.items).toEqual([]);
    }
    // the other tabs were not touched
    for (const other of BOOKMARK_TABS.filter((t) => t !== tab)) {
      expect(run.store.getState().bookmark[other].status).toBe('idle');
    }
    run.stop();
  });

  test('removing a creator bookmark sends DELETE /reactions and drops the card', async () => {
    const run = startSaga(bookmarkSaga);
    run.store.dispatch(bookmarksRequested({ tab: 'creators', offset: 0, limit: 12 }));
    await run.waitFor('bookmark/bookmarksLoaded');
    run.store.dispatch(bookmarkRemoveRequested({ tab: 'creators', objectId: CREATOR }));
    expect(run.store.getState().bookmark.creators.removingIds).toEqual([CREATOR]);
    await run.waitFor('bookmark/bookmarkRemoved');
    expect(toolsState.lastBody.reaction).toEqual({
      objectId: CREATOR,
      objectType: 'performer',
      action: 'bookmark',
    });
    expect(run.store.getState().bookmark.creators).toMatchObject({ items: [], total: 0, removingIds: [] });
    run.stop();
  });
});

describe('bookmarked content rows', () => {
  test('posts, videos, galleries and products link to their pages with a picture and the creator', async () => {
    const performer = { _id: CREATOR, name: 'Demo Creator', username: 'demo-creator' };
    toolsState.bookmarks.feeds = [
      {
        _id: 'r2',
        objectId: 'feed1',
        objectType: 'feed',
        objectInfo: {
          _id: 'feed1',
          text: 'Locked post',
          performer,
          files: [
            {
              _id: 'p',
              type: 'feed-photo',
              url: null,
              thumbnails: ['https://api.test/files/feed-preview/b.jpg'],
            },
          ],
        },
      },
    ];
    toolsState.bookmarks.videos = [
      {
        _id: 'r3',
        objectId: 'vid1',
        objectType: 'video',
        objectInfo: {
          _id: 'vid1',
          slug: 'my-clip',
          title: 'My clip',
          performer,
          isSale: true,
          price: 9.5,
          thumbnail: { thumbnails: ['https://api.test/t.jpg'] },
        },
      },
    ];
    toolsState.bookmarks.products = [
      {
        _id: 'r4',
        objectId: 'prod1',
        objectType: 'product',
        objectInfo: {
          _id: 'prod1',
          name: 'Poster',
          performer,
          price: 12,
          image: { url: 'https://api.test/img.jpg', thumbnails: [] },
        },
      },
    ];
    const run = startSaga(bookmarkSaga);
    for (const tab of ['posts', 'videos', 'products'] as const)
      run.store.dispatch(bookmarksRequested({ tab, offset: 0, limit: 12 }));
    await new Promise((r) => setTimeout(r, 100));
    const { posts, videos, products } = run.store.getState().bookmark;
    expect(posts.items[0]).toMatchObject({
      href: '/post/feed1',
      title: 'Locked post',
      creatorName: 'Demo Creator',
      image: 'https://api.test/files/feed-preview/b.jpg',
    });
    expect(videos.items[0]).toMatchObject({
      href: '/video/my-clip',
      title: 'My clip',
      price: 9.5,
      isSale: true,
      image: 'https://api.test/t.jpg',
    });
    expect(products.items[0]).toMatchObject({
      href: '/product/prod1',
      title: 'Poster',
      price: 12,
      image: 'https://api.test/img.jpg',
    });
    run.stop();
  });
});

test('a bookmark toggled on a card makes that tab load afresh', () => {
  let s = bookmarkReducer(
    initialBookmarkState,
    bookmarksLoaded({ tab: 'videos', items: [], total: 0, offset: 0, limit: 12 }),
  );
  s = bookmarkReducer(s, bookmarksLoaded({ tab: 'posts', items: [], total: 0, offset: 0, limit: 12 }));
  s = bookmarkReducer(s, reactionToggled({ objectType: 'video', objectId: 'v1', action: 'bookmark' }));
  expect(s.videos.status).toBe('idle');
  expect(s.posts.status).toBe('succeeded');
  s = bookmarkReducer(s, reactionToggled({ objectType: 'feed', objectId: 'f1', action: 'like' }));
  expect(s.posts.status).toBe('succeeded');
});
