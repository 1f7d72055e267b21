import Cookies from 'js-cookie';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuggestedCreators } from '@/features/performer/components/suggested-creators';
import { PromoBanners } from '@/features/promo/components/promo-banners';
import { FollowList } from '@/features/follow/components/follow-list';
import { tokenFor } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { performerHandlers, resetPerformerState } from '../msw/performer-handlers';
import { makeUser, renderWithStore, signedIn } from './render';
import { mockRouter } from './router-mock';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));
jest.mock('@/lib/navigation', () => ({ assignLocation: jest.fn(), currentPathname: jest.fn(() => '/home') }));

useMswServer();
beforeEach(() => {
  server.use(...performerHandlers);
  resetPerformerState();
  mockRouter.query = {};
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
});

test('suggested creators load, seed follow state, and refresh', async () => {
  const { store } = renderWithStore(<SuggestedCreators />, signedIn(makeUser()));
  expect(await screen.findByRole('article', { name: 'Demo Creator' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Anna' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh suggestions' }));
  expect(await screen.findByRole('article', { name: 'Anna' })).toBeInTheDocument();
  expect(store.getState().follow.followedIds).toEqual([]);
});

test('promo banners: images with safe links only', async () => {
  renderWithStore(<PromoBanners />);
  const region = await screen.findByRole('region', { name: 'Promotions' });
  const sale = within(region).getByRole('link', { name: 'Spring sale' });
  expect(sale).toHaveAttribute('href', 'https://example.com/sale');
  expect(sale).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  expect(within(region).getByRole('img', { name: 'Bad link' }).closest('a')).toBeNull();
});

test('following list links the creators', async () => {
  renderWithStore(<FollowList kind="following" />, signedIn(makeUser()));
  const list = await screen.findByRole('list', { name: 'Following' });
  expect(within(list).getByRole('link', { name: 'Demo Creator' })).toHaveAttribute('href', '/demo-creator');
});

test('followers list shows fans', async () => {
  renderWithStore(<FollowList kind="followers" />, signedIn(makeUser({ isPerformer: true })));
  const list = await screen.findByRole('list', { name: 'Followers' });
  expect(within(list).getByText('Demo Fan')).toBeInTheDocument();
});
