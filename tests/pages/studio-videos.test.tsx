import {
  CREATOR_ID,
  creator,
  expectRefusedUntilVerified,
  nodeFile as file,
  setUpStudioTests,
} from './studio-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../msw/server';
import { makeVideo, studioState } from '../msw/studio-handlers';
import { renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';
import MyVideosPage from '@/pages/creator/my-video';
import UploadVideoPage from '@/pages/creator/my-video/upload';
import UpdateVideoPage from '@/pages/creator/my-video/update/[id]';
import { toLocalInput } from '@/features/studio/form-helpers';
import { toVideo } from '@/features/video/types';

setUpStudioTests('/creator/my-video');

describe('page flags', () => {
  test('video pages are creator-only', () => {
    for (const page of [MyVideosPage, UploadVideoPage, UpdateVideoPage]) {
      expect({ ...page }).toMatchObject({ authenticate: true, onlyPerformer: true });
    }
  });
});

describe('/creator/my-video', () => {
  test('shows the empty state and the upload links', async () => {
    renderWithStore(<MyVideosPage />, signedIn(creator));
    expect(await screen.findByText('You have not uploaded any videos yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/creator/my-video/upload');
    expect(screen.getByRole('link', { name: 'Bulk upload' })).toHaveAttribute(
      'href',
      '/creator/my-video/bulk-upload',
    );
  });

  test('lists videos with sale, schedule and status; the keyword goes to the URL', async () => {
    const user = userEvent.setup();
    studioState.videos = [
      makeVideo({
        title: 'Sunset yoga',
        isSale: true,
        price: 4.99,
        status: 'inactive',
        isSchedule: true,
        scheduledAt: '2026-12-24T18:00:00.000Z',
      }),
    ];
    renderWithStore(<MyVideosPage />, signedIn(creator));
    const row = (await screen.findByRole('link', { name: 'Sunset yoga' })).closest('tr')!;
    expect(row).toHaveTextContent('For sale, $4.99');
    expect(row).toHaveTextContent('24 Dec 2026');
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Sunset yoga' })).toHaveAttribute(
      'href',
      `/creator/my-video/update/${studioState.videos[0]._id}`,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search by keyword' }), 'sun{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith(
      { pathname: '/creator/my-video', query: { q: 'sun' } },
      undefined,
      { shallow: true },
    );
  });

  test('reads q, status and page from the URL', async () => {
    mockRouter.query = { q: 'yoga', status: 'inactive', current: '2' };
    renderWithStore(<MyVideosPage />, signedIn(creator));
    await waitFor(() => expect(studioState.queries).toHaveLength(1));
    expect(studioState.queries[0]).toMatchObject({
      q: 'yoga',
      status: 'inactive',
      offset: '10',
      limit: '10',
    });
  });

  test('delete asks with the refund warning first', async () => {
    const user = userEvent.setup();
    studioState.videos = [makeVideo({ title: 'Old clip' })];
    renderWithStore(<MyVideosPage />, signedIn(creator));
    await user.click(await screen.findByRole('button', { name: 'Delete Old clip' }));
    const warning = await screen.findByText(
      'All earnings related to this video will be refunded. Are you sure you want to delete it?',
    );
    expect(studioState.deleted).toEqual([]);
    // (rc-util names every id "test-id" under jest, so the dialog is found by role and checked by text)
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete "Old clip"?');
    expect(dialog).toContainElement(warning);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Video has been deleted')).toBeInTheDocument();
    expect(studioState.deleted).toHaveLength(1);
    expect(await screen.findByText('You have not uploaded any videos yet')).toBeInTheDocument();
  });
});

describe('/creator/my-video/upload', () => {
  test('is refused until the ID documents are verified', () => {
    expectRefusedUntilVerified(<UploadVideoPage />);
    expect(screen.getByRole('link', { name: /ID documents/ })).toHaveAttribute('href', '/creator/account');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  test('requires a title and a video file, and checks the file type', async () => {
    // a dropped file (or a browser ignoring `accept`) may be of any type
    const user = userEvent.setup({ applyAccept: false });
    renderWithStore(<UploadVideoPage />, signedIn(creator));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Video is required')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Video'), file('notes.txt', 'text/plain'));
    expect(await screen.findByText('Video must be a video')).toBeInTheDocument();
    expect(studioState.forms).toHaveLength(0);
  });

  test('the video limit is the API configuration: shown in the hint, checked before any upload (issue 13 item 19)', async () => {
    const user = userEvent.setup();
    renderWithStore(<UploadVideoPage />, signedIn(creator, { maxVideoUploadSize: 1024 * 1024 }));
    expect(screen.getByText('Up to 1 MB')).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.mp4', { type: 'video/mp4' });
    await user.upload(screen.getByLabelText('Video'), big);
    expect(await screen.findByText('Video must be smaller than 1 MB')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Too big');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(studioState.forms).toHaveLength(0);
  });

  test('a price is required for sale, between $1 and $10000', async () => {
    const user = userEvent.setup();
    renderWithStore(<UploadVideoPage />, signedIn(creator));
    expect(screen.queryByLabelText('Price ($)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'For sale' }));
    const price = await screen.findByLabelText('Price ($)');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    await user.type(price, '0.5');
    await user.tab();
    expect(await screen.findByText('Price must be between $1 and $10000')).toBeInTheDocument();
  });

  test('a scheduled date in the past is refused', async () => {
    const user = userEvent.setup();
    renderWithStore(<UploadVideoPage />, signedIn(creator));
    await user.click(screen.getByRole('switch', { name: 'Scheduled' }));
    const date = await screen.findByLabelText('Scheduled date');
    fireEvent.change(date, { target: { value: toLocalInput('2020-01-01T10:00:00.000Z') } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The scheduled date must be in the future')).toBeInTheDocument();
  });

  test('sends one multipart request with the fields and files, then goes to the table', async () => {
    const user = userEvent.setup();
    renderWithStore(<UploadVideoPage />, signedIn(creator));
    await user.type(screen.getByLabelText('Title'), 'Morning stretch');
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'yoga{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await user.click(screen.getByRole('switch', { name: 'For sale' }));
    await user.type(await screen.findByLabelText('Price ($)'), '4.99');
    await user.click(screen.getByRole('switch', { name: 'Scheduled' }));
    const future = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    future.setSeconds(0, 0);
    fireEvent.change(await screen.findByLabelText('Scheduled date'), {
      target: { value: toLocalInput(future.toISOString()) },
    });
    await user.type(screen.getByLabelText('Description'), 'Ten minutes');
    await user.upload(screen.getByLabelText('Video'), file('clip.mp4', 'video/mp4'));
    await user.upload(screen.getByLabelText('Thumbnail'), file('poster.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/creator/my-video'));
    expect(studioState.forms).toHaveLength(1);
    const sent = studioState.forms[0];
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/performer/performer-assets/videos/upload');
    expect(sent.files).toEqual({ video: 'clip.mp4', thumbnail: 'poster.png' });
    expect(sent.fields).toEqual({
      title: ['Morning stretch'],
      description: ['Ten minutes'],
      tags: ['["yoga"]'],
      participantIds: [JSON.stringify([CREATOR_ID])],
      status: ['inactive'],
      isSale: ['true'],
      price: ['4.99'],
      isSchedule: ['true'],
      scheduledAt: [future.toISOString()],
    });
    expect(await screen.findByText('Your video has been uploaded')).toBeInTheDocument();
  });

  test('an API refusal is shown and nothing typed is lost', async () => {
    const user = userEvent.setup();
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('http://localhost:8080/performer/performer-assets/videos/upload', () =>
        HttpResponse.json(
          { statusCode: 413, message: 'The video file is too large (max 200 MB)' },
          { status: 413 },
        ),
      ),
    );
    renderWithStore(<UploadVideoPage />, signedIn(creator));
    await user.type(screen.getByLabelText('Title'), 'Too big');
    await user.upload(screen.getByLabelText('Video'), file('huge.mp4', 'video/mp4'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const alerts = await screen.findAllByText('The video file is too large (max 200 MB)');
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Title')).toHaveValue('Too big');
    expect(screen.getByText('huge.mp4')).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});

describe('/creator/my-video/update/[id]', () => {
  test('loads the video as its owner sees it (getInitialProps)', async () => {
    const raw = makeVideo({ title: 'Saved title' });
    studioState.videos = [raw];
    const props = await UpdateVideoPage.getInitialProps!({ query: { id: String(raw._id) } } as never);
    expect(props).toMatchObject({ item: { _id: raw._id, title: 'Saved title' } });
    const missing = await UpdateVideoPage.getInitialProps!({ query: { id: 'v'.repeat(24) } } as never);
    expect(missing).toMatchObject({ error: { statusCode: 404, message: 'Video not found' } });
  });

  test('shows the processing state, removes the thumbnail after confirming and saves with a multipart PUT', async () => {
    const user = userEvent.setup();
    const raw = makeVideo({
      title: 'Saved title',
      tags: ['old'],
      video: { _id: 'f'.repeat(24), name: 'clip.mp4', status: 'processing', url: null, thumbnails: [] },
      thumbnail: {
        _id: 'e'.repeat(24),
        name: 'poster.png',
        status: 'finished',
        url: 'http://localhost:8080/files/poster.png',
        thumbnails: [],
      },
    });
    studioState.videos = [raw];
    renderWithStore(<UpdateVideoPage item={toVideo(raw)} />, signedIn(creator));
    expect(screen.getByLabelText('Title')).toHaveValue('Saved title');
    expect(screen.getByLabelText('Video file status: Processing')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove thumbnail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the thumbnail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Thumbnail removed')).toBeInTheDocument();
    expect(studioState.jsonBodies).toEqual([
      {
        method: 'DELETE',
        path: `/performer/performer-assets/videos/remove-file/${raw._id}`,
        body: { type: 'thumbnail' },
      },
    ]);
    expect(screen.queryByRole('img', { name: 'Current thumbnail' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'New title');
    await user.upload(screen.getByLabelText('Teaser'), file('teaser.mp4', 'video/mp4'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/creator/my-video'));
    const sent = studioState.forms[0];
    expect(sent.method).toBe('PUT');
    expect(sent.path).toBe(`/performer/performer-assets/videos/edit/${raw._id}`);
    expect(sent.files).toEqual({ teaser: 'teaser.mp4' });
    expect(sent.fields).toMatchObject({ title: ['New title'], tags: ['["old"]'], isSale: ['false'] });
  });
});

describe('processing state of the main file', () => {
  test('polls the file status endpoint until the file is finished', async () => {
    const { http, HttpResponse } = await import('msw');
    const { VideoFileState } = await import('@/features/studio/components/video-editors');
    const videoId = 'v'.repeat(24);
    const fileId = 'f'.repeat(24);
    const answers = ['processing', 'finished'];
    const asked: string[] = [];
    server.use(
      http.get(
        `http://localhost:8080/performer-assets/videos/${videoId}/file/${fileId}/status`,
        ({ request }) => {
          asked.push(new URL(request.url).pathname);
          return HttpResponse.json({
            status: 0,
            data: { _id: fileId, status: answers.shift() ?? 'finished', url: null },
          });
        },
      ),
    );
    renderWithStore(
      <VideoFileState
        videoId={videoId}
        intervalMs={20}
        file={{
          _id: fileId,
          type: 'video',
          name: 'clip.mp4',
          mimeType: 'video/mp4',
          width: 0,
          height: 0,
          duration: 0,
          size: 1,
          status: 'processing',
          thumbnails: [],
          url: null,
        }}
      />,
      signedIn(creator),
    );
    expect(screen.getByLabelText('Video file status: Processing')).toBeInTheDocument();
    expect(await screen.findByLabelText('Video file status: Ready')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 80));
    expect(asked).toHaveLength(2); // no more polling once finished
  });
});
