import { creator, expectRefusedUntilVerified, nodeFile, setUpStudioTests } from './studio-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeGallery, makePhoto, studioState } from '../msw/studio-handlers';
import { renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';
import MyGalleriesPage from '@/pages/creator/my-gallery';
import CreateGalleryPage from '@/pages/creator/my-gallery/create';
import UpdateGalleryPage from '@/pages/creator/my-gallery/update/[id]';
import { toGallery } from '@/features/gallery/types';

setUpStudioTests('/creator/my-gallery');

const image = (name: string, size?: number) => nodeFile(name, 'image/jpeg', size);

test('gallery pages are creator-only', () => {
  for (const page of [MyGalleriesPage, CreateGalleryPage, UpdateGalleryPage]) {
    expect({ ...page }).toMatchObject({ authenticate: true, onlyPerformer: true });
  }
});

describe('/creator/my-gallery', () => {
  test('lists galleries with photo count and sale; delete warns about refunds', async () => {
    const user = userEvent.setup();
    studioState.galleries = [makeGallery({ title: 'Beach day', numOfItems: 12, isSale: true, price: 5 })];
    renderWithStore(<MyGalleriesPage />, signedIn(creator));
    const tableRow = (await screen.findByRole('link', { name: 'Beach day' })).closest('tr')!;
    expect(tableRow).toHaveTextContent('12');
    expect(tableRow).toHaveTextContent('For sale, $5');
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/creator/my-gallery/create',
    );
    await user.click(within(tableRow).getByRole('button', { name: 'Delete Beach day' }));
    // (rc-util names every id "test-id" under jest, so the dialog is found by role and checked by text)
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete "Beach day"?');
    expect(dialog).toHaveTextContent(
      'All earnings related to this gallery will be refunded. Are you sure you want to delete it?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(studioState.deleted).toEqual([]);
    expect(screen.getByRole('link', { name: 'Beach day' })).toBeInTheDocument();
  });
});

describe('/creator/my-gallery/create', () => {
  test('is refused until the ID documents are verified', () => {
    expectRefusedUntilVerified(<CreateGalleryPage />);
  });

  test('creates the gallery and goes to its update page to add photos', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreateGalleryPage />, signedIn(creator));
    await user.click(screen.getByRole('button', { name: 'Create gallery' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Beach day');
    await user.click(screen.getByRole('switch', { name: 'For sale' }));
    await user.type(await screen.findByLabelText('Price ($)'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Create gallery' }));
    await waitFor(() => expect(studioState.galleries).toHaveLength(1));
    const created = studioState.galleries[0];
    expect(studioState.jsonBodies[0]).toEqual({
      method: 'POST',
      path: '/performer/performer-assets/galleries',
      body: { title: 'Beach day', description: '', status: 'active', isSale: true, price: 7.5 },
    });
    await waitFor(() =>
      expect(mockRouter.push).toHaveBeenCalledWith(`/creator/my-gallery/update/${created._id}`),
    );
  });
});

describe('/creator/my-gallery/update/[id]: photo manager', () => {
  function setup(photoCount: number) {
    const raw = makeGallery({ title: 'Beach day' });
    const galleryId = String(raw._id);
    studioState.galleries = [raw];
    studioState.photos = Array.from({ length: photoCount }, (_, i) =>
      makePhoto(galleryId, { isGalleryCover: i === 0, title: `saved-${i + 1}.jpg` }),
    );
    renderWithStore(<UpdateGalleryPage item={toGallery(raw)} />, signedIn(creator));
    return { galleryId };
  }
  const grid = () => screen.getByRole('list', { name: 'Gallery photos' });

  test('uploads dropped photos with per-file progress and adds them to the grid', async () => {
    const user = userEvent.setup();
    const { galleryId } = setup(1);
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByLabelText('Title')).toHaveValue('Beach day');

    await user.upload(screen.getByLabelText('Add photos'), [image('one.jpg'), image('two.jpg')]);
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(3));
    for (const name of ['one.jpg', 'two.jpg']) {
      expect(screen.getByRole('progressbar', { name: `Upload progress for ${name}` })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
    }
    expect(studioState.forms.map((f) => [f.files.photo, f.fields.galleryId])).toEqual([
      ['one.jpg', [galleryId]],
      ['two.jpg', [galleryId]],
    ]);
    expect(screen.getByRole('heading', { name: 'Photos (3/100)' })).toBeInTheDocument();
  });

  test('sets another photo as cover and deletes a photo after confirming', async () => {
    const user = userEvent.setup();
    setup(2);
    const second = await screen.findByRole('listitem', { name: 'Photo 2' });
    const first = screen.getByRole('listitem', { name: 'Photo 1' });
    expect(within(first).getByText('Cover')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Set as cover' })).not.toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Set as cover' }));
    expect(await screen.findByText('Cover photo set')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Photo 2' })).getByText('Cover')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Photo 1' })).queryByText('Cover'),
    ).not.toBeInTheDocument();
    expect(studioState.photos.map((p) => p.isGalleryCover)).toEqual([false, true]);

    await user.click(
      within(screen.getByRole('listitem', { name: 'Photo 1' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(1));
    expect(studioState.deleted).toHaveLength(1);
  });

  test('refuses photos beyond 100 per gallery, counting the saved ones', async () => {
    const user = userEvent.setup();
    setup(99);
    await screen.findByRole('heading', { name: 'Photos (99/100)' });
    await user.upload(screen.getByLabelText('Add photos'), [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    expect(
      await screen.findByText('A gallery holds at most 100 photos: 2 files were not added'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Photos (100/100)' });
    expect(studioState.forms.map((f) => f.files.photo)).toEqual(['a.jpg']);
    expect(screen.queryByRole('progressbar', { name: 'Upload progress for b.jpg' })).not.toBeInTheDocument();
  });

  test('photos too large are refused before upload', async () => {
    const user = userEvent.setup();
    setup(0);
    await screen.findByText('No photos yet');
    await user.upload(screen.getByLabelText('Add photos'), [image('huge.jpg', 6 * 1024 * 1024)]);
    expect(await screen.findByText('"huge.jpg" must be smaller than 5 MB')).toBeInTheDocument();
    expect(studioState.forms).toHaveLength(0);
  });
});
