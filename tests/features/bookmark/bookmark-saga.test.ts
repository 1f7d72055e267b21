import Cookies from 'js-cookie';
import { server, useMswServer } from '../../msw/server';
import { tokenFor } from '../../msw/handlers';
import { creatorToolsHandlers, resetToolsState, toolsState } from '../../msw/creator-tools-handlers';
import { startSaga } from '../saga-store';
import { bookmarkSaga } from '@/features/bookmark/bookmark-saga';
import { bookmarkRemoveRequested, bookmarksRequested } from '@/features/bookmark/bookmark-slice';
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
      objectInfo: { _id: CREATOR, name: 'Demo Creator', username: 'demo-creator', avatar: 'https://cdn.test/a.jpg' },
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
    expect(toolsState.lastBody.reaction).toEqual({ objectId: CREATOR, objectType: 'performer', action: 'bookmark' });
    expect(run.store.getState().bookmark.creators).toMatchObject({ items: [], total: 0, removingIds: [] });
    run.stop();
  });
});
