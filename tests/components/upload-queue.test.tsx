import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  UploadQueueList,
  useUploadQueue,
  type UploadQueueOptions,
  type UploadTask,
} from '@/components/upload-queue';

interface Call {
  file: File;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (err: unknown) => void;
}

/** An upload function whose calls the test settles by hand. */
function manualUpload() {
  const calls: Call[] = [];
  const upload: UploadQueueOptions<string>['upload'] = (file, onProgress, signal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ file, onProgress, signal, resolve, reject });
    });
  return { calls, upload };
}

const file = (name: string, type = 'image/png', size = 10) =>
  new File([new Uint8Array(size)], name, { type });

function Harness(
  props: Omit<UploadQueueOptions<string>, 'upload'> & { upload: UploadQueueOptions<string>['upload'] },
) {
  const queue = useUploadQueue<string>(props);
  const [refused, setRefused] = useState<string[]>([]);
  return (
    <div>
      <input
        type="file"
        multiple
        aria-label="Choose files"
        onChange={(e) => setRefused(queue.add(Array.from(e.target.files ?? [])))}
      />
      <p data-testid="busy">{queue.busy ? 'busy' : 'idle'}</p>
      <ul aria-label="Refused">
        {refused.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <UploadQueueList<string>
        tasks={queue.tasks}
        onCancel={queue.cancel}
        onRetry={queue.retry}
        onRemove={queue.remove}
        renderExtra={(t: UploadTask<string>) => (t.result ? <span>id {t.result}</span> : null)}
      />
    </div>
  );
}

const bar = (name: string) => screen.getByRole('progressbar', { name: `Upload progress for ${name}` });

describe('useUploadQueue + UploadQueueList', () => {
  it('uploads files one after another in the order added, with per-file progress', async () => {
    const { calls, upload } = manualUpload();
    const onDone = jest.fn();
    render(<Harness upload={upload} onDone={onDone} />);
    await userEvent.upload(screen.getByLabelText('Choose files'), [file('a.png'), file('b.png')]);

    // sequential: only the first one started
    expect(calls.map((c) => c.file.name)).toEqual(['a.png']);
    expect(bar('a.png')).toHaveAttribute('aria-valuenow', '0');
    expect(bar('b.png')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByTestId('busy')).toHaveTextContent('busy');

    act(() => calls[0].onProgress(42));
    expect(bar('a.png')).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading 42%')).toBeInTheDocument();

    await act(async () => calls[0].resolve('file-a'));
    expect(bar('a.png')).toHaveAttribute('aria-valuenow', '100');
    // "Uploaded" and a full bar at once: the finished bar does not animate on from 42 % (issue 13 item 27)
    expect(bar('a.png').closest('.upload-queue__bar--done')).not.toBeNull();
    expect(screen.getByText('id file-a')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', result: 'file-a' }));
    // then the second one starts
    expect(calls.map((c) => c.file.name)).toEqual(['a.png', 'b.png']);

    await act(async () => calls[1].resolve('file-b'));
    expect(screen.getByTestId('busy')).toHaveTextContent('idle');
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('cancel aborts the signal, ignores late progress, and retry uploads the file again', async () => {
    const { calls, upload } = manualUpload();
    render(<Harness upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Choose files'), [file('clip.png')]);
    act(() => calls[0].onProgress(30));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload of clip.png' }));
    expect(calls[0].signal.aborted).toBe(true);
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('Cancelled')).toBeInTheDocument();
    act(() => calls[0].onProgress(90)); // a late event from the aborted request
    expect(bar('clip.png')).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByTestId('busy')).toHaveTextContent('idle');

    await userEvent.click(screen.getByRole('button', { name: 'Retry upload of clip.png' }));
    expect(calls).toHaveLength(2);
    expect(calls[1].signal.aborted).toBe(false);
    expect(bar('clip.png')).toHaveAttribute('aria-valuenow', '0');
    await act(async () => calls[1].resolve('ok'));
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });

  it('shows the API error of a failed upload and retries it', async () => {
    const { calls, upload } = manualUpload();
    render(<Harness upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Choose files'), [file('big.png')]);
    await act(async () => calls[0].reject({ statusCode: 413, message: 'File is too large' }));

    expect(screen.getByRole('alert')).toHaveTextContent('File is too large');
    expect(screen.queryByRole('button', { name: 'Cancel upload of big.png' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry upload of big.png' }));
    expect(calls).toHaveLength(2);
    expect(calls[1].file.name).toBe('big.png');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses files beyond maxFiles and files the validator rejects, with messages', async () => {
    const { calls, upload } = manualUpload();
    render(
      <Harness
        upload={upload}
        maxFiles={2}
        validate={(f) => (f.type.startsWith('image/') ? null : `${f.name} is not an image`)}
      />,
    );
    await userEvent.upload(screen.getByLabelText('Choose files'), [
      file('one.png'),
      file('notes.txt', 'text/plain'),
      file('two.png'),
      file('three.png'),
    ]);
    const refused = within(screen.getByRole('list', { name: 'Refused' })).getAllByRole('listitem');
    expect(refused.map((li) => li.textContent)).toEqual([
      'notes.txt is not an image',
      '"three.png" was not added: you can add at most 2 files',
    ]);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it('remove aborts a running upload and the next queued file starts', async () => {
    const { calls, upload } = manualUpload();
    render(<Harness upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Choose files'), [file('a.png'), file('b.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(calls[0].signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar', { name: 'Upload progress for a.png' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.file.name)).toEqual(['a.png', 'b.png']);
  });

  it('runs up to `concurrency` uploads at once', async () => {
    const { calls, upload } = manualUpload();
    render(<Harness upload={upload} concurrency={2} />);
    await userEvent.upload(screen.getByLabelText('Choose files'), [
      file('a.png'),
      file('b.png'),
      file('c.png'),
    ]);
    expect(calls.map((c) => c.file.name)).toEqual(['a.png', 'b.png']);
    await act(async () => calls[1].resolve('b'));
    expect(calls.map((c) => c.file.name)).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('aborts running uploads when the component unmounts', async () => {
    const { calls, upload } = manualUpload();
    const { unmount } = render(<Harness upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Choose files'), [file('a.png')]);
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
  });
});
