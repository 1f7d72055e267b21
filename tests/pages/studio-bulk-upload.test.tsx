import '../components/resize-observer-stub';
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { server, useMswServer } from '../msw/server';
import { tokenFor } from '../msw/handlers';
import { resetStudioState, studioHandlers, studioState } from '../msw/studio-handlers';
import { makeUser, renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';
import BulkUploadVideoPage from '@/pages/creator/my-video/bulk-upload';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/creator/my-video/bulk-upload'),
}));

useMswServer();
jest.setTimeout(30000);

const CREATOR_ID = 'c'.repeat(24);
const creator = makeUser({
  _id: CREATOR_ID,
  username: 'demo-creator',
  isPerformer: true,
  verifiedDocument: true,
});
// Node's File: jest-fixed-jsdom swaps in Node's FormData, which refuses jsdom's File.
const video = (name: string, size = 16) =>
  new NodeFile([new Uint8Array(size)], name, { type: 'video/mp4' }) as unknown as File;

/** Holds every upload until the test releases it by file name. */
function holdUploads() {
  const release = new Map<string, () => void>();
  studioState.hold = (name) => new Promise<void>((resolve) => release.set(name, resolve));
  return (name: string) => {
    const go = release.get(name);
    if (!go) throw new Error(`${name} has not started`);
    release.delete(name);
    go();
  };
}

const bar = (name: string) => screen.getByRole('progressbar', { name: `Upload progress for ${name}` });
const row = (name: string) => bar(name).closest('li') as HTMLElement;

beforeEach(() => {
  resetStudioState();
  server.use(...studioHandlers);
  Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
  mockRouter.push.mockClear();
});

test('is creator-only and refused until the ID documents are verified', () => {
  expect({ ...BulkUploadVideoPage }).toMatchObject({ authenticate: true, onlyPerformer: true });
  renderWithStore(<BulkUploadVideoPage />, signedIn({ ...creator, verifiedDocument: false }));
  expect(
    screen.getByText('Your ID documents are not verified yet! You could not post any content right now.'),
  ).toBeInTheDocument();
});

test('uploads the dropped videos one after another, each inactive, not for sale, titled with its name', async () => {
  const user = userEvent.setup();
  const release = holdUploads();
  renderWithStore(<BulkUploadVideoPage />, signedIn(creator));
  await user.upload(screen.getByLabelText('Add video files'), [
    video('a.mp4'),
    video('b.mp4'),
    video('c.mp4'),
  ]);

  // only the first is on the wire; the others wait their turn, each with its own bar
  await waitFor(() => expect(studioState.uploadOrder).toEqual(['a.mp4']));
  expect(within(row('a.mp4')).getByText('Uploading')).toBeInTheDocument();
  expect(within(row('b.mp4')).getByText('Waiting')).toBeInTheDocument();
  expect(within(row('c.mp4')).getByText('Waiting')).toBeInTheDocument();

  release('a.mp4');
  await waitFor(() => expect(studioState.uploadOrder).toEqual(['a.mp4', 'b.mp4']));
  await waitFor(() => expect(bar('a.mp4')).toHaveAttribute('aria-valuenow', '100'));
  expect(within(row('a.mp4')).getByText('Uploaded')).toBeInTheDocument();
  expect(within(row('c.mp4')).getByText('Waiting')).toBeInTheDocument();

  release('b.mp4');
  await waitFor(() => expect(studioState.uploadOrder).toEqual(['a.mp4', 'b.mp4', 'c.mp4']));
  release('c.mp4');

  const summary = await screen.findByRole('status');
  expect(summary).toHaveTextContent('3 of 3 videos uploaded');
  expect(within(summary).getByRole('link', { name: 'Go to my videos' })).toHaveAttribute(
    'href',
    '/creator/my-video',
  );

  expect(studioState.forms.map((f) => f.files)).toEqual([
    { video: 'a.mp4' },
    { video: 'b.mp4' },
    { video: 'c.mp4' },
  ]);
  for (const [i, f] of studioState.forms.entries()) {
    expect(f.fields).toMatchObject({
      title: [['a.mp4', 'b.mp4', 'c.mp4'][i]],
      status: ['inactive'],
      isSale: ['false'],
      price: ['0'],
      isSchedule: ['false'],
      participantIds: [JSON.stringify([CREATOR_ID])],
    });
  }
});

test('a failed file shows the API message, the next one still goes, and Retry sends it again', async () => {
  const user = userEvent.setup();
  studioState.failOnce.add('b.mp4');
  renderWithStore(<BulkUploadVideoPage />, signedIn(creator));
  await user.upload(screen.getByLabelText('Add video files'), [
    video('a.mp4'),
    video('b.mp4'),
    video('c.mp4'),
  ]);

  const summary = await screen.findByRole('status');
  expect(summary).toHaveTextContent('2 of 3 videos uploaded');
  expect(summary).toHaveTextContent('1 failed, 0 cancelled');
  expect(within(row('b.mp4')).getByRole('alert')).toHaveTextContent('Could not store b.mp4');
  expect(studioState.uploadOrder).toEqual(['a.mp4', 'b.mp4', 'c.mp4']);

  await user.click(screen.getByRole('button', { name: 'Retry upload of b.mp4' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 of 3 videos uploaded'));
  expect(studioState.uploadOrder).toEqual(['a.mp4', 'b.mp4', 'c.mp4', 'b.mp4']);
  expect(studioState.videos).toHaveLength(3);
});

test('a queued file can be cancelled before its turn; wrong types are refused with a message', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const release = holdUploads();
  renderWithStore(<BulkUploadVideoPage />, signedIn(creator));
  const notes = new NodeFile(['x'], 'notes.txt', { type: 'text/plain' }) as unknown as File;
  await user.upload(screen.getByLabelText('Add video files'), [video('a.mp4'), notes, video('b.mp4')]);
  expect(await screen.findByText('"notes.txt" must be a video')).toBeInTheDocument();

  await waitFor(() => expect(studioState.uploadOrder).toEqual(['a.mp4']));
  await user.click(screen.getByRole('button', { name: 'Cancel upload of b.mp4' }));
  expect(within(row('b.mp4')).getByText('Cancelled')).toBeInTheDocument();
  release('a.mp4');
  const summary = await screen.findByRole('status');
  expect(summary).toHaveTextContent('1 of 2 videos uploaded');
  expect(studioState.uploadOrder).toEqual(['a.mp4']);
});
