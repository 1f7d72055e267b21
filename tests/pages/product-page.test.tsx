import '../components/resize-observer-stub';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import ProductPage from '@/pages/product/[id]';
import { makeStore, type RootState } from '@/app-store/store';
import { productLoaded } from '@/features/product/product-slice';
import { toProduct } from '@/features/product/types';
import { makeUser, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';
import { server, useMswServer } from '../msw/server';
import { assetHandlers, assetState, resetAssetState } from '../msw/asset-handlers';
import { PRODUCT_ID, rawProduct } from '../fixtures/assets';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/product/x'),
}));

useMswServer();

const fan = makeUser({ _id: 'f'.repeat(24) });
const creator = makeUser({ _id: 'e'.repeat(24), username: 'other-creator', isPerformer: true });

beforeEach(() => {
  resetAssetState();
  server.use(...assetHandlers);
  mockRouter.push.mockClear();
});

function renderProduct(raw: Record<string, unknown>, state?: Partial<RootState>) {
  const store = makeStore(state);
  store.dispatch(productLoaded({ id: 'signed-poster', product: toProduct(raw) }));
  const utils = render(
    <Provider store={store}>
      <ProductPage origin="https://fans.example" />
    </Provider>,
  );
  return { store, ...utils };
}

const getItNow = () => screen.getByRole('button', { name: 'Get it now!' });

describe('product page', () => {
  test('flags: Open+ and antd-free', () => {
    expect({ ...ProductPage }).toMatchObject({ authenticate: true, noredirect: true, plain: true });
  });

  test('shows image, name, price, type, stock and the description as text', async () => {
    assetState.products = [
      rawProduct(),
      rawProduct({ _id: 'p2'.padEnd(24, '0'), slug: 'mug', name: 'Mug', price: 12 }),
    ];
    const { container } = renderProduct(rawProduct(), signedIn(fan));
    expect(screen.getByRole('heading', { level: 1, name: 'Signed poster' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Signed poster' });
    expect(image).toHaveAttribute('width', '640');
    expect(image.getAttribute('src')).toContain('product-images/poster.jpg');
    expect(screen.getByText('$19.50')).toBeInTheDocument();
    expect(screen.getByText('Physical')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('A3 poster <script>alert(1)</script> signed by hand')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const related = await screen.findByRole('list', { name: 'Related products' });
    expect(within(related).getByRole('link', { name: 'Mug' })).toHaveAttribute('href', '/product/mug');
  });

  test('a fan who gets it opens the order dialog for this product', async () => {
    const { store } = renderProduct(rawProduct(), signedIn(fan));
    await userEvent.click(getItNow());
    expect(store.getState().purchaseDialogs.order.product).toMatchObject({
      name: 'Signed poster',
      price: 19.5,
      type: 'physical',
    });
  });

  test('out of stock: the notice on the page, and the button says so instead of buying', async () => {
    renderProduct(rawProduct({ stock: 0 }), signedIn(fan));
    expect(screen.getByText('Out of stock, please comeback later!', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(getItNow());
    expect(await screen.findByRole('alert')).toHaveTextContent('Out of stock, please comeback later!');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a digital product is never out of stock', async () => {
    const { store } = renderProduct(rawProduct({ type: 'digital', stock: 0 }), signedIn(fan));
    expect(screen.queryByText('Out of stock, please comeback later!')).toBeNull();
    await userEvent.click(getItNow());
    expect(store.getState().purchaseDialogs.order.product).toMatchObject({ type: 'digital' });
  });

  test('a creator is told creators cannot purchase products', async () => {
    renderProduct(rawProduct({ stock: 0 }), signedIn(creator));
    await userEvent.click(getItNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Creators cannot purchase theirs own products!',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a visitor is sent to log in', async () => {
    renderProduct(rawProduct());
    await userEvent.click(getItNow());
    expect(await screen.findByRole('status')).toHaveTextContent('Please log in!');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/auth/login'), { timeout: 2000 });
  });

  test('404 from the API renders the not-found result with status 404', async () => {
    const store = makeStore();
    const ctx = {
      query: { id: PRODUCT_ID },
      req: { headers: { host: 'x.test' }, socket: {} },
      res: { statusCode: 200 },
      store,
    };
    await ProductPage.getInitialProps!(ctx as never);
    expect(ctx.res.statusCode).toBe(404);
    render(
      <Provider store={store}>
        <ProductPage origin="" />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
