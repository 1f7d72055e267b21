import '../components/resize-observer-stub';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { NextPageContext } from 'next';
import { File as NodeFile } from 'node:buffer';
import { server, useMswServer } from '../msw/server';
import { tokenFor } from '../msw/handlers';
import { makePost, postEditorHandlers, postState, resetPostState } from '../msw/post-editor-handlers';
import { makeUser, renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';
import MyPostsPage from '@/pages/creator/my-post';
import CreatePostPage from '@/pages/creator/my-post/create';
import EditPostPage from '@/pages/creator/my-post/edit/[id]';
import { readAudioDuration } from '@/features/post-editor/audio-duration';
import { formatDayTime } from '@/lib/dates';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/creator/my-post'),
}));
jest.mock('@/features/post-editor/audio-duration', () => ({ readAudioDuration: jest.fn(async () => 60) }));

useMswServer();
jest.setTimeout(20000);

const CREATOR_ID = 'c'.repeat(24);
const creator = makeUser({
  _id: CREATOR_ID,
  username: 'demo-creator',
  name: 'Demo Creator',
  isPerformer: true,
  verifiedDocument: true,
});

// The test environment's FormData is Node's (jest-fixed-jsdom) and refuses jsdom's File: upload Node Files.
const nodeFile = (bits: (string | Uint8Array)[], name: string, type: string) =>
  new NodeFile(bits, name, { type }) as unknown as File;
const png = (name: string) => nodeFile([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, 'image/png');

beforeEach(() => {
  resetPostState();
  server.use(...postEditorHandlers);
  Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
  mockRouter.query = {};
  mockRouter.pathname = '/creator/my-post';
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
});

describe('page flags', () => {
  it('all three pages are creator-only', () => {
    for (const page of [MyPostsPage, CreatePostPage, EditPostPage]) {
      expect({ ...page }).toMatchObject({ authenticate: true, onlyPerformer: true });
    }
  });
});

describe('/creator/my-post', () => {
  it('shows the empty state and a "New post" link', async () => {
    renderWithStore(<MyPostsPage />, signedIn(creator));
    expect(await screen.findByText('You have not posted anything yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/creator/my-post/create');
  });

  it('lists posts with audience, status and pin, and sends the URL filters to the API', async () => {
    postState.posts = [
      makePost({ type: 'photo', text: 'Beach photos', isSale: true, price: 4.99, isPinned: true }),
      makePost({ type: 'video', text: 'Beach video', isSale: false, status: 'inactive' }),
    ];
    mockRouter.query = { type: 'photo', q: 'beach', fromDate: '2026-11-01' };
    renderWithStore(<MyPostsPage />, signedIn(creator));
    const row = (await screen.findByText('Beach photos')).closest('tr')!;
    expect(within(row).getByText('Pay per view $4.99')).toBeInTheDocument();
    expect(within(row).getByText('Pinned')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Beach video')).not.toBeInTheDocument();
    expect(postState.listQueries[0]).toMatchObject({ type: 'photo', q: 'beach' });
    expect(screen.getByLabelText('From date')).toHaveValue('2026-11-01');
  });

  it('writes a new keyword and date to the URL, back to page 1', async () => {
    mockRouter.query = { current: '3' };
    renderWithStore(<MyPostsPage />, signedIn(creator));
    await screen.findByText('You have not posted anything yet');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'yoga{Enter}');
    expect(mockRouter.replace).toHaveBeenLastCalledWith(
      { pathname: '/creator/my-post', query: { q: 'yoga' } },
      undefined,
      { shallow: true },
    );
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-15' } });
    expect(mockRouter.replace).toHaveBeenLastCalledWith(
      { pathname: '/creator/my-post', query: { toDate: '2026-11-15' } },
      undefined,
      { shallow: true },
    );
  });

  it('deletes a post only after the refund warning is confirmed', async () => {
    const user = userEvent.setup();
    postState.posts = [makePost({ text: 'Old news' }), makePost({ text: 'Keep me' })];
    renderWithStore(<MyPostsPage />, signedIn(creator));
    const row = (await screen.findByText('Old news')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Delete post/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/^All earnings related to this post will be refunded/),
    ).toBeInTheDocument();
    expect(postState.deleted).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(postState.deleted).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Old news')).not.toBeInTheDocument());
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(await screen.findByText('Your post has been deleted')).toBeInTheDocument();
  });
});

async function chooseType(name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
}

describe('/creator/my-post/create', () => {
  it('refuses an unverified creator with a link to the ID documents', () => {
    renderWithStore(<CreatePostPage />, signedIn({ ...creator, verifiedDocument: false }));
    expect(
      screen.getByText('Your ID documents are not verified yet! You could not post any content right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your ID documents' })).toHaveAttribute(
      'href',
      '/creator/account?tab=documents',
    );
    expect(screen.queryByRole('button', { name: /Photo post/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers the five post kinds as buttons', () => {
    renderWithStore(<CreatePostPage />, signedIn(creator));
    for (const name of [/^Photo post/, /^Video post/, /^Text post/, /^Audio post/, /^Scheduled live post/]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('publishes a pay-per-view photo post with two uploaded photos and a poll (exact payload)', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Photo post/);

    await user.type(screen.getByLabelText('Text'), 'Sunset set');
    await user.click(screen.getByLabelText('Pay per View'));
    const price = screen.getByLabelText('Price ($)');
    expect(price).toHaveValue('4.99');
    await user.clear(price);
    await user.type(price, '7.5');

    await user.upload(screen.getByLabelText('Add photos'), [png('one.png'), png('two.png')]);
    for (const name of ['one.png', 'two.png']) {
      const bar = await screen.findByRole('progressbar', { name: `Upload progress for ${name}` });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    }
    expect(postState.uploads.map(({ kind, name }) => ({ kind, name }))).toEqual([
      { kind: 'photo', name: 'one.png' },
      { kind: 'photo', name: 'two.png' },
    ]);

    await user.click(screen.getByRole('switch', { name: 'Add a poll' }));
    await user.type(screen.getByLabelText('Poll question (optional)'), 'Which one?');
    await user.type(screen.getByLabelText('Option 1'), 'First');
    await user.type(screen.getByLabelText('Option 2'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('Option 3'), 'Third');
    await user.click(screen.getByLabelText('3 days'));
    await user.click(screen.getByRole('switch', { name: 'Pin this post to the top of your profile' }));

    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postState.created).toHaveLength(1));

    const expiry = new Date();
    expiry.setDate(expiry.getDate() + 3);
    expiry.setHours(23, 59, 59, 999);
    expect(postState.polls.map((p) => [p.description, p.expiredAt])).toEqual([
      ['First', expiry.toISOString()],
      ['Second', expiry.toISOString()],
      ['Third', expiry.toISOString()],
    ]);
    const fileIds = postState.uploads.map((u) => u.id); // in the order picked
    expect(postState.created[0]).toEqual({
      type: 'photo',
      text: 'Sunset set',
      isSale: true,
      price: 7.5,
      fileIds,
      teaserId: null,
      thumbnailId: null,
      pollIds: postState.polls.map((p) => p._id),
      pollDescription: 'Which one?',
      pollExpiredAt: expiry.toISOString(),
      streamingScheduled: null,
      isSchedule: false,
      scheduleAt: null,
      isPinned: true,
    });
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/creator/my-post'));
    expect(await screen.findByText('Your post has been published')).toBeInTheDocument();
  });

  it('sends a video post with its teaser and thumbnail ids; the picker hides once the one video is in', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Video post/);
    await user.type(screen.getByLabelText('Text'), 'Studio clip');
    await user.click(screen.getByLabelText('Pay per View'));
    await user.upload(screen.getByLabelText('Choose video'), nodeFile(['v'], 'clip.mp4', 'video/mp4'));
    await user.upload(screen.getByLabelText('Choose teaser'), nodeFile(['t'], 'teaser.mp4', 'video/mp4'));
    await user.upload(screen.getByLabelText('Choose thumbnail'), png('poster.png'));
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(3));
    expect(screen.queryByLabelText('Choose video')).not.toBeInTheDocument();
    expect(postState.uploads.map((u) => u.kind)).toEqual(['video', 'teaser', 'thumbnail']);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postState.created).toHaveLength(1));
    const idOf = (name: string) => postState.uploads.find((u) => u.name === name)?.id;
    const body = postState.created[0];
    expect(body).toMatchObject({ type: 'video', isSale: true, price: 4.99 });
    expect(body.fileIds).toEqual([idOf('clip.mp4')]);
    expect(body.teaserId).toBe(idOf('teaser.mp4'));
    expect(body.thumbnailId).toBe(idOf('poster.png'));
  });

  it('asks for a video before posting a video post', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Video post/);
    await user.type(screen.getByLabelText('Text'), 'No file yet');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Please add one video')).toBeInTheDocument();
    expect(postState.created).toHaveLength(0);
  });

  it('maps the audience radio: subscribers → isSale false, free → isSale true with price 0', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Photo post/);
    await user.type(screen.getByLabelText('Text'), 'Free one');
    await user.upload(screen.getByLabelText('Add photos'), [png('a.png')]);
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeInTheDocument());
    await user.click(screen.getByLabelText('Free for Everyone'));
    expect(screen.queryByLabelText('Price ($)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postState.created).toHaveLength(1));
    expect(postState.created[0]).toMatchObject({ isSale: true, price: 0, pollIds: [] });
  });

  it('sends subscribers-only by default', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Photo post/);
    expect(screen.getByLabelText('Only for Subscribers')).toBeChecked();
    await user.type(screen.getByLabelText('Text'), 'Subs only');
    await user.upload(screen.getByLabelText('Add photos'), [png('a.png')]);
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postState.created).toHaveLength(1));
    expect(postState.created[0]).toMatchObject({ isSale: false, price: 0 });
  });

  it('validates the pay-per-view price', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Photo post/);
    await user.type(screen.getByLabelText('Text'), 'Cheap');
    await user.click(screen.getByLabelText('Pay per View'));
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '0.5');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Price must be between $1 and $10000')).toBeInTheDocument();
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Please set a price')).toBeInTheDocument();
    expect(postState.created).toHaveLength(0);
  });

  it('needs two filled poll options', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Text post/);
    await user.type(screen.getByLabelText('Text'), 'A poll');
    await user.click(screen.getByRole('switch', { name: 'Add a poll' }));
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await user.type(screen.getByLabelText('Option 1'), 'Only one');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Please fill in this option or remove it')).toBeInTheDocument();
    expect(postState.polls).toHaveLength(0);
    expect(postState.created).toHaveLength(0);

    await user.type(screen.getByLabelText('Option 2'), 'Another');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postState.created).toHaveLength(1));
    expect(postState.polls.map((p) => p.description)).toEqual(['Only one', 'Another']);
    expect(postState.created[0]).toMatchObject({ type: 'text', isSale: false, price: 0, fileIds: [] });
  });

  it('refuses files that are not images and keeps the submit disabled while a photo failed', async () => {
    const user = userEvent.setup({ applyAccept: false }); // let the wrong type reach the app's own check
    postState.failUploads.add('broken.png');
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Photo post/);
    await user.upload(screen.getByLabelText('Add photos'), [
      nodeFile(['x'], 'notes.txt', 'text/plain'),
      png('broken.png'),
    ]);
    expect(await screen.findByText('"notes.txt" is not an image')).toBeInTheDocument();
    expect(await screen.findByText('This file type is not supported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove broken.png' }));
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('shows the API 403 message and keeps what was typed', async () => {
    const user = userEvent.setup();
    postState.createError = {
      status: 403,
      message: 'Your ID documents are not verified yet! You could not post any content right now.',
    };
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Text post/);
    await user.type(screen.getByLabelText('Text'), 'Keep this text');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const alerts = await screen.findAllByText(
      'Your ID documents are not verified yet! You could not post any content right now.',
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Text')).toHaveValue('Keep this text');
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('shows a 422 message, then succeeds on resubmit with the same input', async () => {
    const user = userEvent.setup();
    postState.createError = { status: 422, message: 'Price must be between $1 and $10000' };
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Text post/);
    await user.type(screen.getByLabelText('Text'), 'Second try');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findAllByText('Price must be between $1 and $10000')).length).toBeGreaterThan(0);
    postState.createError = null;
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postState.created).toHaveLength(2));
    expect(postState.created[1]).toMatchObject({ text: 'Second try' });
  });

  it('schedules a live from tomorrow and publishing for later, both as ISO dates', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Scheduled live post/);
    await user.type(screen.getByLabelText('Describe your live'), 'Q&A night');
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = (d: Date) =>
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    // today is too early
    fireEvent.change(screen.getByLabelText('Live starts at'), { target: { value: local(today) } });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Please choose a time from tomorrow on')).toBeInTheDocument();

    const live = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2, 18, 30);
    fireEvent.change(screen.getByLabelText('Live starts at'), { target: { value: local(live) } });
    expect(screen.getByText(/UTC$/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Schedule for later'));
    const publish = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1, 9, 0);
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: local(publish) } });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postState.created).toHaveLength(1));
    expect(postState.created[0]).toMatchObject({
      type: 'scheduled-streaming',
      isSale: false,
      price: 0,
      fileIds: [],
      streamingScheduled: live.toISOString(),
      isSchedule: true,
      scheduleAt: publish.toISOString(),
    });
    // the toast says when it goes out, not that it is out
    expect(
      await screen.findByText(`Your post is scheduled for ${formatDayTime(publish.toISOString())}`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your post has been published')).toBeNull();
  });

  it('refuses an audio file longer than 15 minutes', async () => {
    const user = userEvent.setup();
    (readAudioDuration as jest.Mock).mockResolvedValueOnce(16 * 60);
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Audio post/);
    await user.upload(screen.getByLabelText('Choose audio file'), nodeFile(['x'], 'long.mp3', 'audio/mpeg'));
    expect(await screen.findByText('"long.mp3" is longer than 15 minutes')).toBeInTheDocument();
    expect(postState.uploads).toHaveLength(0);
  });

  it('says so when the browser cannot record audio', async () => {
    const user = userEvent.setup();
    renderWithStore(<CreatePostPage />, signedIn(creator));
    await chooseType(/^Audio post/);
    await user.click(screen.getByRole('button', { name: 'Record audio' }));
    expect(
      await screen.findByText(
        'Recording is not supported in this browser. Please upload an audio file instead.',
      ),
    ).toBeInTheDocument();
  });
});

describe('/creator/my-post/edit/[id]', () => {
  const ctx = (id: string) =>
    ({ query: { id }, req: undefined, res: undefined }) as unknown as NextPageContext;

  it('loads the post, shows its files and poll read-only, and saves status and removals with PUT', async () => {
    const user = userEvent.setup();
    postState.posts = [
      makePost({
        type: 'photo',
        text: 'Editable',
        isSale: true,
        price: 9,
        fileIds: ['p1', 'p2'],
        files: [
          {
            _id: 'p1',
            type: 'feed-photo',
            name: 'first.jpg',
            status: 'finished',
            thumbnails: [],
            url: 'http://x/1',
          },
          {
            _id: 'p2',
            type: 'feed-photo',
            name: 'second.jpg',
            status: 'finished',
            thumbnails: [],
            url: 'http://x/2',
          },
        ],
        pollIds: ['o1', 'o2'],
        pollDescription: 'Best?',
        polls: [
          { _id: 'o1', description: 'Yes', totalVote: 1 },
          { _id: 'o2', description: 'No', totalVote: 0 },
        ],
      }),
    ];
    const id = String(postState.posts[0]._id);
    const props = await EditPostPage.getInitialProps!(ctx(id));
    renderWithStore(<EditPostPage {...props} />, signedIn(creator));

    expect(screen.getByLabelText('Text')).toHaveValue('Editable');
    expect(screen.getByLabelText('Pay per View')).toBeChecked();
    expect(screen.getByLabelText('Price ($)')).toHaveValue('9.00');
    expect(screen.getByText('Polls cannot be edited.')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Add a poll' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove first.jpg' }));
    await user.click(screen.getByLabelText('Inactive'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(postState.updated).toHaveLength(1));
    expect(postState.updated[0]).toEqual({
      id,
      body: expect.objectContaining({
        type: 'photo',
        text: 'Editable',
        isSale: true,
        price: 9,
        fileIds: ['p2'],
        status: 'inactive',
      }),
    });
    expect(postState.updated[0].body).not.toHaveProperty('pollIds');
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/creator/my-post'));
  });

  it('shows "Post not found" for an unknown id', async () => {
    const props = await EditPostPage.getInitialProps!(ctx('nope'));
    await act(async () => {
      renderWithStore(<EditPostPage {...props} />, signedIn(creator));
    });
    expect(screen.getByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
  });
});
