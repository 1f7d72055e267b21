// The account media picker without antd (issue 22): the file is checked before it is sent, the bar follows the
// upload, and the result is handed on with "Changes saved".
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaUpload } from '@/features/user/components/media-upload';
import { renderPlain } from '../../components/plain-render';

const image = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

function setup() {
  let progress: (p: number) => void = () => undefined;
  let finish: () => void = () => undefined;
  const upload = jest.fn(
    (_file: Blob, onProgress: (p: number) => void) =>
      new Promise<{ url: string; name: string }>((resolve) => {
        progress = onProgress;
        finish = () => resolve({ url: '/files/me.png', name: 'me.png' });
      }),
  );
  const onUploaded = jest.fn();
  renderPlain(
    <MediaUpload
      label="Change avatar"
      accept="image/*"
      maxBytes={100}
      hint="Up to 100 bytes"
      upload={upload}
      onUploaded={onUploaded}
    />,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { upload, onUploaded, input, progress: (p: number) => progress(p), finish: () => finish() };
}

test('the button opens the picker; the file input itself is out of the tab order', () => {
  const { input } = setup();
  const click = jest.spyOn(input, 'click');
  screen.getByRole('button', { name: 'Change avatar' }).click();
  expect(click).toHaveBeenCalled();
  expect(input).toHaveAttribute('tabindex', '-1');
  expect(input).toHaveAttribute('accept', 'image/*');
});

test('a file of the wrong kind or too large is refused before anything is sent', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { upload, input } = setup();
  await user.upload(input, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
  expect(await screen.findByText('Please choose an image file')).toBeInTheDocument();
  await user.upload(input, image(500));
  expect(await screen.findByText(/The file must be smaller than/)).toBeInTheDocument();
  expect(upload).not.toHaveBeenCalled();
});

test('the progress bar follows the upload; the result is handed on and the button comes back', async () => {
  const user = userEvent.setup();
  const { upload, onUploaded, input, progress, finish } = setup();
  await user.upload(input, image());
  expect(upload).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Change avatar' })).toBeDisabled();
  act(() => progress(40));
  expect(screen.getByRole('progressbar', { name: 'Change avatar progress' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  await act(async () => finish());
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ url: '/files/me.png', name: 'me.png' }));
  expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change avatar' })).toBeEnabled();
});
