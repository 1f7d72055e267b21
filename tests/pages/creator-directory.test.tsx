import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CreatorDirectoryPage from '@/pages/creator';
import { makeStore } from '@/app-store/store';
import { directoryLoaded } from '@/features/performer/performer-slice';
import { parseDirectoryQuery } from '@/features/performer/directory-query';
import { toPerformerCard } from '@/features/performer/types';
import { makeUser, renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';
import { rawCreator } from '../msw/performer-handlers';
import { namedCountry } from '../fixtures/named-country';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/features/performer/api', () => ({
  getPerformer: jest.fn(() => new Promise(() => undefined)),
  searchPerformers: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('@/features/reference/api', () => ({
  getCategories: () => Promise.resolve([{ _id: 'a'.repeat(24), name: 'Fitness', slug: 'fitness' }]),
  getCountries: () =>
    Promise.resolve([
      { name: 'France', code: 'FR', flag: '' },
      { name: 'Germany', code: 'DE', flag: '' },
    ]),
}));

const cards = [
  rawCreator({ live: 1 }),
  rawCreator({
    _id: '1'.repeat(24),
    name: 'Anna',
    username: 'anna',
    isFreeSubscription: false,
    isOnline: 0,
    verifiedAccount: false,
  }),
];

function renderDirectory(urlQuery: Record<string, string>, items = cards, total = items.length) {
  mockRouter.query = urlQuery;
  const store = makeStore(signedIn(makeUser()));
  store.dispatch(
    directoryLoaded({
      query: parseDirectoryQuery(urlQuery),
      items: items.map((c) => namedCountry(toPerformerCard(c))),
      total,
    }),
  );
  const dispatch = jest.spyOn(store, 'dispatch');
  renderWithStore(<CreatorDirectoryPage origin="https://fans.example" />, undefined, store);
  return { store, dispatch };
}

beforeEach(() => {
  mockRouter.push.mockClear();
  mockRouter.query = {};
});

test('public (issue 13 item 17): visitors are not sent to login (e2e first-use checks the server render)', () => {
  expect({ ...CreatorDirectoryPage }).toMatchObject({ authenticate: true, noredirect: true });
});

test('cards show name, verified, LIVE, FREE, online, follow', () => {
  const { dispatch } = renderDirectory({});
  const list = within(screen.getByRole('list', { name: 'Creators' }));
  const demo = within(list.getByRole('article', { name: 'Demo Creator' }));
  expect(demo.getByRole('link', { name: /Demo Creator/ })).toHaveAttribute('href', '/demo-creator');
  expect(demo.getByText('LIVE')).toBeInTheDocument();
  expect(demo.getByText('FREE')).toBeInTheDocument();
  expect(demo.getByText('Verified')).toBeInTheDocument();
  expect(demo.getByRole('img', { name: 'Online' })).toBeInTheDocument();
  expect(demo.getByRole('img', { name: 'Germany' })).toBeInTheDocument();
  expect(demo.getByRole('button', { name: 'Follow Demo Creator' })).toBeInTheDocument();
  const anna = within(list.getByRole('article', { name: 'Anna' }));
  expect(anna.queryByText('LIVE')).toBeNull();
  expect(anna.queryByText('FREE')).toBeNull();
  // the loaded view matches the URL: no second request
  expect(dispatch).not.toHaveBeenCalledWith(
    expect.objectContaining({ type: 'performer/directoryRequested' }),
  );
});

test('filters write the URL query (page back to 1, defaults left out)', async () => {
  renderDirectory({ current: '3', sortBy: 'popular' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
  expect(mockRouter.push).toHaveBeenLastCalledWith(
    { pathname: '/creator', query: { gender: 'female', sortBy: 'popular' } },
    undefined,
    { shallow: true, scroll: true },
  );
  await screen.findByRole('option', { name: 'Germany' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
  expect(mockRouter.push).toHaveBeenLastCalledWith(
    { pathname: '/creator', query: { country: 'DE', sortBy: 'popular' } },
    undefined,
    { shallow: true, scroll: true },
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'live');
  expect(mockRouter.push).toHaveBeenLastCalledWith({ pathname: '/creator', query: {} }, undefined, {
    shallow: true,
    scroll: true,
  });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search creators' }), 'anna{Enter}');
  expect(mockRouter.push).toHaveBeenLastCalledWith(
    { pathname: '/creator', query: { q: 'anna', sortBy: 'popular' } },
    undefined,
    { shallow: true, scroll: true },
  );
});

test('a URL that differs from the loaded view requests it', () => {
  mockRouter.query = { gender: 'male' };
  const store = makeStore(signedIn(makeUser()));
  const dispatch = jest.spyOn(store, 'dispatch');
  renderWithStore(<CreatorDirectoryPage origin="https://fans.example" />, undefined, store);
  expect(dispatch).toHaveBeenCalledWith({
    type: 'performer/directoryRequested',
    payload: parseDirectoryQuery({ gender: 'male' }),
  });
  expect(screen.getByRole('list', { name: 'Loading creators' })).toBeInTheDocument();
});

test('empty state and pagination', async () => {
  renderDirectory({}, [], 0);
  expect(screen.getByText('No creators match these filters')).toBeInTheDocument();
});

test('pager moves to another page in the URL', async () => {
  renderDirectory({ gender: 'female' }, cards, 30);
  const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
  await userEvent.click(pager.getByText('2'));
  expect(mockRouter.push).toHaveBeenLastCalledWith(
    { pathname: '/creator', query: { gender: 'female', current: '2' } },
    undefined,
    { shallow: true, scroll: true },
  );
});
