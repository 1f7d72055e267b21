import '../components/resize-observer-stub';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import ProfilePage from '@/pages/[profileId]';
import { makeStore } from '@/app-store/store';
import { profileLoaded } from '@/features/performer/performer-slice';
import { toPerformerProfile } from '@/features/performer/types';
import { rawCreator } from '../msw/performer-handlers';
import { http, HttpResponse } from 'msw';
import { server, useMswServer } from '../msw/server';
import { API } from '../msw/handlers';
import { assetHandlers, assetState, resetAssetState } from '../msw/asset-handlers';
import { CREATOR_ID, many, rawGallery, rawProduct, rawVideo } from '../fixtures/assets';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/demo-creator'),
}));

useMswServer();

beforeEach(() => {
  resetAssetState();
  server.use(
    ...assetHandlers,
    // the Posts tab (open first) lists the creator's posts: none here
    http.get(`${API}/user/feeds/search/:username`, () =>
      HttpResponse.json({ status: 0, data: { data: [], total: 0 } }),
    ),
  );
});

function renderProfile() {
  const store = makeStore();
  store.dispatch(profileLoaded({ id: 'demo-creator', profile: toPerformerProfile(rawCreator()) }));
  render(
    <Provider store={store}>
      <ProfilePage origin="" msg="" />
    </Provider>,
  );
  return store;
}

describe('profile content tabs', () => {
  test('Videos: the creator’s videos in pages of 12, more on demand, with duration and price badges', async () => {
    assetState.videos = [
      rawVideo({ isSale: true, price: 4.99, canView: false, title: 'Paid one', slug: 'paid-one' }),
      ...many(13, rawVideo, 'v'),
    ];
    renderProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    const list = await screen.findByRole('list', { name: 'Videos' });
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    const paid = within(list).getByRole('link', { name: 'Paid one' }).closest('article') as HTMLElement;
    expect(paid).toHaveTextContent('$4.99');
    expect(paid).toHaveTextContent('Locked');
    expect(paid).toHaveTextContent('Duration 2:05');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'v 12' });
    expect(within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(assetState.queries).toEqual([
      `videos?performerId=${CREATOR_ID}&offset=0&limit=12`,
      `videos?performerId=${CREATOR_ID}&offset=12&limit=12`,
    ]);
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  test('Photos lists galleries; Store lists products; an empty list says so', async () => {
    assetState.galleries = [rawGallery()];
    renderProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    const galleries = await screen.findByRole('list', { name: 'Galleries' });
    expect(within(galleries).getByRole('link', { name: 'Beach day' })).toHaveAttribute(
      'href',
      '/gallery/beach-day',
    );
    expect(galleries).toHaveTextContent('3 photos');
    await userEvent.click(screen.getByRole('tab', { name: 'Store' }));
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });

  test('Store shows price and stock', async () => {
    assetState.products = [
      rawProduct(),
      rawProduct({ _id: 'p2'.padEnd(24, '0'), slug: 'tee', name: 'Tee', stock: 0 }),
    ];
    renderProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Store' }));
    const list = await screen.findByRole('list', { name: 'Products' });
    const tee = within(list).getByRole('link', { name: 'Tee' }).closest('article') as HTMLElement;
    expect(tee).toHaveTextContent('Out of stock');
    const poster = within(list)
      .getByRole('link', { name: 'Signed poster' })
      .closest('article') as HTMLElement;
    expect(poster).toHaveTextContent('$19.50');
    expect(poster).toHaveTextContent('4 in stock');
  });

  test('a failed list shows the API message and can be retried', async () => {
    assetState.videos = many(2, rawVideo, 'v');
    let fail = true;
    server.use(
      http.get(`${API}/performer-assets/videos/search`, () =>
        fail
          ? HttpResponse.json({ statusCode: 500, message: 'Database is down' }, { status: 500 })
          : undefined,
      ),
    );
    renderProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Videos' })).toBeInTheDocument();
  });
});
