import { creator, expectRefusedUntilVerified, nodeFile as file, setUpStudioTests } from './studio-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, studioState } from '../msw/studio-handlers';
import { renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';
import MyStorePage from '@/pages/creator/my-store';
import CreateProductPage from '@/pages/creator/my-store/create';
import UpdateProductPage from '@/pages/creator/my-store/update/[id]';
import { toProduct } from '@/features/product/types';

setUpStudioTests('/creator/my-store');

test('store pages are creator-only', () => {
  for (const page of [MyStorePage, CreateProductPage, UpdateProductPage]) {
    expect({ ...page }).toMatchObject({ authenticate: true, onlyPerformer: true });
  }
});

test('/creator/my-store lists products with type, price and stock', async () => {
  studioState.products = [
    makeProduct({ name: 'Poster', type: 'physical', price: 12, stock: 4 }),
    makeProduct({ name: 'E-book', type: 'digital', price: 3.5, stock: 0 }),
  ];
  renderWithStore(<MyStorePage />, signedIn(creator));
  const poster = (await screen.findByRole('link', { name: 'Poster' })).closest('tr')!;
  expect(poster).toHaveTextContent('Physical');
  expect(poster).toHaveTextContent('$12');
  expect(within(poster).getByText('4')).toBeInTheDocument();
  const ebook = screen.getByRole('link', { name: 'E-book' }).closest('tr')!;
  expect(ebook).toHaveTextContent('Digital');
  expect(ebook).toHaveTextContent('$3.50');
  expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/creator/my-store/create');
});

describe('/creator/my-store/create', () => {
  test('is refused until the ID documents are verified', () => {
    expectRefusedUntilVerified(<CreateProductPage />);
  });

  test('a physical product needs an image and a whole, non-negative stock', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreateProductPage />, signedIn(creator));
    expect(screen.queryByLabelText('Digital file')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Stock is required')).toBeInTheDocument();
    expect(screen.getByText('Image is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Stock'), '-2');
    await user.tab();
    expect(await screen.findByText('Stock must be a whole number, 0 or more')).toBeInTheDocument();
    expect(studioState.forms).toHaveLength(0);
  });

  test('creates a physical product with one multipart POST', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreateProductPage />, signedIn(creator));
    await user.type(screen.getByLabelText('Name'), 'Signed poster');
    await user.type(screen.getByLabelText('Price ($)'), '12');
    await user.type(screen.getByLabelText('Stock'), '5');
    await user.type(screen.getByLabelText('Description'), 'A3, signed');
    await user.upload(screen.getByLabelText('Image'), file('poster.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/creator/my-store'));
    const sent = studioState.forms[0];
    expect(sent).toMatchObject({ method: 'POST', path: '/performer/performer-assets/products' });
    expect(sent.files).toEqual({ image: 'poster.jpg' });
    expect(sent.fields).toEqual({
      name: ['Signed poster'],
      type: ['physical'],
      price: ['12'],
      stock: ['5'],
      description: ['A3, signed'],
      status: ['active'],
    });
  });

  test('a digital product requires its file, and has no stock', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreateProductPage />, signedIn(creator));
    await user.click(screen.getByRole('radio', { name: 'Digital' }));
    expect(screen.queryByLabelText('Stock')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'E-book');
    await user.type(screen.getByLabelText('Price ($)'), '3.5');
    await user.upload(screen.getByLabelText('Image'), file('cover.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Digital file is required')).toBeInTheDocument();
    expect(studioState.forms).toHaveLength(0);

    await user.upload(screen.getByLabelText('Digital file'), file('book.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(studioState.forms).toHaveLength(1));
    expect(studioState.forms[0].files).toEqual({ image: 'cover.png', digitalFile: 'book.pdf' });
    expect(studioState.forms[0].fields).toMatchObject({ type: ['digital'], price: ['3.5'], stock: ['0'] });
  });
});

describe('/creator/my-store/update/[id]', () => {
  test('saves changes with a multipart PUT; the saved image and file need no re-upload', async () => {
    const user = userEvent.setup();
    const raw = makeProduct({ name: 'E-book', type: 'digital', price: 3.5, digitalFileId: 'e'.repeat(24) });
    studioState.products = [raw];
    renderWithStore(<UpdateProductPage item={toProduct(raw)} />, signedIn(creator));
    expect(screen.getByLabelText('Name')).toHaveValue('E-book');
    expect(screen.getByRole('img', { name: 'Current product image' })).toBeInTheDocument();
    expect(screen.getByText('A file is saved')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/creator/my-store'));
    expect(studioState.forms[0]).toMatchObject({
      method: 'PUT',
      path: `/performer/performer-assets/products/${raw._id}`,
      files: {},
    });
    expect(studioState.forms[0].fields).toMatchObject({ name: ['E-book'], price: ['4'], type: ['digital'] });
  });

  test('a load failure shows the API message and the way back', async () => {
    const props = await UpdateProductPage.getInitialProps!({ query: { id: 'd'.repeat(24) } } as never);
    renderWithStore(<UpdateProductPage {...props} />, signedIn(creator));
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my store' })).toHaveAttribute(
      'href',
      '/creator/my-store',
    );
  });
});
