// Visitors on `/` (the login page) get a way in (issue 20 item 18): "Discover creators" and a strip of popular
// creators from the directory's public data, loaded by getInitialProps (server-rendered), with no antd.
import { screen, within } from '@testing-library/react';
import LoginPage from '@/pages/auth/login';
import { makeStore } from '@/app-store/store';
import { clearFeaturedCache } from '@/features/performer/featured-creators';
import { server, useMswServer } from '../msw/server';
import { performerHandlers, performerState, resetPerformerState } from '../msw/performer-handlers';
import { makeUser, signedIn } from '../components/render';
import { renderPlain } from '../components/plain-render';

jest.mock('next/router', () => require('../components/router-mock'));

useMswServer();
beforeEach(() => {
  resetPerformerState();
  clearFeaturedCache();
  server.use(...performerHandlers);
});

async function serverRendered(store = makeStore()) {
  const props = await LoginPage.getInitialProps!({ query: {}, store, pathname: '/auth/login' } as never);
  renderPlain(<LoginPage {...props} />, undefined, store);
  return props;
}

test('a visitor sees "Discover creators" and the most popular creators, each linking to its profile', async () => {
  await serverRendered();
  expect(performerState.lastSearch).toMatchObject({ sortBy: 'popular', limit: '8', offset: '0' });
  expect(screen.getByRole('link', { name: 'Discover creators' })).toHaveAttribute('href', '/creator');
  const strip = screen.getByRole('region', { name: 'Popular creators' });
  const cards = within(strip).getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  expect(within(strip).getByRole('link', { name: /^Anna .*@anna$/ })).toHaveAttribute('href', '/anna');
  expect(within(strip).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/creator');
  // the login form is still the page's purpose
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
});

test('the strip is left out when the API cannot answer, and for a signed-in account switching', async () => {
  performerState.directory = [];
  await serverRendered();
  expect(screen.queryByRole('region', { name: 'Popular creators' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discover creators' })).toBeInTheDocument();
});

test('a signed-in fan sent here to switch accounts gets no discovery', async () => {
  const props = await serverRendered(makeStore(signedIn(makeUser())));
  expect(props.featured).toEqual([]);
  expect(screen.queryByRole('link', { name: 'Discover creators' })).not.toBeInTheDocument();
});

test('the login page stays plain (no antd)', () => {
  expect({ ...LoginPage }).toMatchObject({ plain: true, layout: 'public', guestOnly: true });
});
