import {
  CREATOR_ID,
  creator,
  expectRefusedUntilVerified,
  nodeFile,
  setUpStudioTests,
} from './studio-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioState } from '../msw/studio-handlers';
import { renderWithStore, signedIn } from '../components/render';
import BulkUploadVideoPage from '@/pages/creator/my-video/bulk-upload';

setUpStudioTests('/creator/my-video/bulk-upload');

const video = (name: string, size?: number) => nodeFile(name, 'video/mp4', size);

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

test('is creator-only and refused until the ID documents are verified', () => {
  expect({ ...BulkUploadVideoPage }).toMatchObject({ authenticate: true, onlyPerformer: true });
  expectRefusedUntilVerified(<BulkUploadVideoPage />);
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
  expect(within(row('a.mp4')).getByText(/^Uploading \d+%$/)).toBeInTheDocument();
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
  const notes = nodeFile('notes.txt', 'text/plain', 1);
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
