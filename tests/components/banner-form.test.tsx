// Issue 23: a banner made in the console gets its picture. The form creates the banner, then uploads the picked
// picture to it; a picture the API refuses leaves the banner saved and the form editing it (a second try uploads
// to the same banner instead of creating another); a file that is not a picture is refused before anything is sent.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setClientEnv } from '@/config/env';
import { BannerForm } from '@/features/admin/components/banner-form';
import type { Banner } from '@/features/admin/site-api';
import { API } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';

// jsdom's File is not the FormData of the fetch under test: the upload call itself is replaced, the JSON calls
// go through msw.
jest.mock('@/features/admin/site-api', () => ({
  ...jest.requireActual('@/features/admin/site-api'),
  uploadBannerPhoto: jest.fn(),
}));
const uploadBannerPhoto = jest.requireMock('@/features/admin/site-api').uploadBannerPhoto as jest.Mock;

useMswServer();

const BANNER_ID = 'b'.repeat(24);
const banner = (over: Partial<Banner> = {}): Banner =>
  ({
    _id: BANNER_ID,
    title: 'Spring offer',
    description: '',
    link: '',
    position: 'top',
    audience: 'all',
    ordering: 0,
    status: 'active',
    photo: { url: '', thumbnails: [] },
    ...over,
  }) as Banner;

let calls: string[];
let photoStatus: number;
beforeEach(() => {
  calls = [];
  photoStatus = 200;
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  server.use(
    http.post(`${API}/admin/banners`, () => {
      calls.push('create');
      return HttpResponse.json({ status: 0, data: banner() });
    }),
    http.post(`${API}/admin/banners/${BANNER_ID}`, () => {
      calls.push('update');
      return HttpResponse.json({ status: 0, data: banner() });
    }),
  );
  uploadBannerPhoto.mockImplementation(async (id: string, file: File) => {
    calls.push(`photo:${id === BANNER_ID ? '' : 'other:'}${file.name}`);
    if (photoStatus !== 200) throw Object.assign(new Error('Unsupported file type'), { status: photoStatus });
    return banner({ photo: { url: 'http://x/p.jpg', thumbnails: [] } });
  });
});

function setup() {
  const saved = jest.fn();
  const Harness = () => {
    const [editing, setEditing] = require('react').useState(null as Banner | null);
    return (
      <BannerForm
        editing={editing}
        onSaved={saved}
        onStored={setEditing}
        onCancel={() => {}}
        refused={() => false}
      />
    );
  };
  render(<Harness />);
  return { saved };
}

const jpeg = (name = 'wide.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

test('a new banner is created, then its picture uploaded to it', async () => {
  const { saved } = setup();
  await userEvent.type(screen.getByLabelText('Title'), 'Spring offer');
  await userEvent.upload(screen.getByLabelText(/^Picture/), jpeg());
  await userEvent.click(screen.getByRole('button', { name: 'Create banner' }));
  await waitFor(() => expect(saved).toHaveBeenCalledWith('Banner “Spring offer” created with its picture.'));
  expect(calls).toEqual(['create', 'photo:wide.jpg']);
});

test('a refused picture keeps the banner and the form on it; the retry uploads to the same banner', async () => {
  photoStatus = 415;
  const { saved } = setup();
  await userEvent.type(screen.getByLabelText('Title'), 'Spring offer');
  await userEvent.upload(screen.getByLabelText(/^Picture/), jpeg());
  await userEvent.click(screen.getByRole('button', { name: 'Create banner' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Banner “Spring offer” created, but its picture could not be uploaded',
  );
  expect(saved).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'Edit “Spring offer”' })).toBeInTheDocument();

  photoStatus = 200;
  await userEvent.upload(screen.getByLabelText(/picture/i), jpeg('second.jpg'));
  await userEvent.click(screen.getByRole('button', { name: 'Save banner' }));
  await waitFor(() => expect(saved).toHaveBeenCalledWith('Banner “Spring offer” saved with its picture.'));
  expect(calls).toEqual(['create', 'photo:wide.jpg', 'update', 'photo:second.jpg']);
});

test('a file that is not a picture is refused before anything is sent', async () => {
  setup();
  await userEvent.type(screen.getByLabelText('Title'), 'Spring offer');
  const input = screen.getByLabelText(/^Picture/);
  await userEvent.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), {
    applyAccept: false,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Create banner' }));
  expect(await screen.findByText(/must be an image/)).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);
});
