import Cookies from 'js-cookie';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BookmarksPage from '@/pages/user/bookmarks';
import { tokenFor } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { creatorToolsHandlers, resetToolsState, toolsState } from '../msw/creator-tools-handlers';
import { makeUser, renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/user/bookmarks'),
}));

useMswServer();
beforeEach(() => {
  resetToolsState();
  server.use(...creatorToolsHandlers);
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
});
afterEach(() => {
  Cookies.remove('token', { path: '/' });
  mockRouter.query = {};
});

const performer = { _id: 'c'.repeat(24), name: 'Demo Creator', username: 'demo-creator' };

test('bookmarked posts and galleries link to their pages with picture and creator', async () => {
  toolsState.bookmarks.feeds = [
    {
      _id: 'r1',
      objectId: 'feed1',
      objectType: 'feed',
      objectInfo: {
        _id: 'feed1',
        text: 'Beach day',
        performer,
        thumbnail: { thumbnails: ['https://api.test/t.jpg'] },
      },
    },
  ];
  toolsState.bookmarks.galleries = [
    {
      _id: 'r2',
      objectId: 'gal1',
      objectType: 'gallery',
      objectInfo: {
        _id: 'gal1',
        title: 'Summer',
        performer,
        isSale: true,
        price: 5,
        coverPhoto: { url: 'https://api.test/c.jpg', thumbnails: [] },
      },
    },
  ];
  mockRouter.query = { tab: 'posts' };
  const { unmount } = renderWithStore(<BookmarksPage />, signedIn(makeUser()));
  const post = await screen.findByRole('link', { name: 'Beach day (post)' });
  expect(post).toHaveAttribute('href', '/post/feed1');
  const row = post.closest('li') as HTMLElement;
  expect(within(row).getByText('by Demo Creator')).toBeInTheDocument();
  expect(row.querySelector('img')).toHaveAttribute('src', 'https://api.test/t.jpg');
  unmount();

  mockRouter.query = { tab: 'galleries' };
  renderWithStore(<BookmarksPage />, signedIn(makeUser()));
  const gallery = await screen.findByRole('link', { name: 'Summer (gallery)' });
  expect(gallery).toHaveAttribute('href', '/gallery/gal1');
  expect(screen.getByText(/\$5/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove bookmark Summer' })).toBeInTheDocument();
});

test('removing a bookmarked post', async () => {
  toolsState.bookmarks.feeds = [
    {
      _id: 'r1',
      objectId: 'feed1',
      objectType: 'feed',
      objectInfo: { _id: 'feed1', text: 'Beach day', performer },
    },
  ];
  mockRouter.query = { tab: 'posts' };
  renderWithStore(<BookmarksPage />, signedIn(makeUser()));
  await userEvent.click(await screen.findByRole('button', { name: 'Remove bookmark Beach day' }));
  expect(toolsState.lastBody.reaction).toEqual({ objectId: 'feed1', objectType: 'feed', action: 'bookmark' });
});
