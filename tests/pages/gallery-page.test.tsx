import '../components/resize-observer-stub';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import GalleryPage from '@/pages/gallery/[id]';
import { makeStore, type RootState } from '@/app-store/store';
import { galleryLoaded, galleryPhotosLoaded } from '@/features/gallery/gallery-slice';
import { toGallery, toPhoto } from '@/features/gallery/types';
import { makeUser, signedIn } from '../components/render';
import { server, useMswServer } from '../msw/server';
import { API } from '../msw/handlers';
import { assetHandlers, assetState, resetAssetState } from '../msw/asset-handlers';
import { API_FILES, CREATOR_ID, GALLERY_ID, rawGallery, rawPhoto } from '../fixtures/assets';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/gallery/x'),
}));

useMswServer();

const fan = makeUser({ _id: 'f'.repeat(24) });

beforeEach(() => {
  resetAssetState();
  server.use(...assetHandlers);
});

function renderGallery(
  raw: Record<string, unknown>,
  photos: Record<string, unknown>[],
  state?: Partial<RootState>,
) {
  const store = makeStore(state);
  store.dispatch(galleryLoaded({ id: 'beach-day', gallery: toGallery(raw) }));
  store.dispatch(
    galleryPhotosLoaded({ galleryId: GALLERY_ID, items: photos.map(toPhoto), total: photos.length }),
  );
  const utils = render(
    <Provider store={store}>
      <GalleryPage origin="https://fans.example" />
    </Provider>,
  );
  return { store, ...utils };
}

const photos = [1, 2, 3].map((n) => rawPhoto(n));

describe('gallery page', () => {
  test('flags: Open+ and antd-free', () => {
    expect({ ...GalleryPage }).toMatchObject({ authenticate: true, noredirect: true, plain: true });
  });

  test('viewable: a grid of sized thumbnails, lazy below the fold', () => {
    const many = Array.from({ length: 12 }, (_, i) => rawPhoto(i + 1));
    renderGallery(rawGallery({ numOfItems: 12 }), many, signedIn(fan));
    expect(screen.getByRole('heading', { level: 1, name: 'Beach day' })).toBeInTheDocument();
    const grid = within(screen.getByRole('list', { name: 'Photos' }));
    const buttons = grid.getAllByRole('button', { name: /Open photo/ });
    expect(buttons).toHaveLength(12);
    const imgs = buttons.map((b) => b.querySelector('img') as HTMLImageElement);
    expect(imgs[0]).toHaveAttribute('width', '320');
    expect(imgs[0]).toHaveAttribute('height', '320');
    expect(imgs[0].getAttribute('src')).toContain('photo-1-640.jpg');
    expect(imgs[0]).toHaveAttribute('loading', 'eager');
    expect(imgs[11]).toHaveAttribute('loading', 'lazy');
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  test('lightbox: opens at the photo, → / ← move with a counter, Tab stays inside, Esc closes and returns focus', async () => {
    const user = userEvent.setup();
    renderGallery(rawGallery(), photos, signedIn(fan));
    const second = screen.getByRole('button', { name: 'Open photo 2 of 3' });
    await user.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Beach day photos' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(dialog).toHaveTextContent('2 / 3');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(
      `${API_FILES}/photos/photo-2.jpg?exp=1&sig=ef`,
    );
    expect(within(dialog).getByRole('img')).toHaveAttribute('width', '1600');

    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('3 / 3');
    expect(within(dialog).getByRole('img').getAttribute('src')).toContain('photo-3.jpg');
    await user.keyboard('{ArrowRight}'); // wraps to the first
    expect(dialog).toHaveTextContent('1 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveTextContent('3 / 3');
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(dialog).toHaveTextContent('2 / 3');

    // focus trap: Close → Previous → Next → back to Close
    close.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(second).toHaveFocus();
  });

  test('lightbox: swipe left shows the next photo, swipe right the previous', async () => {
    renderGallery(rawGallery(), photos, signedIn(fan));
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 3' }));
    const dialog = await screen.findByRole('dialog');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 150, clientY: 110 }] });
    expect(dialog).toHaveTextContent('2 / 3');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 260, clientY: 100 }] });
    expect(dialog).toHaveTextContent('1 / 3');
    // a vertical scroll is not a swipe
    fireEvent.touchStart(dialog, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 150, clientY: 400 }] });
    expect(dialog).toHaveTextContent('1 / 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('subscribers only: cover, "Subscribe to view full content", no photo grid', () => {
    const locked = rawGallery({ canView: false, isSubscribed: false });
    const lockedPhotos = photos.map((p) => ({ ...p, photo: { ...(p.photo as object), url: null } }));
    renderGallery(locked, lockedPhotos, signedIn(fan));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Subscribe to view full content' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
    // the creator card carries prices: the subscribe buttons are there without a profile call
    expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR $9.99' })).toBeInTheDocument();
    expect(screen.getByText('3 photos', { selector: 'p' })).toBeInTheDocument();
  });

  test('for sale: "Pay $3 to unlock" opens the wallet unlock dialog for this gallery', async () => {
    const { store } = renderGallery(
      rawGallery({ canView: false, isSale: true, price: 3 }),
      [],
      signedIn(fan),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Unlock to view full content' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $3 to unlock' }));
    expect(store.getState().purchaseDialogs.unlock.item).toMatchObject({
      kind: 'gallery',
      id: GALLERY_ID,
      price: 3,
    });
  });

  test('related galleries are listed under the gallery', async () => {
    assetState.galleries = [
      rawGallery(),
      rawGallery({ _id: 'g2'.padEnd(24, '0'), slug: 'sunset', title: 'Sunset' }),
    ];
    renderGallery(rawGallery(), photos, signedIn(fan));
    const related = await screen.findByRole('list', { name: 'Related galleries' });
    expect(within(related).getByRole('link', { name: 'Sunset' })).toHaveAttribute('href', '/gallery/sunset');
    expect(assetState.queries).toContain(
      `galleries?performerId=${CREATOR_ID}&excludedId=${GALLERY_ID}&limit=12`,
    );
  });

  test('comments load on demand only', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/comments`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ status: 0, data: { data: [], total: 0 } });
      }),
    );
    renderGallery(rawGallery(), photos, signedIn(fan));
    await screen.findByText('No other galleries from this creator yet');
    expect(seen).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show comments' }));
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen[0]).toContain(`objectId=${GALLERY_ID}`);
    expect(seen[0]).toContain('objectType=gallery');
  });
});
